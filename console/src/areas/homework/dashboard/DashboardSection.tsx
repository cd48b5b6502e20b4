import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One role's dashboard under its h2 ('Teaching', 'Studying'): a user with both roles sees two. */
export function DashboardSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId}>
      <Typography variant="h5" component="h2" id={id} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
