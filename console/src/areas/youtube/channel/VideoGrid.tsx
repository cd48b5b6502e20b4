import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Alert, Box, Card, CardActionArea, CardContent, CardMedia, Skeleton, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { useLocale } from '../../../i18n/LocaleProvider';
import { renderText, type Text } from '../../../i18n/types';
import { formatCount, formatDateTime, formatRelative } from '../video/format';
import type { ChannelVideo } from './channel-api';
import { countOf, formatViews } from './format-views';

/** Spec 9: placeholders while the videos load. */
export const VIDEO_PLACEHOLDERS = 6;

const grid = { display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } } as const;

interface Props {
  videos: ChannelVideo[] | null;
  error: Text | null;
}

/** 'Your Latest Videos': cards, placeholders while loading, the empty state, the failure. */
export function VideoGrid({ videos, error }: Props) {
  const { t } = useLocale();
  if (error) return <Alert severity="error">{renderText(t, error)}</Alert>;
  if (videos === null) {
    return (
      <Box sx={grid} aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: VIDEO_PLACEHOLDERS }, (_, index) => (
          <Card key={index} data-testid="video-placeholder">
            <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
            <CardContent>
              <Skeleton width="90%" />
              <Skeleton width="60%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  if (videos.length === 0) {
    return (
      <Card variant="outlined" sx={{ textAlign: 'center', py: 6, borderStyle: 'dashed' }}>
        <Typography color="text.secondary">{t('youtube.channel.empty')}</Typography>
      </Card>
    );
  }
  return (
    <Box sx={grid}>
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} />
      ))}
    </Box>
  );
}

/** Spec 2: thumbnail, title, views (K/M), relative publish time, comment count. */
function VideoCard({ video }: { video: ChannelVideo }) {
  const { t, locale } = useLocale();
  const views = countOf(video.statistics?.viewCount);
  const comments = countOf(video.statistics?.commentCount);
  const commentsLabel = (count: number) => t('youtube.channel.comments', { smart_count: count, count: formatCount(count, locale) });
  const published = video.snippet?.publishedAt;
  const thumbnail = video.snippet?.thumbnails?.high?.url ?? video.snippet?.thumbnails?.medium?.url;
  return (
    <Card data-testid="video-card" sx={{ display: 'flex' }}>
      <CardActionArea component={RouterLink} to={`${paths.youtubeCommenter}/video/${encodeURIComponent(video.id)}`} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        {thumbnail ? <CardMedia component="img" image={thumbnail} alt="" sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }} /> : <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'action.hover' }} />}
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {video.snippet?.title}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', color: 'text.secondary', typography: 'body2', mt: 'auto' }}>
            {views !== null && <span>{t('youtube.channel.views', { count: formatViews(views) })}</span>}
            {published && (
              <Tooltip title={formatDateTime(published, locale)}>
                <span>{formatRelative(published, Date.now(), locale, t('youtube.video.justNow'))}</span>
              </Tooltip>
            )}
            {comments !== null && (
              // YouTube's commentCount: every comment, replies included, as 'Comments (N)' on the video's page.
              <Tooltip title={commentsLabel(comments)}>
                <Box component="span" role="img" aria-label={commentsLabel(comments)} data-testid="video-comment-count" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
                  <ChatBubbleOutlineIcon sx={{ fontSize: 16 }} aria-hidden="true" />
                  <span aria-hidden="true">{formatCount(comments, locale)}</span>
                </Box>
              </Tooltip>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
