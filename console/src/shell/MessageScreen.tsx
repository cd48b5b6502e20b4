import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A centred full-page message: icon, title, one line, one action (error and not-found screens). */
export function MessageScreen({ icon, title, description, action, role }: { icon: ReactNode; title: string; description: string; action: ReactNode; role?: string }) {
  return (
    <Container maxWidth="sm" role={role} sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      {icon}
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {description}
      </Typography>
      {action}
    </Container>
  );
}
