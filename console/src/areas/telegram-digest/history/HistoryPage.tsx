import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Button, Card, CardContent, Chip, Container, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect, useId } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useLocale } from '../../../i18n/LocaleProvider';
import { srOnly } from '../../../shell/sr-only';
import type { DigestHistoryEntry } from '../shared/digest-api';
import { DigestHtml } from '../shared/DigestHtml';
import { DigestNotFound } from '../shared/DigestNotFound';
import { formatDateTime } from '../shared/format-time';
import { logFailure } from '../shared/log-failure';
import { digestPaths } from '../shared/routes';
import { useDigest } from '../shared/use-digest';

/**
 * Spec 2 '/telegram-digest/{id}/history': '{name} - History', each digest sent with its date and
 * time, its message count and its text. Any failure to load shows 'Digest not found' (spec 8).
 */
export function HistoryPage() {
  const { t } = useLocale();
  const { id } = useParams();
  const { load } = useDigest(id);
  const failure = load.kind === 'failed' ? load.error : null;
  useEffect(() => {
    if (failure !== null) logFailure('Loading the digest history failed', failure);
  }, [failure]);

  if (load.kind === 'not-found' || load.kind === 'failed') return <DigestNotFound />;
  if (load.kind === 'loading') {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="history-loading">
        <Box role="status" sx={srOnly}>
          {t('telegramDigest.history.loading')}
        </Box>
        <Box aria-hidden="true">
          <Skeleton variant="text" width="50%" sx={{ fontSize: 34 }} />
          <Skeleton variant="rounded" height={140} sx={{ mt: 3 }} />
        </Box>
      </Container>
    );
  }

  const { digest } = load;
  const history = digest.history ?? [];
  const title = t('telegramDigest.history.title', { name: digest.name });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2, ml: -1 }}>
        <Button component={RouterLink} to={digestPaths.list} startIcon={<ArrowBackIcon />}>
          {t('telegramDigest.back')}
        </Button>
        <Button component={RouterLink} to={digestPaths.edit(digest.id)} startIcon={<SettingsIcon />}>
          {t('telegramDigest.history.settings')}
        </Button>
      </Box>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 32 }, wordBreak: 'break-word' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('telegramDigest.history.subtitle')}
      </Typography>
      {history.length === 0 ? (
        <Card variant="outlined" sx={{ textAlign: 'center', py: 5, px: 3, borderStyle: 'dashed' }}>
          <Typography color="text.secondary">{t('telegramDigest.history.empty')}</Typography>
        </Card>
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {history.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </Container>
  );
}

function HistoryEntry({ entry }: { entry: DigestHistoryEntry }) {
  const { t, locale } = useLocale();
  const headingId = useId();
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} data-testid="history-entry">
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1.5 }}>
          <Typography variant="subtitle1" component="h2" id={headingId} sx={{ fontWeight: 600 }}>
            <time dateTime={entry.sentAt}>{formatDateTime(entry.sentAt, locale)}</time>
          </Typography>
          <Chip size="small" label={t('telegramDigest.history.messages', { smart_count: entry.messageCount })} />
        </Box>
        <DigestHtml html={entry.content} />
      </CardContent>
    </Card>
  );
}
