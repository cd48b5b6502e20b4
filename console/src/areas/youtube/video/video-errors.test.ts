import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { en as shellEn } from '../../../i18n/en';
import { en } from '../i18n/en';
import { renderText, type Text } from '../../../i18n/types';
import { commentsErrorText, detailsMayRetry, failureOf, generationErrorText, publishErrorText, saveErrorText } from './video-errors';

/** The answer of our server: `{ error: code, message }`; the client's message is the code. */
const server = (status: number, code: string, message: string) => new ApiError(code, status, { error: code, message });
const lostSession = () => new ApiError('Unauthorized', 401, { error: 'token_expired', message: 'Token expired' });
const english = (text: Text) => renderText((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], { ...shellEn, ...en }) as string, text);

describe('failureOf', () => {
  it("reads the status, the code and the server's message of an ApiError", () => {
    expect(failureOf(server(403, 'forbidden', 'Comments are disabled for this video.'))).toEqual({ status: 403, code: 'forbidden', message: 'Comments are disabled for this video.' });
  });

  it("falls back to the error's own message, and takes a batch item's plain message", () => {
    expect(failureOf(new ApiError('HTTP error! status: 500', 500, {}))).toEqual({ status: 500, code: null, message: 'HTTP error! status: 500' });
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({ status: null, code: null, message: 'Failed to fetch' });
    expect(failureOf('Failed to generate reply')).toEqual({ status: null, code: null, message: 'Failed to generate reply' });
  });
});

describe('comment fetch errors (spec 8)', () => {
  const says = (error: unknown) => english(commentsErrorText(error));

  it('401 or a lost YouTube grant (403 youtube_unauthorized) is the expired authorization', () => {
    const expired = 'Your YouTube authorization has expired. Please reconnect your account.';
    expect(says(lostSession())).toBe(expired);
    expect(says(server(403, 'youtube_unauthorized', expired))).toBe(expired);
  });

  it("403 is 'access denied', but the server's 403 about disabled comments says that", () => {
    expect(says(server(403, 'forbidden', 'YouTube API access denied. Please check your API key settings and quota limits.'))).toBe(
      'YouTube API access denied. Please check your API key settings and quota limits.',
    );
    expect(says(server(403, 'forbidden', 'Forbidden'))).toBe('YouTube API access denied. Please check your API key settings and quota limits.');
    expect(says(server(403, 'forbidden', 'Comments are disabled for this video.'))).toBe('Comments are disabled for this video.');
  });

  it("404, 'not found' or an id that is no YouTube id is 'Video not found or comments are disabled'", () => {
    const notFound = 'Video not found or comments are disabled for this video.';
    expect(says(server(404, 'not_found', notFound))).toBe(notFound);
    expect(says(new ApiError('x', 500, { message: 'Channel not found' }))).toBe(notFound);
    expect(says(server(400, 'validation_error', 'id: not a YouTube video id'))).toBe(notFound);
  });

  it("'API key' is the missing credentials", () => {
    expect(says(server(400, 'bad_request', 'YouTube API credentials not configured. Please add your API key in settings.'))).toBe(
      'YouTube API credentials not configured. Please add your API key in settings.',
    );
  });

  it('the used-up daily quota (429) says so; anything else has a fallback', () => {
    expect(says(server(429, 'rate_limited', "Today's YouTube API quota of 10,000 units is used up. It resets at midnight Pacific time."))).toBe(
      "Today's YouTube API quota is used up. It resets at midnight Pacific time.",
    );
    expect(says(server(503, 'service_unavailable', 'YouTube did not answer. Please try again in a minute.'))).toBe('Failed to load comments');
    expect(says(new TypeError('Failed to fetch'))).toBe('Failed to load comments');
    expect(english(commentsErrorText(new TypeError('Failed to fetch'), 'youtube.video.errors.loadVideo'))).toBe('Failed to load the video details');
  });
});

describe('reply generation errors (spec 8)', () => {
  const says = (error: unknown) => english(generationErrorText(error));

  it("'OpenAI API key' is the missing key, from a call or a batch item", () => {
    const text = 'OpenAI API key not configured. Please contact the administrator.';
    expect(says(server(503, 'service_unavailable', text))).toBe(text);
    expect(says(text)).toBe(text);
  });

  it("'quota', 'rate limit' or a 429 is the rate limit", () => {
    const text = 'API rate limit reached. Please try again later.';
    expect(says(server(429, 'rate_limited', text))).toBe(text);
    expect(says('You exceeded your current quota')).toBe(text);
    expect(says('Rate limit hit')).toBe(text);
    expect(says(new ApiError('Too many requests', 429, {}))).toBe(text);
  });

  it("anything else is 'Failed to generate reply'", () => {
    expect(says(server(503, 'service_unavailable', 'Failed to generate reply'))).toBe('Failed to generate reply');
    expect(says(server(404, 'not_found', 'Prompt template not found'))).toBe('Failed to generate reply');
    expect(says(new TypeError('Failed to fetch'))).toBe('Failed to generate reply');
  });
});

describe('publish errors (spec 8)', () => {
  const says = (error: unknown) => english(publishErrorText(error));

  it('401 or a lost YouTube grant is the expired authorization', () => {
    expect(says(lostSession())).toBe('Your YouTube authorization has expired. Please reconnect your account.');
    expect(says(server(403, 'youtube_unauthorized', 'Your YouTube authorization has expired. Please reconnect your account.'))).toBe(
      'Your YouTube authorization has expired. Please reconnect your account.',
    );
  });

  it('403 is no permission', () => {
    expect(says(server(403, 'forbidden', 'You do not have permission to reply to this comment.'))).toBe('You do not have permission to reply to this comment.');
  });

  it('a publish already running (409) and the used-up quota say so', () => {
    expect(says(server(409, 'conflict', 'This reply is being published'))).toBe('This reply is already being published. Refresh in a moment to see it.');
    expect(says(server(429, 'rate_limited', "Today's YouTube API quota of 10,000 units is used up."))).toBe("Today's YouTube API quota is used up. It resets at midnight Pacific time.");
  });

  it("anything else is 'Failed to publish reply'", () => {
    expect(says(server(503, 'service_unavailable', 'YouTube did not answer. Please try again in a minute.'))).toBe('Failed to publish reply');
    expect(says(server(409, 'conflict', 'Something else'))).toBe('Failed to publish reply');
    expect(says(new TypeError('Failed to fetch'))).toBe('Failed to publish reply');
  });
});

describe('saving an edit', () => {
  it('says a published reply cannot change (409), else that it failed', () => {
    expect(english(saveErrorText(server(409, 'conflict', 'This reply has been published and can no longer be changed')))).toBe('This reply has been published and can no longer be changed.');
    expect(english(saveErrorText(server(500, 'internal_error', 'x')))).toBe('Failed to save the reply');
  });
});

describe('detailsMayRetry', () => {
  it('retries failures that may pass, not a lost session, grant, access or video', () => {
    expect(detailsMayRetry(new TypeError('Failed to fetch'))).toBe(true);
    expect(detailsMayRetry(server(503, 'service_unavailable', 'YouTube did not answer.'))).toBe(true);
    expect(detailsMayRetry(server(429, 'rate_limited', 'slow down'))).toBe(true);
    expect(detailsMayRetry(lostSession())).toBe(false);
    expect(detailsMayRetry(server(403, 'youtube_unauthorized', 'expired'))).toBe(false);
    expect(detailsMayRetry(server(404, 'not_found', 'Video not found'))).toBe(false);
  });
});
