import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Skeleton, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { Text } from '../../../i18n/types';
import { formatCount } from './format';
import { RetryAlert } from './RetryAlert';
import type { Video } from './video-api';

interface Props {
  video: Video | null;
  error: Text | null;
  onRetry: () => void;
}

/** Spec 2: the video's title, channel title, view count (or 'No views') and a 3-line description. */
export function VideoHeader({ video, error, onRetry }: Props) {
  const { t, locale } = useLocale();

  if (video === null) {
    if (error !== null) {
      return <RetryAlert error={error} onRetry={onRetry} severity="warning" testId="video-details-error" />;
    }
    return (
      <Box aria-busy="true" aria-label={t('common.loading')} data-testid="video-details-loading" sx={{ mb: 3 }}>
        <Skeleton variant="text" width="70%" sx={{ fontSize: 32 }} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="95%" />
        <Skeleton variant="text" width="85%" />
      </Box>
    );
  }

  const views = Number(video.statistics?.viewCount ?? 0);
  const description = video.snippet?.description?.trim() ?? '';
  return (
    <Box component="header" sx={{ mb: 3 }} data-testid="video-details">
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 }, overflowWrap: 'anywhere' }}>
        {video.snippet?.title ?? ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, mt: 1, color: 'text.secondary' }}>
        {video.snippet?.channelTitle && (
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="video-channel">
            {video.snippet.channelTitle}
          </Typography>
        )}
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <VisibilityOutlinedIcon fontSize="small" aria-hidden="true" />
          <Typography variant="body2" data-testid="video-views">
            {Number.isFinite(views) && views > 0 ? t('youtube.video.views', { smart_count: views, count: formatCount(views, locale) }) : t('youtube.video.noViews')}
          </Typography>
        </Box>
      </Box>
      {description !== '' && (
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="video-description"
          sx={{ mt: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {description}
        </Typography>
      )}
    </Box>
  );
}
