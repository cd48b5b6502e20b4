import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Divider } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useT } from '../../../i18n/LocaleProvider';
import { CommentList } from './CommentList';
import { GenerateAllBar } from './GenerateAllBar';
import { ReplyStyleSelect } from './ReplyStyleSelect';
import { useReplyAuthor } from './use-channel';
import { useComments } from './use-comments';
import { useReplyFlow } from './use-reply-flow';
import { useReplyStyles } from './use-reply-styles';
import { useVideoDetails } from './use-video-details';
import { VideoHeader } from './VideoHeader';

/** Spec 2 '/youtube-commenter/video/{videoId}'; a new video id starts afresh. */
export function VideoPage() {
  const { videoId = '' } = useParams();
  return <VideoScreen key={videoId} videoId={videoId} />;
}

function VideoScreen({ videoId }: { videoId: string }) {
  const t = useT();
  const details = useVideoDetails(videoId);
  const comments = useComments(videoId);
  const styles = useReplyStyles();
  const channel = useReplyAuthor();
  const flow = useReplyFlow({ videoId, video: details.video, promptId: styles.selectedId, onPublished: () => void comments.load('quiet') });
  const threads = comments.threads;
  const title = details.video?.snippet?.title;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${title ?? t('youtube.video.title')} · ${t('app.name')}`}</title>
      <Button component={RouterLink} to={paths.youtubeCommenter} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
        {t('youtube.video.back')}
      </Button>
      <VideoHeader video={details.video} error={details.error} onRetry={details.retry} />
      <Divider sx={{ mb: 3 }} />
      <GenerateAllBar
        count={threads?.length ?? null}
        candidates={threads === null ? 0 : flow.candidates(threads)}
        progress={flow.progress}
        refreshing={comments.refreshing}
        onGenerateAll={() => {
          if (threads !== null) void flow.generateAll(threads);
        }}
        onRefresh={() => void comments.load('refresh')}
      />
      <Box sx={{ mb: 3 }}>
        <ReplyStyleSelect styles={styles} disabled={flow.progress !== null} />
      </Box>
      <CommentList
        threads={threads}
        error={comments.error}
        onRetry={() => void comments.load('first')}
        entry={flow.entry}
        channel={channel}
        onGenerate={(thread, skipCache) => void flow.generate(thread, skipCache)}
        onSave={(thread, text) => {
          const { dbCommentId } = flow.entry(thread.id);
          return dbCommentId === null ? Promise.resolve(false) : flow.save(thread.id, dbCommentId, text);
        }}
        onPublish={(thread) => void flow.publish(thread.id, flow.entry(thread.id))}
      />
    </Container>
  );
}
