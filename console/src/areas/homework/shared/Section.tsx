import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  /** Its button (Create Cohort, Create Assignment), beside the heading. */
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** A part of a page under its h2, named by it for screen readers' landmarks. */
export function Section({ title, action, children, testId }: Props) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId} sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" id={id}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
