import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Divider } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useT } from '../../../i18n/LocaleProvider';
import { sameText } from '../../../i18n/types';
import { commentCount } from './comments';
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
  // A video that does not exist fails both calls with the same words: they are said once, in
  // the comments' error area, whose Retry asks for both again.
  const oneError = details.error !== null && comments.error !== null && sameText(details.error, comments.error);
  const retryComments = () => {
    if (oneError) details.retry();
    void comments.load('first');
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${title ?? t('youtube.video.title')} · ${t('app.name')}`}</title>
      <Button component={RouterLink} to={paths.youtubeCommenter} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
        {t('youtube.video.back')}
      </Button>
      {!oneError && <VideoHeader video={details.video} error={details.error} onRetry={details.retry} />}
      <Divider sx={{ mb: 3 }} />
      <GenerateAllBar
        commentCount={threads === null ? null : commentCount(threads, details.video?.statistics?.commentCount)}
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
        onRetry={retryComments}
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
