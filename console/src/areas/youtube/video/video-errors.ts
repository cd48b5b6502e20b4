import { ApiError } from '../../../api/api-error';
import { stringField } from '../../../api/client';
import type { MessageKey, Text } from '../../../i18n/types';

/**
 * Spec 8 'Video tool': what the page says about a failed call. The spec matches statuses and
 * words of the message; the server answers `{ error: code, message }` (the client's error
 * message is the code), so both the code and the server's message are read. Notable server
 * answers: a lost YouTube grant is 403 `youtube_unauthorized` (a 401 would end our own
 * session), disabled comments are 403 'Comments are disabled for this video.', the daily
 * quota is 429 with 'quota' in the message, OpenAI's failures come with the spec's texts.
 */
export interface Failure {
  status: number | null;
  code: string | null;
  /** The server's message, else the error's own. */
  message: string;
}

export function failureOf(error: unknown): Failure {
  if (typeof error === 'string') return { status: null, code: null, message: error };
  if (error instanceof ApiError) {
    return { status: error.status, code: stringField(error.data, 'error') ?? null, message: stringField(error.data, 'message') ?? error.message };
  }
  return { status: null, code: null, message: error instanceof Error ? error.message : '' };
}

const text = (key: MessageKey): Text => ({ key });
const has = (message: string, pattern: RegExp) => pattern.test(message);

const authExpired = (f: Failure) => f.status === 401 || f.code === 'youtube_unauthorized';
const quotaUsedUp = (f: Failure) => f.status === 429 && has(f.message, /quota/i);

/** GET /videos/{id}/comments; the video's details say the same with their own fallback. */
export function commentsErrorText(error: unknown, fallback: MessageKey = 'youtube.video.errors.loadComments'): Text {
  const f = failureOf(error);
  if (authExpired(f)) return text('youtube.video.errors.authExpired');
  // The id in the address is not a YouTube id at all (400): no such video either.
  if (f.status === 404 || f.code === 'validation_error' || has(f.message, /not found/i)) return text('youtube.video.errors.notFound');
  if (has(f.message, /disabled/i)) return text('youtube.video.errors.disabled');
  // Before 'API key': the access-denied message itself mentions the API key settings.
  if (f.status === 403) return text('youtube.video.errors.accessDenied');
  if (has(f.message, /API key/)) return text('youtube.video.errors.noCredentials');
  if (quotaUsedUp(f)) return text('youtube.video.errors.quota');
  return text(fallback);
}

/** POST /comments/generate-reply, and each item's `error` of a batch (a plain message). */
export function generationErrorText(error: unknown): Text {
  const f = failureOf(error);
  if (has(f.message, /OpenAI API key/)) return text('youtube.video.errors.openAiKey');
  if (has(f.message, /quota|rate limit/i) || f.status === 429) return text('youtube.video.errors.rateLimit');
  return text('youtube.video.errors.generate');
}

/** POST /comments/reply. */
export function publishErrorText(error: unknown): Text {
  const f = failureOf(error);
  if (authExpired(f)) return text('youtube.video.errors.authExpired');
  if (quotaUsedUp(f)) return text('youtube.video.errors.quota');
  if (f.status === 403) return text('youtube.video.errors.noPermission');
  // A publish of this draft is running (another tab, or a click the button did not stop).
  if (f.status === 409 && has(f.message, /being published/i)) return text('youtube.video.errors.publishInProgress');
  return text('youtube.video.errors.publish');
}

/** PUT /replies/{id}. */
export const saveErrorText = (error: unknown): Text =>
  failureOf(error).status === 409 ? text('youtube.video.errors.alreadyPublished') : text('youtube.video.errors.save');

/**
 * Spec 4: the details are fetched again after a failure. Answers that cannot change by
 * asking again (the session or the YouTube grant is gone, no such video, no access) are not.
 */
export function detailsMayRetry(error: unknown): boolean {
  const { status } = failureOf(error);
  return status === null || !(status === 401 || status === 403 || status === 404);
}
