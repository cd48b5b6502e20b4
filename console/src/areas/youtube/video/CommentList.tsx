import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { Text } from '../../../i18n/types';
import { CommentItem } from './CommentItem';
import type { ThreadView } from './comments';
import type { ReplyEntry } from './reply-state';
import { RetryAlert } from './RetryAlert';
import type { ReplyAuthor } from './use-channel';

interface Props {
  threads: ThreadView[] | null;
  error: Text | null;
  onRetry: () => void;
  entry: (commentId: string) => ReplyEntry;
  channel: ReplyAuthor;
  onGenerate: (thread: ThreadView, skipCache: boolean) => void;
  onSave: (thread: ThreadView, text: string) => Promise<boolean>;
  onPublish: (thread: ThreadView) => void;
}

const list = { display: 'flex', flexDirection: 'column', gap: 2 } as const;

/** Spec 2 and 4: skeletons while loading, the error area with Retry, the empty state, or the comments. */
export function CommentList({ threads, error, onRetry, entry, channel, onGenerate, onSave, onPublish }: Props) {
  const { t } = useLocale();

  if (error !== null) {
    return <RetryAlert error={error} onRetry={onRetry} severity="error" testId="comments-error" />;
  }
  if (threads === null) {
    return (
      <Box sx={list} aria-busy="true" aria-label={t('common.loading')} data-testid="comments-loading">
        {[0, 1, 2].map((index) => (
          <CommentSkeleton key={index} />
        ))}
      </Box>
    );
  }
  if (threads.length === 0) {
    return (
      <Card sx={{ textAlign: 'center', py: { xs: 5, md: 8 }, px: 3, borderStyle: 'dashed' }} data-testid="comments-empty">
        <ForumOutlinedIcon color="disabled" sx={{ fontSize: 48, mb: 1.5 }} />
        <Typography color="text.secondary">{t('youtube.video.empty')}</Typography>
      </Card>
    );
  }
  return (
    <Box sx={list}>
      {threads.map((thread) => (
        <CommentItem
          key={thread.id}
          thread={thread}
          entry={entry(thread.id)}
          channel={channel}
          onGenerate={(skipCache) => onGenerate(thread, skipCache)}
          onSave={(text) => onSave(thread, text)}
          onPublish={() => onPublish(thread)}
        />
      ))}
    </Box>
  );
}

function CommentSkeleton() {
  return (
    <Card aria-hidden="true">
      <CardContent sx={{ display: 'flex', gap: 1.5, p: { xs: 1.5, sm: 2.5 } }}>
        <Skeleton variant="circular" width={40} height={40} sx={{ flexShrink: 0 }} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="35%" />
          <Skeleton variant="text" width="90%" />
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="rounded" width={150} height={30} sx={{ mt: 1.5 }} />
        </Box>
      </CardContent>
    </Card>
  );
}
