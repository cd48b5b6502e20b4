import { AppError } from '../../errors.ts';
import { AUTHORIZATION_EXPIRED, isGrantLost } from './connection.ts';

interface GoogleError {
  status?: number;
  response?: { status?: number; data?: { error?: { errors?: Array<{ reason?: string }>; message?: string } } };
  message?: string;
}

/** The reason Google gives (quotaExceeded, commentsDisabled, forbidden, videoNotFound...). */
export function googleReason(err: unknown): string {
  return (err as GoogleError).response?.data?.error?.errors?.[0]?.reason ?? '';
}

/**
 * YouTube's failures as the spec's messages (section 8 'Video tool'), so the console shows
 * them as they come: 401 the expired grant, 403 quota or permission, 404 or disabled comments.
 */
export function youtubeError(err: unknown, what: 'videos' | 'comments' | 'video' | 'publish'): AppError {
  if (err instanceof AppError) return err;
  const e = err as GoogleError;
  const status = e.status ?? e.response?.status;
  const reason = googleReason(err);
  if (isGrantLost(err)) return new AppError('youtube_unauthorized', AUTHORIZATION_EXPIRED, { cause: err });
  if (reason === 'commentsDisabled') return new AppError('forbidden', 'Comments are disabled for this video.', { cause: err });
  if (status === 404 || /notFound/i.test(reason)) return new AppError('not_found', 'Video not found or comments are disabled for this video.', { cause: err });
  if (status === 403 && what === 'publish' && !/quota/i.test(reason)) return new AppError('forbidden', 'You do not have permission to reply to this comment.', { cause: err });
  if (status === 403) return new AppError('forbidden', 'YouTube API access denied. Please check your API key settings and quota limits.', { cause: err });
  return new AppError('service_unavailable', what === 'videos' ? 'Failed to fetch your videos' : 'YouTube did not answer. Please try again in a minute.', { cause: err });
}
