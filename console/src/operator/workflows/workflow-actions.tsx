import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SendIcon from '@mui/icons-material/Send';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import type { ReasonAction } from '../shared/ReasonActionButton';

export type WorkflowAction = AdminWorkflow['actions'][number];

/** POST /api/admin/workflows/:workflowId/:action with the run it is about; offered only when the server lists it in `actions`. */
function workflowAction(action: WorkflowAction, rest: Pick<ReasonAction<AdminWorkflow>, 'texts' | 'color' | 'icon'>): ReasonAction<AdminWorkflow> {
  return {
    applies: (workflow) => workflow.actions.includes(action),
    path: (workflow) => `/admin/workflows/${encodeURIComponent(workflow.workflowId)}/${action}`,
    body: (workflow) => ({ runId: workflow.runId }),
    subject: (workflow) => `${workflow.type} · ${workflow.workflowId}`,
    ...rest,
  };
}

export const workflowActions: Record<WorkflowAction, ReasonAction<AdminWorkflow>> = {
  cancel: workflowAction('cancel', {
    texts: { button: 'operator.workflows.cancel', title: 'operator.workflows.cancelTitle', body: 'operator.workflows.cancelBody', done: 'operator.workflows.canceled' },
    color: 'warning',
    icon: <CancelOutlinedIcon />,
  }),
  terminate: workflowAction('terminate', {
    texts: { button: 'operator.workflows.terminate', title: 'operator.workflows.terminateTitle', body: 'operator.workflows.terminateBody', done: 'operator.workflows.terminated' },
    color: 'error',
    icon: <StopCircleIcon />,
  }),
  reset: workflowAction('reset', {
    texts: { button: 'operator.workflows.reset', title: 'operator.workflows.resetTitle', body: 'operator.workflows.resetBody', done: 'operator.workflows.wasReset' },
    color: 'warning',
    icon: <RestartAltIcon />,
  }),
  signal: workflowAction('signal', {
    texts: { button: 'operator.workflows.signal', title: 'operator.workflows.signalTitle', body: 'operator.workflows.signalBody', done: 'operator.workflows.signalled' },
    color: 'warning',
    icon: <SendIcon />,
  }),
};
