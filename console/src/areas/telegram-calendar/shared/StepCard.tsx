import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useId, type ReactNode, type Ref } from 'react';
import { useT } from '../../../i18n/LocaleProvider';

export type StepState = 'connected' | 'not-connected' | 'locked';

interface Props {
  title: string;
  description: string;
  state: StepState;
  /** The heading, focusable from script: focus goes there after a disconnection. */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
  testId?: string;
}

/**
 * One of spec 2's two step cards. Its state is said in words with an icon, never by colour
 * alone; a locked step is dimmed and labelled 'Complete Step 1 first'.
 */
export function StepCard({ title, description, state, headingRef, children, testId }: Props) {
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} data-testid={testId} sx={{ height: '100%', bgcolor: state === 'locked' ? 'action.hover' : undefined }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id={headingId} ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
            {title}
          </Typography>
          <StateChip state={state} />
        </Box>
        <Typography color="text.secondary">{description}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function StateChip({ state }: { state: StepState }) {
  const t = useT();
  if (state === 'connected') return <Chip size="small" color="success" icon={<CheckCircleIcon />} label={t('telegramCalendar.connected')} />;
  if (state === 'locked') return <Chip size="small" variant="outlined" icon={<LockIcon />} label={t('telegramCalendar.botStep.locked')} />;
  return <Chip size="small" variant="outlined" icon={<RadioButtonUncheckedIcon />} label={t('telegramCalendar.notConnected')} />;
}
