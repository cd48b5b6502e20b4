import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import { Box, Card, CardActionArea, CardContent, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { useT } from '../../../i18n/LocaleProvider';
import type { MessageKey } from '../../../i18n/types';

interface Tool {
  to: string;
  icon: ReactNode;
  title: MessageKey;
  description: MessageKey;
}

const tools: readonly Tool[] = [
  { to: paths.telegramCalendar, icon: <CalendarMonthIcon fontSize="large" />, title: 'telegramHub.calendar.title', description: 'telegramHub.calendar.description' },
  { to: paths.telegramDigest, icon: <NewspaperIcon fontSize="large" />, title: 'telegramHub.digest.title', description: 'telegramHub.digest.description' },
];

const steps = ['connect', 'link', 'use'] as const;

/** Spec 2 'Messaging services hub': a card per Telegram tool, then the three steps of 'How it works'. */
export function TelegramHubPage() {
  const t = useT();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('telegramHub.title')} · ${t('app.name')}`}</title>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
        {t('telegramHub.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('telegramHub.subtitle')}
      </Typography>

      <Box
        component="ul"
        aria-label={t('telegramHub.tools')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {tools.map((tool) => (
          <li key={tool.to}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={tool.to} sx={{ height: '100%', alignItems: 'flex-start' }}>
                <CardContent>
                  <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
                    {tool.icon}
                  </Box>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {t(tool.title)}
                  </Typography>
                  <Typography color="text.secondary">{t(tool.description)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>

      <Typography variant="h5" component="h2" sx={{ mt: 6, mb: 2 }}>
        {t('telegramHub.howItWorks')}
      </Typography>
      <Box component="ol" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 2, counterReset: 'step' }}>
        {steps.map((step, index) => (
          <Box component="li" key={step} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={{ flex: 'none', width: 36, height: 36, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 700 }}
            >
              {index + 1}
            </Box>
            <Box>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t(`telegramHub.steps.${step}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`telegramHub.steps.${step}.body`)}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
