import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import { Avatar, Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { CommentView, ThreadView } from './comments';
import { formatCount, formatDateTime, formatRelative } from './format';
import type { ReplyEntry } from './reply-state';
import { ReplyPanel } from './ReplyPanel';
import type { ReplyAuthor } from './use-channel';

interface Props {
  thread: ThreadView;
  entry: ReplyEntry;
  /** The channel replies go out under (spec 2). */
  channel: ReplyAuthor;
  onGenerate: (skipCache: boolean) => void;
  onSave: (text: string) => Promise<boolean>;
  onPublish: () => void;
}

/** Plain text as the HTML a comment body is shown with. */
const textToHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`).replace(/\n/g, '<br>');

/**
 * One comment (spec 2): author, avatar, content, time, likes and its replies, then the reply
 * panel. A thread the channel already answered says so, so the creator does not answer twice.
 */
export function CommentItem({ thread, entry, channel, onGenerate, onSave, onPublish }: Props) {
  const { t } = useLocale();
  const authorId = useId();
  const replies: { comment: CommentView; ai: boolean }[] = thread.replies.map((reply) => ({ comment: reply, ai: reply.id === entry.publishedId }));
  // Spec 4: the reply just published shows at once, marked 'Just now', until the list has it.
  if (entry.justPublished && !thread.replies.some((reply) => reply.id === entry.publishedId)) {
    replies.push({
      comment: { id: entry.publishedId ?? 'just-published', author: channel.name, authorAvatar: channel.avatar, content: textToHtml(entry.text), timestamp: null, likes: 0, byChannel: true },
      ai: true,
    });
  }

  return (
    <Card component="article" aria-labelledby={authorId} data-testid="comment" data-answered={String(thread.answeredByChannel)}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 }, '&:last-child': { pb: { xs: 1.5, sm: 2.5 } } }}>
        <CommentBody comment={thread} headingId={authorId} size={40}>
          {thread.answeredByChannel && (
            <Chip icon={<CheckCircleOutlineIcon />} label={t('youtube.video.answered')} color="success" variant="outlined" size="small" data-testid="answered-badge" />
          )}
        </CommentBody>

        {replies.length > 0 && (
          <Box component="ul" aria-label={t('youtube.video.repliesLabel', { smart_count: replies.length })} sx={{ listStyle: 'none', m: 0, mt: 2, pl: { xs: 2, sm: 6.5 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {replies.map(({ comment, ai }) => (
              <Box component="li" key={comment.id} data-testid="comment-reply" data-just-now={String(comment.timestamp === null)}>
                <CommentBody comment={comment} size={28}>
                  {comment.byChannel && <Chip label={t('youtube.video.yourChannel')} size="small" color="primary" variant="outlined" />}
                  {ai && <Chip icon={<AutoAwesomeIcon />} label={t('youtube.video.aiReply')} size="small" />}
                </CommentBody>
              </Box>
            ))}
          </Box>
        )}

        <Box sx={{ pl: { xs: 0, sm: 6.5 } }}>
          <ReplyPanel author={thread.author} entry={entry} onGenerate={onGenerate} onSave={onSave} onPublish={onPublish} />
        </Box>
      </CardContent>
    </Card>
  );
}

interface BodyProps {
  comment: CommentView;
  size: number;
  headingId?: string;
  /** Badges after the author's name. */
  children?: ReactNode;
}

/** Avatar, author, time, badges, the sanitised HTML and the likes. */
function CommentBody({ comment, size, headingId, children }: BodyProps) {
  const { t, locale } = useLocale();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Avatar src={comment.authorAvatar ?? undefined} alt="" sx={{ width: size, height: size, fontSize: size / 2.2 }} slotProps={{ img: { referrerPolicy: 'no-referrer' } }}>
        {comment.author.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
          <Typography id={headingId} component={headingId === undefined ? 'span' : 'h3'} variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            {comment.author}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {comment.timestamp === null ? (
              t('youtube.video.justNow')
            ) : (
              <time dateTime={comment.timestamp} title={formatDateTime(comment.timestamp, locale)}>
                {formatRelative(comment.timestamp, Date.now(), locale, t('youtube.video.justNow'))}
              </time>
            )}
          </Typography>
          {children}
        </Box>
        {/* The server keeps only line breaks, emphasis and safe links of YouTube's HTML. */}
        <Typography component="div" variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere', '& a': { color: 'primary.main' } }} dangerouslySetInnerHTML={{ __html: comment.content }} />
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.75, color: 'text.secondary' }} aria-label={t('youtube.video.likes', { smart_count: comment.likes, count: formatCount(comment.likes, locale) })} role="img">
          <ThumbUpOutlinedIcon sx={{ fontSize: 16 }} aria-hidden="true" />
          <Typography variant="caption" aria-hidden="true">
            {formatCount(comment.likes, locale)}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
