import { Button, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../i18n/LocaleProvider';

interface Props {
  icon: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
  role?: string;
  /** A page of its own (not found, forbidden): the tab says the title too. */
  pageTitle?: boolean;
}

/** A centred full-page message: icon, title, one line, one action (error and not-found screens). */
export function MessageScreen({ icon, title, description, action, role, pageTitle = false }: Props) {
  const t = useT();
  return (
    <Container maxWidth="sm" role={role} sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      {pageTitle && <title>{`${title} · ${t('app.name')}`}</title>}
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

/** 'Go to Home': the way out of a page that cannot be shown. */
export function HomeButton() {
  const t = useT();
  return (
    <Button component={RouterLink} to="/" variant="contained" size="large">
      {t('errors.home')}
    </Button>
  );
}
