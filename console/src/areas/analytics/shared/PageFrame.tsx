import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';

interface Props {
  /** The page's h1 and the tab's title. */
  title: string;
  subtitle: string;
  back?: { to: string; label: string };
  /** The page's buttons: beside the title, under it on a phone. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One screen of the area: its way back, title, subtitle and buttons, then its content. */
export function PageFrame({ title, subtitle, back, actions, children }: Props) {
  const t = useT();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <Box>
        {back !== undefined && (
          <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
            {back.label}
          </Button>
        )}
        <Box sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'flex-end' }, justifyContent: 'space-between', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
              {title}
            </Typography>
            <Typography color="text.secondary">{subtitle}</Typography>
          </Box>
          {Boolean(actions) && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>{actions}</Box>}
        </Box>
      </Box>
      {children}
    </Container>
  );
}
