import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { activeSubscription, anna, scriptedApi, signedIn, type ApiCall } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { toasts } from '../../../toast/toast-store';
import { Toaster } from '../../../toast/Toaster';
import { signedInAreaRoutes } from '../../signed-in-routes';
import type { PromptTemplate } from '../prompts/prompts-api';
import { PROGRESS_POLL_MS } from './use-batch-progress';
import { detailsRetryDelayMs } from './use-video-details';
import type { AiComment, BatchProgress, BatchResult, CommentThread, Video } from './video-api';
import { VideoPage } from './VideoPage';

const VIDEO_ID = 'vid00000001';
const base = `/youtube/videos/${VIDEO_ID}`;

const video: Video = {
  id: VIDEO_ID,
  snippet: { title: 'How I edit my videos', description: 'My editing setup.\nCamera, lights\nand software.\nLinks below.', channelTitle: 'Anna Makes' },
  // YouTube's count of the default threads below: three comments and one reply.
  statistics: { viewCount: '12345', commentCount: '4' },
};

const comment = (id: string, author: string, html: string, fields: { likes?: number; channel?: string; at?: string } = {}) => ({
  id,
  snippet: {
    authorDisplayName: author,
    authorProfileImageUrl: `https://yt3.example/${author}`,
    authorChannelId: { value: fields.channel ?? `UC${author}` },
    textDisplay: html,
    publishedAt: fields.at ?? '2025-07-01T10:00:00Z',
    likeCount: fields.likes ?? 0,
  },
});
const threadOf = (top: ReturnType<typeof comment>, replies: ReturnType<typeof comment>[] = []): CommentThread => ({
  id: top.id,
  snippet: { channelId: 'UCanna', topLevelComment: top, totalReplyCount: replies.length },
  replies: { comments: replies },
  answeredByChannel: replies.some((reply) => reply.snippet.authorChannelId.value === 'UCanna'),
});

const boris = threadOf(comment('UgBoris', 'Boris', 'Great <b>video</b>!', { likes: 3 }));
const clara = threadOf(comment('UgClara', 'Clara', 'How long did it take?'), [comment('UgClaraR1', 'Anna Makes', 'About a week.', { channel: 'UCanna' })]);
const dmitri = threadOf(comment('UgDmitri', 'Dmitri', 'Thanks for the tips'));
const elena = threadOf(comment('UgElena', 'Elena', 'Which camera?'));
const fedor = threadOf(comment('UgFedor', 'Fedor', 'Subscribed!'));

const friendly: PromptTemplate = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Friendly creator reply', prompt: 'p', isDefault: true, createdAt: '2025-06-18T10:00:00.000Z', updatedAt: '2025-06-18T10:00:00.000Z' };
const short: PromptTemplate = { id: '00000000-0000-4000-8000-0000000000a2', name: 'Short thanks', prompt: 'q', isDefault: false, createdAt: '2025-06-20T10:00:00.000Z', updatedAt: '2025-06-20T10:00:00.000Z' };

interface ServerOptions {
  threads?: CommentThread[];
  prompts?: PromptTemplate[];
  saved?: Record<string, AiComment>;
  /** Answers a call instead of the server, when it returns something (a value, a promise, or throws). */
  override?: (call: ApiCall) => unknown;
}

/** The server of the page: video, comments, saved replies, prompts, channel, and the reply calls. */
function videoServer({ threads = [boris, clara, dmitri], prompts = [short, friendly], saved = {}, override }: ServerOptions = {}) {
  let drafts = 0;
  return scriptedApi((call) => {
    const answer = override?.(call);
    if (answer !== undefined) return answer;
    const path = call.path;
    if (path === base) return { video };
    if (path.startsWith(`${base}/comments`)) return { comments: threads };
    if (path === `${base}/ai-comments`) return { aiCommentsMap: saved };
    if (path === '/youtube/prompts') return { prompts };
    if (path === '/youtube/auth/status') return { isAuthorized: true, channelInfo: { id: 'UCanna', snippet: { title: 'Anna Makes', thumbnails: { default: { url: 'https://yt3.example/anna' } } } } };
    if (path === '/youtube/comments/generate-reply') {
      drafts += 1;
      const body = call.body as { commentId: string };
      return { reply: `Reply ${drafts} to ${body.commentId}`, dbCommentId: `00000000-0000-4000-8000-00000000000${drafts}` };
    }
    if (call.method === 'PUT' && path.startsWith('/youtube/replies/')) return { reply: (call.body as { text: string }).text, dbCommentId: path.split('/').pop() };
    if (path === '/youtube/comments/reply') return { success: true, commentId: 'UgNewReply', dbCommentId: (call.body as { dbCommentId?: string }).dbCommentId ?? null };
    throw new Error(`unexpected call ${call.method} ${path}`);
  });
}

function renderPage(api: ReturnType<typeof scriptedApi>) {
  renderWithApp(
    <>
      <Routes>
        <Route path="/youtube-commenter/video/:videoId" element={<VideoPage />} />
      </Routes>
      <Toaster />
    </>,
    { auth: signedIn(anna), api, subscription: activeSubscription(), route: `/youtube-commenter/video/${VIDEO_ID}` },
  );
  return api;
}

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const card = (author: string) => screen.getByRole('article', { name: author });
const callsTo = (api: { calls: ApiCall[] }, path: string, method = 'GET') => api.calls.filter((call) => call.method === method && call.path === path);
const commentLoads = (api: { calls: ApiCall[] }) => api.calls.filter((call) => call.path.startsWith(`${base}/comments`));
const server = (status: number, code: string, message: string) => new ApiError(code, status, { error: code, message });
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Settles a deferred answer and lets the page take it in. */
const settle = (resolve: () => void) =>
  act(async () => {
    resolve();
    await Promise.resolve();
  });

afterEach(() => {
  vi.useRealTimers();
  toasts.dismiss();
});

describe('the video page (spec 2)', () => {
  it('shows skeletons while loading, then the video, the comments with their replies, and a back link', async () => {
    const api = renderPage(videoServer());
    expect(screen.getByTestId('video-details-loading')).toBeTruthy();
    expect(screen.getByTestId('comments-loading')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to videos' }).getAttribute('href')).toBe('/youtube-commenter');

    expect(await screen.findByRole('heading', { level: 1, name: 'How I edit my videos' })).toBeTruthy();
    expect(screen.getByTestId('video-channel').textContent).toBe('Anna Makes');
    expect(screen.getByTestId('video-views').textContent).toBe('12,345 views');
    expect(screen.getByTestId('video-description').textContent).toBe(video.snippet!.description);
    expect(await screen.findAllByTestId('comment')).toHaveLength(3);
    expect(screen.queryByTestId('comments-loading')).toBeNull();
    // Every comment, the reply included: the number YouTube gives the video's card.
    expect(screen.getByTestId('comments-heading').textContent).toBe('Comments (4)');
    expect(screen.getByRole('button', { name: 'Generate All' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Prompts' }).getAttribute('href')).toBe('/youtube-commenter/prompts');

    const first = card('Boris');
    // The server's sanitised HTML is shown as HTML.
    expect(within(first).getByText('video').tagName).toBe('B');
    expect(within(first).getByRole('img', { name: '3 likes' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Generate AI reply to Boris' })).toBeTruthy();
    expect(within(first).queryByTestId('answered-badge')).toBeNull();
    // The thread the channel answered is marked, and the channel's reply is shown as its own.
    const answered = card('Clara');
    expect(within(answered).getByTestId('answered-badge').textContent).toBe('Answered by your channel');
    expect(within(answered).getByText('About a week.')).toBeTruthy();
    expect(within(within(answered).getByTestId('comment-reply')).getByText('Your channel')).toBeTruthy();
    expect(within(answered).getByRole('button', { name: 'Generate AI reply to Clara' })).toBeTruthy();

    expect(callsTo(api, `${base}/comments`)).toHaveLength(1);
    expect(callsTo(api, `${base}/ai-comments`)).toHaveLength(1);
  });

  it("says 'No views' without views, and 'No comments found for this video.' without comments", async () => {
    renderPage(videoServer({ threads: [], override: (call) => (call.path === base ? { video: { ...video, statistics: { viewCount: '0' } } } : undefined) }));
    expect(await screen.findByText('No comments found for this video.')).toBeTruthy();
    expect(screen.getByTestId('comments-heading').textContent).toBe('Comments (0)');
    expect((await screen.findByTestId('video-views')).textContent).toBe('No views');
  });

  it('shows the error area with Retry when the comments fail, and loads them again', async () => {
    let fail = true;
    const api = renderPage(
      videoServer({
        override: (call) => {
          if (fail && call.path === `${base}/comments`) throw server(403, 'youtube_unauthorized', 'Your YouTube authorization has expired. Please reconnect your account.');
          return undefined;
        },
      }),
    );
    const area = await screen.findByTestId('comments-error');
    expect(area.textContent).toContain('Your YouTube authorization has expired. Please reconnect your account.');
    expect(screen.queryByTestId('comment')).toBeNull();
    fail = false;
    await userEvent.click(within(area).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('comment')).toHaveLength(3);
    expect(screen.queryByTestId('comments-error')).toBeNull();
    expect(commentLoads(api)).toHaveLength(2);
  });

  it('Refresh asks YouTube again with ?refresh=true and keeps the list meanwhile', async () => {
    const answer = deferred<unknown>();
    const api = renderPage(videoServer({ override: (call) => (call.path.endsWith('?refresh=true') ? answer.promise : undefined) }));
    await screen.findAllByTestId('comment');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(callsTo(api, `${base}/comments?refresh=true`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveProperty('disabled', true);
    expect(screen.getAllByTestId('comment')).toHaveLength(3);
    await settle(() => answer.resolve({ comments: [boris] }));
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveProperty('disabled', false);
  });

  it('fetches the details again after 1 s, 2 s and 4 s (2^n), then shows the failure with Retry', async () => {
    vi.useFakeTimers();
    const api = renderPage(videoServer({ override: (call) => (call.path === base ? Promise.reject(server(503, 'service_unavailable', 'YouTube did not answer.')) : undefined) }));
    const attempts = () => callsTo(api, base).length;
    await flush();
    expect(attempts()).toBe(1);
    for (const [retry, expected] of [
      [0, 2],
      [1, 3],
      [2, 4],
    ] as const) {
      await flush(detailsRetryDelayMs(retry) - 1);
      expect(attempts()).toBe(expected - 1);
      await flush(1);
      expect(attempts()).toBe(expected);
    }
    expect([detailsRetryDelayMs(0), detailsRetryDelayMs(1), detailsRetryDelayMs(2)]).toEqual([1000, 2000, 4000]);
    await flush(60_000);
    expect(attempts()).toBe(4);
    expect(screen.getByTestId('video-details-error').textContent).toContain('Failed to load the video details');
    // The comments do not wait for the details.
    expect(screen.getAllByTestId('comment')).toHaveLength(3);

    fireEvent.click(within(screen.getByTestId('video-details-error')).getByRole('button', { name: 'Retry' }));
    await flush();
    expect(attempts()).toBe(5);
  });

  it('gets the details on a later attempt and does not retry a video that does not exist', async () => {
    vi.useFakeTimers();
    let failures = 2;
    const api = renderPage(
      videoServer({
        override: (call) => {
          if (call.path !== base) return undefined;
          if (failures-- > 0) return Promise.reject(new TypeError('Failed to fetch'));
          return undefined;
        },
      }),
    );
    await flush(1000 + 2000);
    expect(callsTo(api, base)).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'How I edit my videos' })).toBeTruthy();
  });

  it("counts every comment, replies included, as the video card does: YouTube's figure when the list holds fewer", async () => {
    renderPage(videoServer({ override: (call) => (call.path === base ? { video: { ...video, statistics: { viewCount: '12345', commentCount: '1234' } } } : undefined) }));
    await screen.findAllByTestId('comment');
    // Only the newest 100 threads are listed; YouTube counts them all.
    await waitFor(() => expect(screen.getByTestId('comments-heading').textContent).toBe('Comments (1,234)'));
  });

  it('says that a video does not exist once, with one Retry that asks for the video and its comments again', async () => {
    const notFound = () => Promise.reject(server(404, 'not_found', 'Video not found or comments are disabled for this video.'));
    const api = renderPage(videoServer({ override: (call) => (call.path === base || call.path === `${base}/comments` ? notFound() : undefined) }));
    await screen.findByTestId('comments-error');
    await waitFor(() => expect(screen.queryByTestId('video-details-loading')).toBeNull());
    expect(screen.getAllByText('Video not found or comments are disabled for this video.')).toHaveLength(1);
    expect(screen.queryByTestId('video-details-error')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(callsTo(api, base)).toHaveLength(2));
    expect(commentLoads(api)).toHaveLength(2);
    expect(await screen.findAllByText('Video not found or comments are disabled for this video.')).toHaveLength(1);
  });

  it('does not retry the details of a video that does not exist', async () => {
    vi.useFakeTimers();
    const api = renderPage(videoServer({ override: (call) => (call.path === base ? Promise.reject(server(404, 'not_found', 'Video not found or comments are disabled for this video.')) : undefined) }));
    await flush(10_000);
    expect(callsTo(api, base)).toHaveLength(1);
    expect(screen.getByTestId('video-details-error').textContent).toContain('Video not found or comments are disabled for this video.');
  });
});

describe("the 'Reply style:' dropdown (spec 2 and 4)", () => {
  it("preselects the default, marks it '(Default)', and sends the chosen template", async () => {
    const api = renderPage(videoServer());
    const select = await screen.findByRole('combobox', { name: /Reply style:/ });
    expect(select.textContent).toBe('Friendly creator reply (Default)');
    await userEvent.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Short thanks', 'Friendly creator reply (Default)']);
    await userEvent.click(options[0]!);
    expect(screen.getByRole('combobox', { name: /Reply style:/ }).textContent).toBe('Short thanks');

    await screen.findAllByTestId('comment');
    await userEvent.click(within(card('Boris')).getByRole('button', { name: 'Generate AI reply to Boris' }));
    await within(card('Boris')).findByTestId('reply-text');
    expect(callsTo(api, '/youtube/comments/generate-reply', 'POST')[0]!.body).toMatchObject({ promptTemplateId: short.id });
  });

  it('preselects the first template when none is the default', async () => {
    renderPage(videoServer({ prompts: [short, { ...friendly, isDefault: false }] }));
    expect((await screen.findByRole('combobox', { name: /Reply style:/ })).textContent).toBe('Short thanks');
  });
});

describe('the reply flow of a comment (spec 4)', () => {
  it('generates a reply, edits it (Save keeps the edit on the server), and Cancel drops an edit', async () => {
    const answer = deferred<unknown>();
    const api = renderPage(videoServer({ override: (call) => (call.path === '/youtube/comments/generate-reply' ? answer.promise : undefined) }));
    await screen.findByRole('heading', { level: 1, name: 'How I edit my videos' });
    await screen.findAllByTestId('comment');
    await userEvent.click(within(card('Boris')).getByRole('button', { name: 'Generate AI reply to Boris' }));
    expect(within(card('Boris')).getByRole('button', { name: 'Generating...' })).toHaveProperty('disabled', true);
    expect(callsTo(api, '/youtube/comments/generate-reply', 'POST')[0]!.body).toEqual({
      videoId: VIDEO_ID,
      videoTitle: 'How I edit my videos',
      videoDescription: video.snippet!.description,
      promptTemplateId: friendly.id,
      commentId: 'UgBoris',
      commentText: 'Great video!',
      skipCache: false,
      parentComments: [],
    });
    await settle(() => answer.resolve({ reply: 'Thank you, Boris!', dbCommentId: '00000000-0000-4000-8000-0000000000d1' }));
    const panel = within(card('Boris'));
    expect(panel.getByTestId('reply-text').textContent).toBe('Thank you, Boris!');

    await userEvent.click(panel.getByRole('button', { name: 'Edit' }));
    const editor = panel.getByRole('textbox', { name: 'Edit the reply' });
    expect((editor as HTMLTextAreaElement).value).toBe('Thank you, Boris!');
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Thanks a lot, Boris!');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(panel.getByTestId('reply-text').textContent).toBe('Thanks a lot, Boris!'));
    expect(callsTo(api, '/youtube/replies/00000000-0000-4000-8000-0000000000d1', 'PUT').map((call) => call.body)).toEqual([{ text: 'Thanks a lot, Boris!' }]);

    await userEvent.click(panel.getByRole('button', { name: 'Edit' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Edit the reply' }), ' Not this.');
    await userEvent.click(panel.getByRole('button', { name: 'Cancel' }));
    expect(panel.queryByRole('textbox')).toBeNull();
    expect(panel.getByTestId('reply-text').textContent).toBe('Thanks a lot, Boris!');
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('keeps the editor open and says so when saving fails', async () => {
    renderPage(videoServer({ override: (call) => (call.method === 'PUT' ? Promise.reject(server(500, 'internal_error', 'x')) : undefined) }));
    await screen.findAllByTestId('comment');
    await userEvent.click(within(card('Boris')).getByRole('button', { name: 'Generate AI reply to Boris' }));
    const panel = within(card('Boris'));
    await userEvent.click(await panel.findByRole('button', { name: 'Edit' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Edit the reply' }), '!');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    expect((await panel.findByRole('alert')).textContent).toBe('Failed to save the reply');
    expect(panel.getByRole('textbox', { name: 'Edit the reply' })).toBeTruthy();
  });

  it('regenerates with skipCache, sending the thread so far', async () => {
    const api = renderPage(videoServer());
    await screen.findAllByTestId('comment');
    await userEvent.click(within(card('Clara')).getByRole('button', { name: 'Generate AI reply to Clara' }));
    const panel = within(card('Clara'));
    expect((await panel.findByTestId('reply-text')).textContent).toBe('Reply 1 to UgClara');
    await userEvent.click(panel.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(panel.getByTestId('reply-text').textContent).toBe('Reply 2 to UgClara'));
    const sent = callsTo(api, '/youtube/comments/generate-reply', 'POST').map((call) => call.body as { skipCache: boolean; parentComments: unknown[] });
    expect(sent.map((body) => body.skipCache)).toEqual([false, true]);
    expect(sent[1]!.parentComments).toEqual([{ author: 'Anna Makes', text: 'About a week.' }]);
  });

  it('copies the reply to the clipboard', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    renderPage(videoServer());
    await screen.findAllByTestId('comment');
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await userEvent.click(within(card('Boris')).getByRole('button', { name: 'Generate AI reply to Boris' }));
    await userEvent.click(await within(card('Boris')).findByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Reply 1 to UgBoris');
    expect(within(card('Boris')).getByRole('button', { name: 'Copied!' })).toBeTruthy();
  });

  it('publishes: the reply is locked, says so, shows as "Just now" under the channel, and the list is reloaded', async () => {
    const answer = deferred<unknown>();
    const api = renderPage(videoServer({ override: (call) => (call.path === '/youtube/comments/reply' ? answer.promise : undefined) }));
    await screen.findAllByTestId('comment');
    await userEvent.click(within(card('Boris')).getByRole('button', { name: 'Generate AI reply to Boris' }));
    const panel = within(card('Boris'));
    await panel.findByTestId('reply-text');
    await userEvent.click(panel.getByRole('button', { name: 'Publish reply' }));
    expect(panel.getByRole('button', { name: 'Publishing...' })).toHaveProperty('disabled', true);
    expect(panel.getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', true);
    expect(callsTo(api, '/youtube/comments/reply', 'POST').map((call) => call.body)).toEqual([
      { parentId: 'UgBoris', text: 'Reply 1 to UgBoris', dbCommentId: '00000000-0000-4000-8000-000000000001' },
    ]);
    const loadsBefore = commentLoads(api).length;

    await settle(() => answer.resolve({ success: true, commentId: 'UgNewReply', dbCommentId: '00000000-0000-4000-8000-000000000001' }));
    expect(panel.getByTestId('reply-published').textContent).toBe('Reply published successfully! It will appear in the comments after refresh.');
    for (const name of ['Publish reply', 'Edit', 'Regenerate']) expect(panel.queryByRole('button', { name })).toBeNull();
    const reply = panel.getByTestId('comment-reply');
    expect(reply.getAttribute('data-just-now')).toBe('true');
    expect(within(reply).getByText('Just now')).toBeTruthy();
    expect(within(reply).getByText('Anna Makes')).toBeTruthy();
    expect(within(reply).getByText('Reply 1 to UgBoris')).toBeTruthy();
    expect(within(reply).getByText('AI reply')).toBeTruthy();
    await waitFor(() => expect(commentLoads(api).length).toBe(loadsBefore + 1));
  });

  it("marks the published reply 'Just now' once the reloaded list has it too", async () => {
    let published = false;
    renderPage(
      videoServer({
        override: (call) => {
          if (call.path === '/youtube/comments/reply') {
            published = true;
            return { success: true, commentId: 'UgBorisR1', dbCommentId: '00000000-0000-4000-8000-000000000001' };
          }
          if (published && call.path === `${base}/comments`) {
            const reply = comment('UgBorisR1', 'Anna Makes', 'Reply 1 to UgBoris', { channel: 'UCanna', at: new Date(Date.now() - 5_000).toISOString() });
            return { comments: [threadOf(boris.snippet!.topLevelComment as ReturnType<typeof comment>, [reply]), clara, dmitri] };
          }
          return undefined;
        },
      }),
    );
    await screen.findAllByTestId('comment');
    await userEvent.click(within(card('Boris')).getByRole('button', { name: 'Generate AI reply to Boris' }));
    await userEvent.click(await within(card('Boris')).findByRole('button', { name: 'Publish reply' }));
    // YouTube's own copy of the reply, from the reloaded list: 'Just now', not Intl's 'now'.
    await waitFor(() => expect(within(card('Boris')).getByTestId('comment-reply').getAttribute('data-just-now')).toBe('false'));
    const reply = within(card('Boris')).getByTestId('comment-reply');
    expect(within(reply).getByText('Just now').tagName).toBe('TIME');
    expect(within(reply).getByText('AI reply')).toBeTruthy();
    expect(screen.getByTestId('comments-heading').textContent).toBe('Comments (5)');
  });

  it('publishes once when Publish is pressed twice', async () => {
    const answer = deferred<unknown>();
    const api = renderPage(videoServer({ override: (call) => (call.path === '/youtube/comments/reply' ? answer.promise : undefined) }));
    await screen.findAllByTestId('comment');
    await userEvent.click(within(card('Boris')).getByRole('button', { name: 'Generate AI reply to Boris' }));
    const publish = await within(card('Boris')).findByTestId('publish-reply');
    // Both clicks land before React re-renders (the button is still enabled for the second).
    act(() => {
      fireEvent.click(publish);
      fireEvent.click(publish);
    });
    expect(publish).toHaveProperty('disabled', true);
    fireEvent.click(publish);
    await settle(() => answer.resolve({ success: true, commentId: 'UgNewReply', dbCommentId: null }));
    expect(callsTo(api, '/youtube/comments/reply', 'POST')).toHaveLength(1);
    expect(await within(card('Boris')).findByTestId('reply-published')).toBeTruthy();
  });

  it('brings back saved drafts and published replies on load; the published one stays locked', async () => {
    renderPage(
      videoServer({
        threads: [boris, clara, dmitri],
        saved: {
          UgBoris: { isAiGenerated: true, reply: 'Saved draft for Boris', dbCommentId: '00000000-0000-4000-8000-0000000000b1', status: 'draft', publishedCommentId: null },
          UgClara: { isAiGenerated: true, reply: 'About a week.', dbCommentId: '00000000-0000-4000-8000-0000000000c1', status: 'published', publishedCommentId: 'UgClaraR1' },
        },
      }),
    );
    await screen.findAllByTestId('comment');
    const draft = within(card('Boris'));
    expect((await draft.findByTestId('reply-text')).textContent).toBe('Saved draft for Boris');
    expect(draft.getByRole('button', { name: 'Publish reply' })).toBeTruthy();
    const published = within(card('Clara'));
    expect(published.getByTestId('reply-published')).toBeTruthy();
    expect(published.queryByRole('button', { name: 'Publish reply' })).toBeNull();
    expect(published.queryByRole('button', { name: 'Edit' })).toBeNull();
    // The channel's reply in the thread is the AI one; no 'Just now' copy of it.
    expect(within(published.getByTestId('comment-reply')).getByText('AI reply')).toBeTruthy();
    expect(published.getAllByTestId('comment-reply')).toHaveLength(1);
  });

  it('works without the saved replies when ai-comments fails', async () => {
    renderPage(videoServer({ override: (call) => (call.path.endsWith('/ai-comments') ? Promise.reject(server(500, 'internal_error', 'x')) : undefined) }));
    expect(await screen.findAllByTestId('comment')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(card('Boris')).getByRole('button', { name: 'Generate AI reply to Boris' })).toBeTruthy();
  });
});

describe('errors of the reply flow (spec 8)', () => {
  const generationFails = (error: Error) => videoServer({ override: (call) => (call.path === '/youtube/comments/generate-reply' ? Promise.reject(error) : undefined) });

  it.each([
    [server(503, 'service_unavailable', 'OpenAI API key not configured. Please contact the administrator.'), 'OpenAI API key not configured. Please contact the administrator.'],
    [server(429, 'rate_limited', 'API rate limit reached. Please try again later.'), 'API rate limit reached. Please try again later.'],
    [server(503, 'service_unavailable', 'Failed to generate reply'), 'Failed to generate reply'],
  ])('a failed generation shows its alert on the comment', async (error, text) => {
    renderPage(generationFails(error));
    await screen.findAllByTestId('comment');
    await userEvent.click(within(card('Boris')).getByRole('button', { name: 'Generate AI reply to Boris' }));
    expect((await within(card('Boris')).findByRole('alert')).textContent).toBe(text);
    expect(within(card('Boris')).getByRole('button', { name: 'Generate AI reply to Boris' })).toHaveProperty('disabled', false);
  });

  it('a failed publish says why and leaves the reply ready to publish again', async () => {
    renderPage(videoServer({ override: (call) => (call.path === '/youtube/comments/reply' ? Promise.reject(server(403, 'forbidden', 'You do not have permission to reply to this comment.')) : undefined) }));
    await screen.findAllByTestId('comment');
    await userEvent.click(within(card('Boris')).getByRole('button', { name: 'Generate AI reply to Boris' }));
    await userEvent.click(await within(card('Boris')).findByRole('button', { name: 'Publish reply' }));
    expect((await within(card('Boris')).findByRole('alert')).textContent).toBe('You do not have permission to reply to this comment.');
    expect(within(card('Boris')).getByRole('button', { name: 'Publish reply' })).toHaveProperty('disabled', false);
  });
});

describe("'Generate All' (spec 2 and 4)", () => {
  it('sends the comments without a reply, shows the polled progress and fills each result', async () => {
    const answer = deferred<{ results: Record<string, BatchResult> }>();
    let progress: BatchProgress = { total: 3, done: 0, failed: 0 };
    const api = renderPage(
      videoServer({
        threads: [boris, clara, dmitri, elena, fedor],
        saved: { UgDmitri: { isAiGenerated: true, reply: 'Glad it helped!', dbCommentId: '00000000-0000-4000-8000-0000000000e1', status: 'draft', publishedCommentId: null } },
        override: (call) => {
          if (call.path === '/youtube/comments/generate-replies-batch') return answer.promise;
          if (call.path.startsWith('/youtube/comments/batches/')) return progress;
          return undefined;
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'How I edit my videos' });
    await within(card('Dmitri')).findByTestId('reply-text');
    await screen.findByRole('combobox', { name: /Reply style:/ });

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Generate All' }));
    await flush();
    const [sent] = callsTo(api, '/youtube/comments/generate-replies-batch', 'POST');
    const body = sent!.body as { batchId: string; comments: unknown[] };
    // Clara's thread is answered by the channel and Dmitri has a draft: neither is sent.
    expect(body).toEqual({
      videoId: VIDEO_ID,
      videoTitle: 'How I edit my videos',
      videoDescription: video.snippet!.description,
      promptTemplateId: friendly.id,
      comments: [
        { id: 'UgBoris', text: 'Great video!', author: 'Boris' },
        { id: 'UgElena', text: 'Which camera?', author: 'Elena' },
        { id: 'UgFedor', text: 'Subscribed!', author: 'Fedor' },
      ],
      batchId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) as unknown,
    });
    const bar = () => screen.getByRole('progressbar', { name: 'Generating replies' });
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByTestId('generate-all-count').textContent).toBe('0 / 3');
    expect(screen.getByTestId('generate-all').textContent).toBe('Generating...');
    expect(screen.getByTestId('generate-all')).toHaveProperty('disabled', true);
    expect(within(card('Boris')).getByRole('button', { name: 'Generating...' })).toHaveProperty('disabled', true);

    const progressPath = `/youtube/comments/batches/${body.batchId}/progress`;
    await flush(PROGRESS_POLL_MS - 1);
    expect(callsTo(api, progressPath)).toHaveLength(0);
    progress = { total: 3, done: 1, failed: 0 };
    await flush(1);
    expect(callsTo(api, progressPath)).toHaveLength(1);
    expect(screen.getByTestId('generate-all-count').textContent).toBe('1 / 3');
    expect(Number(bar().getAttribute('aria-valuenow'))).toBeCloseTo(33.33, 1);
    progress = { total: 3, done: 2, failed: 1 };
    await flush(PROGRESS_POLL_MS);
    expect(callsTo(api, progressPath)).toHaveLength(2);
    expect(screen.getByTestId('generate-all-count').textContent).toBe('2 / 3');
    expect(Number(bar().getAttribute('aria-valuenow'))).toBeCloseTo(66.67, 1);

    answer.resolve({
      results: {
        UgBoris: { reply: 'Thanks, Boris!', dbCommentId: '00000000-0000-4000-8000-0000000000f1' },
        UgElena: { error: 'OpenAI API key not configured. Please contact the administrator.' },
        UgFedor: { reply: 'Welcome aboard!', dbCommentId: '00000000-0000-4000-8000-0000000000f3' },
      },
    });
    await flush();
    expect(screen.queryByTestId('generate-all-progress')).toBeNull();
    expect(within(card('Boris')).getByTestId('reply-text').textContent).toBe('Thanks, Boris!');
    expect(within(card('Fedor')).getByTestId('reply-text').textContent).toBe('Welcome aboard!');
    expect(within(card('Elena')).getByRole('alert').textContent).toBe('OpenAI API key not configured. Please contact the administrator.');
    expect(within(card('Dmitri')).getByTestId('reply-text').textContent).toBe('Glad it helped!');
    // Polling stops with the answer.
    const polls = callsTo(api, progressPath).length;
    await flush(PROGRESS_POLL_MS * 3);
    expect(callsTo(api, progressPath)).toHaveLength(polls);
    // Elena is the only comment left without a reply.
    expect(screen.getByRole('button', { name: 'Generate All' })).toHaveProperty('disabled', false);
  });

  it("says 'Failed to generate replies' when the batch fails, and the comments can be generated again", async () => {
    renderPage(
      videoServer({
        override: (call) => {
          if (call.path === '/youtube/comments/generate-replies-batch') return Promise.reject(server(503, 'service_unavailable', 'Temporal is down'));
          if (call.path.startsWith('/youtube/comments/batches/')) return Promise.reject(server(404, 'not_found', 'Batch not found'));
          return undefined;
        },
      }),
    );
    await screen.findAllByTestId('comment');
    await userEvent.click(screen.getByRole('button', { name: 'Generate All' }));
    expect(await screen.findByText('Failed to generate replies')).toBeTruthy();
    expect(screen.queryByTestId('generate-all-progress')).toBeNull();
    expect(within(card('Boris')).getByRole('button', { name: 'Generate AI reply to Boris' })).toHaveProperty('disabled', false);
  });

  it('is disabled when every comment already has a reply or was answered', async () => {
    renderPage(
      videoServer({
        threads: [boris, clara],
        saved: { UgBoris: { isAiGenerated: true, reply: 'Saved', dbCommentId: '00000000-0000-4000-8000-0000000000b1', status: 'draft', publishedCommentId: null } },
      }),
    );
    await within(await screen.findByRole('article', { name: 'Boris' })).findByTestId('reply-text');
    expect(screen.getByRole('button', { name: 'Generate All' })).toHaveProperty('disabled', true);
  });
});

describe('the route', () => {
  it('is /youtube-commenter/video/{videoId}, behind the feature guard', async () => {
    const api = videoServer();
    renderWithApp(<Routes>{signedInAreaRoutes}</Routes>, { auth: signedIn(anna), subscription: activeSubscription(), route: `/youtube-commenter/video/${VIDEO_ID}`, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'How I edit my videos' })).toBeTruthy();
    expect(callsTo(api, base)).toHaveLength(1);
  });
});
