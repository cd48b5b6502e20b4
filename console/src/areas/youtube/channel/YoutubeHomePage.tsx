import SettingsIcon from '@mui/icons-material/Settings';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { useT } from '../../../i18n/LocaleProvider';
import { ChannelCard } from './ChannelCard';
import { ConnectionPanel } from './ConnectionPanel';
import { CredentialsDialog } from './CredentialsDialog';
import { QuotaMeter } from './QuotaMeter';
import { useCallbackResult } from './use-callback-result';
import { useChannelVideos } from './use-channel-videos';
import { useConnection } from './use-connection';
import { useQuota } from './use-quota';
import { VideoGrid } from './VideoGrid';

/** Spec 2 '/youtube-commenter': the connection, the channel, its latest videos, the quota. */
export function YoutubeHomePage() {
  const t = useT();
  useCallbackResult();
  const { connection, check, expire } = useConnection();
  const authorized = connection.kind === 'authorized';
  const videos = useChannelVideos(authorized, expire);
  const quota = useQuota(videos.videos);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const hasCredentials = connection.kind === 'authorized' || connection.kind === 'not-authorized';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('youtube.channel.title')} · ${t('app.name')}`}</title>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', mb: 4 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
            {t('youtube.channel.title')}
          </Typography>
          <Typography color="text.secondary">{t('youtube.channel.subtitle')}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.youtubePrompts} startIcon={<TuneIcon />}>
            {t('youtube.channel.managePrompts')}
          </Button>
          <Button variant="outlined" startIcon={<SettingsIcon />} onClick={() => setSettingsOpen(true)}>
            {t('youtube.channel.apiSettings')}
          </Button>
        </Stack>
      </Box>

      {connection.kind === 'authorized' ? (
        <Stack spacing={3}>
          <ChannelCard
            channel={connection.channel}
            message={connection.message}
            refreshing={videos.refreshing}
            onRefresh={() => void videos.refresh()}
          />
          {quota && <QuotaMeter quota={quota} />}
          <Typography variant="h5" component="h2">
            {t('youtube.channel.latest')}
          </Typography>
          <VideoGrid videos={videos.videos} error={videos.error} />
        </Stack>
      ) : (
        <ConnectionPanel connection={connection} onOpenSettings={() => setSettingsOpen(true)} onRetry={check} />
      )}

      <CredentialsDialog open={settingsOpen} hasCredentials={hasCredentials} onClose={() => setSettingsOpen(false)} onChanged={check} />
    </Container>
  );
}
