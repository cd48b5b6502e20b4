import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import { useT } from '../../i18n/LocaleProvider';
import { ReasonActionButton } from '../shared/ReasonActionButton';
import { workflowActions } from './workflow-actions';

/** contracts/operations.ts workflowActionSchema: at most 5 arguments. */
const MAX_ARGS = 5;

/** The arguments as typed: a JSON array of at most 5 values, else null. */
export function parseArgs(text: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(text.trim() === '' ? '[]' : text);
    return Array.isArray(value) && value.length <= MAX_ARGS ? value : null;
  } catch {
    return null;
  }
}

/** Signal: one of the workflow type's signals, its arguments as JSON, and why. */
export function SignalWorkflowButton() {
  const t = useT();
  const workflow = useRecordContext<AdminWorkflow>();
  const [signal, setSignal] = useState('');
  const [argsText, setArgsText] = useState('[]');
  if (!workflow) return null;
  const chosen = signal !== '' ? signal : (workflow.signals[0] ?? '');
  const args = parseArgs(argsText);

  const fields = (
    <>
      <TextField select label={t('operator.workflows.signalName')} value={chosen} onChange={(event) => setSignal(event.target.value)} required fullWidth sx={{ mb: 2 }}>
        {workflow.signals.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('operator.workflows.args')}
        helperText={args === null ? t('operator.workflows.argsInvalid') : t('operator.workflows.argsHelp')}
        error={args === null}
        value={argsText}
        onChange={(event) => setArgsText(event.target.value)}
        fullWidth
        multiline
        minRows={2}
        sx={{ mb: 2 }}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
    </>
  );

  return <ReasonActionButton action={workflowActions.signal} extra={{ fields, valid: chosen !== '' && args !== null, body: { signal: chosen, args: args ?? [] } }} />;
}
