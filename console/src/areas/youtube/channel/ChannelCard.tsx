import RefreshIcon from '@mui/icons-material/Refresh';
import { Avatar, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import { formatCount } from '../video/format';
import type { ChannelInfo } from './channel-api';
import { countOf } from './format-views';

interface Props {
  channel: ChannelInfo | null;
  /** The server's word when there is no channel (an account without one). */
  message: string | null;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Spec 2: the connected channel (thumbnail, title, subscribers, videos) and 'Refresh Videos'. */
export function ChannelCard({ channel, message, refreshing, onRefresh }: Props) {
  const { t, locale } = useLocale();
  const title = channel?.snippet?.title ?? message ?? '';
  const subscribers = countOf(channel?.statistics?.subscriberCount);
  const videos = countOf(channel?.statistics?.videoCount);
  return (
    <Card data-testid="channel-card">
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', '&:last-child': { pb: 2 } }}>
        <Avatar src={channel?.snippet?.thumbnails?.default?.url ?? undefined} alt="" sx={{ width: 64, height: 64 }} />
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              subscribers !== null && t('youtube.channel.subscribers', { count: formatCount(subscribers, locale) }),
              videos !== null && t('youtube.channel.videos', { count: formatCount(videos, locale) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing} data-testid="refresh-videos">
          {t('youtube.channel.refresh')}
        </Button>
      </CardContent>
    </Card>
  );
}
