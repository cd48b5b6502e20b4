import { DateField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useRedirect } from 'react-admin';
import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import { ReasonActionButton } from '../shared/ReasonActionButton';
import { useDateLocale } from '../users/date-locale';
import { SignalWorkflowButton } from './SignalWorkflowButton';
import { TemporalUiLink } from './TemporalUiLink';
import { workflowActions } from './workflow-actions';
import { WorkflowStatusField } from './WorkflowStatusField';

const isWorkflow = (value: unknown): value is AdminWorkflow => typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string';

/** Open in Temporal UI, and the actions the server says make sense now (`actions`). */
function Actions() {
  const workflow = useRecordContext<AdminWorkflow>();
  const redirect = useRedirect();
  if (!workflow) return null;
  // A reset starts a new run: its page is the one to look at.
  const toNewRun = (answer: unknown) => {
    if (isWorkflow(answer)) redirect('show', 'admin/workflows', answer.id);
  };
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <TemporalUiLink href={workflow.temporalUiUrl} />
      <ReasonActionButton action={workflowActions.cancel} />
      <ReasonActionButton action={workflowActions.terminate} />
      <ReasonActionButton action={workflowActions.reset} onDone={toNewRun} />
      {workflow.actions.includes('signal') && <SignalWorkflowButton />}
    </TopToolbar>
  );
}

export function WorkflowShow() {
  const locales = useDateLocale();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="type" />
        <WorkflowStatusField source="status" />
        <TextField source="workflowId" />
        <TextField source="runId" />
        <TextField source="taskQueue" />
        <DateField source="startTime" showTime locales={locales} />
        <DateField source="closeTime" showTime locales={locales} emptyText="—" />
        <TextField source="requestId" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
