import { Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  help?: string;
  /** Gets the heading's id, for a table the heading names. */
  children: (headingId: string) => ReactNode;
  testId?: string;
}

/** A titled part of an operator page: a region named by its h2. */
export function Section({ title, help, children, testId }: Props) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} data-testid={testId} sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" id={id} sx={{ mb: help === undefined ? 1 : 0 }}>
        {title}
      </Typography>
      {help !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {help}
        </Typography>
      )}
      {children(id)}
    </Paper>
  );
}
