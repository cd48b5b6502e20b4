import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { DigestPreference } from '../shared/digest-api';
import { formatDateTime } from '../shared/format-time';
import { digestPaths } from '../shared/routes';
import { scheduleLabel } from '../shared/schedule';

interface Props {
  digest: DigestPreference;
  toggling: boolean;
  testing: boolean;
  onToggle: () => void;
  onTest: () => void;
  onDelete: () => void;
}

/**
 * Spec 2: one digest of the list: name, frequency, its sources counted, Active or Paused, the
 * edit link, when it was last sent, 'No sources configured', and Pause/Resume, Test, History.
 * The latest run's failure is shown too, so a revoked session or an unlinked bot is visible.
 */
export function DigestCard({ digest, toggling, testing, onToggle, onTest, onDelete }: Props) {
  const { t, locale } = useLocale();
  const nameId = useId();
  const channelCount = digest.channels.filter((source) => source.sourceType === 'CHANNEL').length;
  const folderCount = digest.channels.length - channelCount;
  const failed = digest.lastRun?.status === 'failed' ? digest.lastRun : null;

  return (
    <Card component="article" variant="outlined" aria-labelledby={nameId} data-testid="digest-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h3" id={nameId} sx={{ wordBreak: 'break-word' }}>
              {digest.name}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {scheduleLabel(digest, t)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexShrink: 0 }}>
            <Chip size="small" color={digest.enabled ? 'success' : 'default'} variant={digest.enabled ? 'filled' : 'outlined'} label={t(digest.enabled ? 'telegramDigest.fields.active' : 'telegramDigest.fields.paused')} />
            <Tooltip title={t('telegramDigest.list.card.edit', { name: digest.name })}>
              <IconButton component={RouterLink} to={digestPaths.edit(digest.id)} aria-label={t('telegramDigest.list.card.edit', { name: digest.name })} size="small">
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        </Box>
        <Typography variant="body2">
          {t('telegramDigest.list.card.channels', { smart_count: channelCount })} · {t('telegramDigest.list.card.folders', { smart_count: folderCount })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {digest.lastSentAt === null ? t('telegramDigest.list.card.neverSent') : t('telegramDigest.list.card.lastSent', { time: formatDateTime(digest.lastSentAt, locale) })}
        </Typography>
        {digest.channels.length === 0 && <Alert severity="warning">{t('telegramDigest.list.card.noSources')}</Alert>}
        {failed !== null && (
          <Alert severity="error" data-testid="last-run-failed">
            {failed.detail === null ? t('telegramDigest.list.card.lastRunFailedNoDetail') : t('telegramDigest.list.card.lastRunFailed', { detail: failed.detail })}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }} aria-label={t('telegramDigest.list.card.actions', { name: digest.name })} role="group">
        <Button size="small" variant="outlined" startIcon={digest.enabled ? <PauseIcon /> : <PlayArrowIcon />} onClick={onToggle} disabled={toggling}>
          {t(digest.enabled ? 'telegramDigest.list.card.pause' : 'telegramDigest.list.card.resume')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={testing ? <CircularProgress size={16} aria-hidden /> : <ScienceOutlinedIcon />}
          onClick={onTest}
          disabled={testing}
          aria-busy={testing}
        >
          {t(testing ? 'telegramDigest.list.card.testing' : 'telegramDigest.list.card.test')}
        </Button>
        <Button size="small" component={RouterLink} to={digestPaths.history(digest.id)} startIcon={<HistoryIcon />}>
          {t('telegramDigest.list.card.history')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={t('telegramDigest.list.card.delete', { name: digest.name })}>
          <IconButton color="error" size="small" onClick={onDelete} aria-label={t('telegramDigest.list.card.delete', { name: digest.name })}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </CardActions>
      <Box role="status" sx={{ px: 2, pb: testing ? 2 : 0 }}>
        {testing && (
          <Typography variant="body2" color="text.secondary">
            {t('telegramDigest.list.card.testingStatus', { name: digest.name })}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
