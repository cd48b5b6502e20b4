import { Chip } from '@mui/material';
import { Link, useRecordContext } from 'react-admin';
import type { AdminJob } from '../../../../contracts/operations.ts';
import { useT } from '../../i18n/LocaleProvider';
import { userLink } from '../shared/links';

/** Show layouts label a field by its `source`; the fields below draw the record themselves. */
interface FieldProps {
  source?: string;
  label?: string;
}

// Filled chips in MUI's dark shades: white text on them is above 4.5:1.
const stateColors = { failed: 'error', completed: 'success', active: 'primary', waiting: 'default', delayed: 'default', paused: 'default' } as const;
type KnownState = keyof typeof stateColors;
const isKnownState = (state: string): state is KnownState => Object.hasOwn(stateColors, state);

export function JobStateField(_props: FieldProps) {
  const t = useT();
  const job = useRecordContext<AdminJob>();
  if (!job) return null;
  const { state } = job;
  return isKnownState(state) ? <Chip size="small" label={t(`operator.queues.state.${state}`)} color={stateColors[state]} /> : <Chip size="small" label={state} />;
}

/** Attempts made of those allowed, e.g. '3 / 3'. */
export function JobAttemptsField(_props: FieldProps) {
  const job = useRecordContext<AdminJob>();
  if (!job) return null;
  return <span>{`${job.attemptsMade} / ${job.attempts}`}</span>;
}

/** The user a job was for, linking to their page. */
export function JobUserField(_props: FieldProps) {
  const job = useRecordContext<AdminJob>();
  if (!job?.userId) return <span>—</span>;
  return <Link to={userLink(job.userId)}>{job.userId}</Link>;
}
