import type { YoutubeCredentialsInput } from '../../../../../contracts/youtube.ts';
import type { ApiClient } from '../../../api/client';
import type { ChannelInfo as ReplyChannel } from '../video/video-api';

export type { YoutubeCredentialsInput };

/** Spec 3 'YouTube auth status': the connected channel with its counts. */
export interface ChannelInfo extends ReplyChannel {
  statistics?: { subscriberCount?: string; videoCount?: string; hiddenSubscriberCount?: boolean };
}

export interface AuthStatus {
  isAuthorized: boolean;
  channelInfo: ChannelInfo | null;
  /** Why the channel is not there: an expired grant, or an account without a channel. */
  message?: string;
}

/** Spec 3 'Video', as the grid shows it. */
export interface ChannelVideo {
  id: string;
  snippet?: { title?: string; publishedAt?: string; thumbnails?: { high?: { url?: string }; medium?: { url?: string } } };
  statistics?: { viewCount?: string; commentCount?: string };
}

/** GET /api/youtube/quota: units spent today (Pacific day) of the daily limit. */
export interface QuotaUsage {
  day: string;
  used: number;
  limit: number;
}

const CREDENTIALS = '/users/youtube-credentials';

export const hasCredentials = async (api: ApiClient) => (await api.get<{ hasCredentials: boolean }>(CREDENTIALS)).hasCredentials;
export const saveCredentials = (api: ApiClient, input: YoutubeCredentialsInput) => api.post<{ success: true }>(CREDENTIALS, input);
export const deleteCredentials = (api: ApiClient) => api.delete<{ success: true }>(CREDENTIALS);
export const getAuthStatus = (api: ApiClient) => api.get<AuthStatus>('/youtube/auth/status');
export const getAuthUrl = async (api: ApiClient) => (await api.get<{ authUrl: string }>('/youtube/auth/url')).authUrl;
/** `refresh` skips the server's cache and asks YouTube again ('Refresh Videos'). */
export const listMyVideos = async (api: ApiClient, refresh = false) => (await api.get<{ videos: ChannelVideo[] }>(`/youtube/my-videos${refresh ? '?refresh=true' : ''}`)).videos;
export const getQuota = (api: ApiClient) => api.get<QuotaUsage>('/youtube/quota');
