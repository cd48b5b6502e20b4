import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Two TitledColumns side by side on a wide screen (the first wider), one above the other on a phone. */
export function TitledColumns({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, mt: 3 }}>{children}</Box>;
}

/** One part of a dashboard under its h3. */
export function TitledColumn({ title, headingId, children }: { title: string; headingId: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="h6" component="h3" id={headingId} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
