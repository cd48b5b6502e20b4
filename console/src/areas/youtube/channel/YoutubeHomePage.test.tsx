import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { watchLeaving } from '../../../test/leaving';
import { activeSubscription, anna, scriptedApi, signedIn, type ApiCall } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { toasts } from '../../../toast/toast-store';
import { Toaster } from '../../../toast/Toaster';
import type { AuthStatus, ChannelVideo, QuotaUsage } from './channel-api';
import { CLOSE_AFTER_SAVE_MS } from './CredentialsDialog';
import { VIDEO_PLACEHOLDERS } from './VideoGrid';
import { YoutubeHomePage } from './YoutubeHomePage';

let leaveTo: ReturnType<typeof watchLeaving>;

const channel: AuthStatus = {
  isAuthorized: true,
  channelInfo: {
    id: 'UCkitchen',
    snippet: { title: 'Sandbox Kitchen', thumbnails: { default: { url: 'https://yt3.example/kitchen' } } },
    statistics: { subscriberCount: '128400', videoCount: '8' },
  },
};
const video = (id: string, title: string, views: string, comments: string): ChannelVideo => ({
  id,
  snippet: { title, publishedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(), thumbnails: { high: { url: `https://i.ytimg.example/${id}.jpg` } } },
  statistics: { viewCount: views, commentCount: comments },
});
const carbonara = video('sbxCarbonar', 'Creamy Carbonara', '12840', '15');
const curry = video('sbxChknCurr', 'One-Pot Chicken Curry', '1530000', '24');
const cookies = video('sbxKidsCook', 'Rainbow Cookies', '532', '0');
const quota: QuotaUsage = { day: '2026-11-22', used: 3, limit: 10_000 };

interface Server {
  credentials?: boolean;
  status?: AuthStatus;
  /** The videos, or what the call does instead (a promise the test settles, a failure). */
  videos?: () => unknown;
}

/** The page's server: credentials, auth status, videos, quota, the auth URL. */
function homeServer({ credentials = true, status = channel, videos = () => ({ videos: [carbonara, curry, cookies] }) }: Server = {}) {
  const state = { credentials };
  const api = scriptedApi((call) => {
    if (call.path === '/users/youtube-credentials') {
      if (call.method === 'POST') state.credentials = true;
      if (call.method === 'DELETE') state.credentials = false;
      return { hasCredentials: state.credentials, ...(call.method === 'GET' ? {} : { success: true }) };
    }
    if (call.path === '/youtube/auth/status') return status;
    if (call.path.startsWith('/youtube/my-videos')) return videos();
    if (call.path === '/youtube/quota') return quota;
    if (call.path === '/youtube/auth/url') return { authUrl: 'https://accounts.example/o/oauth2/v2/auth?client_id=mine' };
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  });
  return api;
}

function renderHome(api: ReturnType<typeof scriptedApi>, route = '/youtube-commenter') {
  renderWithApp(
    <>
      <YoutubeHomePage />
      <Toaster />
    </>,
    { auth: signedIn(anna), api, subscription: activeSubscription(), route },
  );
  return api;
}

const callsTo = (api: { calls: ApiCall[] }, path: string, method = 'GET') => api.calls.filter((call) => call.method === method && call.path === path);
const server = (status: number, code: string, message: string) => new ApiError(code, status, { error: code, message });

beforeEach(() => {
  leaveTo = watchLeaving();
});
afterEach(() => {
  vi.useRealTimers();
  toasts.dismiss();
});

describe('/youtube-commenter', () => {
  it('checks first, then asks for credentials; the dialog needs all three and closes 2 s after saving', async () => {
    vi.useFakeTimers();
    const api = renderHome(homeServer({ credentials: false, status: { isAuthorized: false, channelInfo: null } }));
    expect(screen.getByRole('status').textContent).toContain('Checking YouTube authorization...');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Configure your YouTube API credentials to get started.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How to get the keys' }).getAttribute('href')).toBe('/youtube-api-guide');

    fireEvent.click(screen.getAllByRole('button', { name: 'YouTube API Settings' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'YouTube API Settings' });
    expect(within(dialog).queryByRole('button', { name: 'Disconnect' })).toBeNull();
    // The API host of the public config (the fake's http://localhost:3100), as the guide shows it.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Authorized redirect URI').value).toBe('http://localhost:3100/api/youtube/auth/callback');
    fireEvent.change(within(dialog).getByLabelText(/^API Key/), { target: { value: 'AIzaKey' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please fill in all fields')).toBeTruthy();
    expect(callsTo(api, '/users/youtube-credentials', 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Client ID/), { target: { value: ' client.apps ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Client Secret/), { target: { value: 'secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(callsTo(api, '/users/youtube-credentials', 'POST')[0]!.body).toEqual({ apiKey: 'AIzaKey', clientId: 'client.apps', clientSecret: 'secret' });
    expect(within(dialog).getByText('Credentials saved successfully')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(CLOSE_AFTER_SAVE_MS - 10));
    expect(screen.getByRole('dialog', { name: 'YouTube API Settings' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(20));
    // The exit transition's timer starts when act commits the close, after the step above.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('dialog', { name: 'YouTube API Settings' })).toBeNull();
    // Checked again: the credentials are there, the channel not yet.
    expect(screen.getByRole('button', { name: 'Connect YouTube Account' })).toBeTruthy();
  });

  it('says so when the credentials cannot be saved, and keeps the dialog open', async () => {
    const base = homeServer({ credentials: false });
    renderHome(
      scriptedApi((call) => {
        if (call.method === 'POST') throw server(500, 'internal_error', 'boom');
        return base.get(call.path);
      }),
    );
    await screen.findByText('Configure your YouTube API credentials to get started.');
    fireEvent.click(screen.getAllByRole('button', { name: 'YouTube API Settings' })[0]!);
    const dialog = screen.getByRole('dialog');
    for (const label of [/^API Key/, /^Client ID/, /^Client Secret/]) fireEvent.change(within(dialog).getByLabelText(label), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to save credentials')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('connects through the auth URL of the creator’s own client, and says when it cannot start', async () => {
    const api = renderHome(homeServer({ status: { isAuthorized: false, channelInfo: null } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Connect YouTube Account' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://accounts.example/o/oauth2/v2/auth?client_id=mine'));
    expect(callsTo(api, '/youtube/auth/url')).toHaveLength(1);
  });

  it('shows the failure to start authorization', async () => {
    const base = homeServer({ status: { isAuthorized: false, channelInfo: null } });
    renderHome(
      scriptedApi((call) => {
        if (call.path === '/youtube/auth/url') throw server(400, 'bad_request', 'YouTube API credentials not configured.');
        return base.get(call.path);
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Connect YouTube Account' }));
    expect(await screen.findByText('Failed to start YouTube authorization')).toBeTruthy();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('shows the channel, 6 placeholders while the videos load, then the cards with K/M views', async () => {
    // Made before the page asks, so the test can answer whenever the call comes.
    let answer!: (value: unknown) => void;
    const pending = new Promise((resolve) => (answer = resolve));
    const api = renderHome(homeServer({ videos: () => pending }));
    const card = await screen.findByTestId('channel-card');
    expect(card.textContent).toContain('Sandbox Kitchen');
    expect(card.textContent).toContain('128,400 subscribers · 8 videos');
    expect(screen.getByRole('heading', { name: 'Your Latest Videos' })).toBeTruthy();
    expect(screen.getAllByTestId('video-placeholder')).toHaveLength(VIDEO_PLACEHOLDERS);
    expect(VIDEO_PLACEHOLDERS).toBe(6);
    // The quota is read once the videos (which spend it) have arrived.
    expect(callsTo(api, '/youtube/quota')).toHaveLength(0);
    await waitFor(() => expect(callsTo(api, '/youtube/my-videos')).toHaveLength(1));

    act(() => answer({ videos: [carbonara, curry, cookies] }));
    const cards = await screen.findAllByTestId('video-card');
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringContaining('Creamy Carbonara12.8K views2 days ago15'),
      expect.stringContaining('One-Pot Chicken Curry1.5M views2 days ago24'),
      expect.stringContaining('Rainbow Cookies532 views2 days ago0'),
    ]);
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/youtube-commenter/video/sbxCarbonar');
    // YouTube's commentCount, named for what it counts (every comment, replies included).
    expect(within(cards[0]!).getByRole('img', { name: '15 comments' })).toBeTruthy();
    expect(await screen.findByText('YouTube API quota today: 3 of 10,000 units')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Prompts' }).getAttribute('href')).toBe('/youtube-commenter/prompts');
  });

  it('refreshes past the cache and reads the quota again', async () => {
    const api = renderHome(homeServer());
    await screen.findAllByTestId('video-card');
    await waitFor(() => expect(callsTo(api, '/youtube/quota')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Videos' }));
    await waitFor(() => expect(callsTo(api, '/youtube/my-videos?refresh=true')).toHaveLength(1));
    await waitFor(() => expect(callsTo(api, '/youtube/quota')).toHaveLength(2));
  });

  it('shows the empty state', async () => {
    renderHome(homeServer({ videos: () => ({ videos: [] }) }));
    expect(await screen.findByText('No videos found on your channel.')).toBeTruthy();
  });

  it('turns a lost grant while fetching videos into the expired message and the Connect button', async () => {
    renderHome(
      homeServer({
        videos: () => {
          throw server(403, 'youtube_unauthorized', 'Your YouTube authorization has expired. Please reconnect your account.');
        },
      }),
    );
    expect(await screen.findByText('Your YouTube authorization has expired. Please reconnect your account.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect YouTube Account' })).toBeTruthy();
    expect(screen.queryByTestId('channel-card')).toBeNull();
  });

  it('says the videos could not be fetched on any other failure', async () => {
    renderHome(
      homeServer({
        videos: () => {
          throw server(503, 'service_unavailable', 'YouTube did not answer.');
        },
      }),
    );
    expect(await screen.findByText('Failed to fetch your videos')).toBeTruthy();
    expect(screen.getByTestId('channel-card')).toBeTruthy();
  });

  it("shows the server's word about an expired grant on the status check", async () => {
    renderHome(homeServer({ status: { isAuthorized: false, channelInfo: null, message: 'Your YouTube authorization has expired. Please reconnect your account.' } }));
    expect(await screen.findByText('Your YouTube authorization has expired. Please reconnect your account.')).toBeTruthy();
  });

  it('disconnects: the credentials go and the page asks for them again', async () => {
    const api = renderHome(homeServer());
    await screen.findByTestId('channel-card');
    fireEvent.click(screen.getByRole('button', { name: 'YouTube API Settings' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Configure your YouTube API credentials to get started.')).toBeTruthy();
    expect(callsTo(api, '/users/youtube-credentials', 'DELETE')).toHaveLength(1);
  });

  it('announces the result of the OAuth callback once and drops it from the address', async () => {
    renderHome(homeServer(), '/youtube-commenter?youtubeConnected=1');
    expect(await screen.findByText('YouTube account connected')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/youtube-commenter'));
  });

  it('announces a refused consent', async () => {
    renderHome(homeServer({ status: { isAuthorized: false, channelInfo: null } }), '/youtube-commenter?youtubeAuthError=access_denied');
    expect(await screen.findByText('YouTube access was not granted.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/youtube-commenter'));
  });
});
