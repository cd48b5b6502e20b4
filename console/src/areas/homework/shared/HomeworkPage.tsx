import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';

/** A way back: where it leads and what its button says. */
export interface BackLink {
  to: string;
  label: string;
}

interface Props {
  /** The page's h1 and the tab's title. */
  title: string;
  subtitle?: ReactNode;
  /** The way back, above the title. */
  back?: BackLink;
  /** The page's buttons: beside the title, under it on a phone. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One screen of the area: its back link, title (the page's only h1), subtitle and buttons, then its content. */
export function HomeworkPage({ title, subtitle, back, actions, children }: Props) {
  const t = useT();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${title} · ${t('app.name')}`}</title>
      {back !== undefined && (
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
          {back.label}
        </Button>
      )}
      <Box sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'flex-end' }, justifyContent: 'space-between', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, mb: { xs: 3, md: 4 } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 }, wordBreak: 'break-word' }}>
            {title}
          </Typography>
          {subtitle !== undefined && (
            <Typography component="div" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {Boolean(actions) && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>{actions}</Box>}
      </Box>
      {children}
    </Container>
  );
}
