import type { BatchResult, GenerateBatchInput, GenerateReplyInput, PublishReplyInput } from '../../../../../contracts/youtube-replies.ts';
import type { ApiClient } from '../../../api/client';

export type { BatchResult, GenerateBatchInput, GenerateReplyInput, PublishReplyInput };

/** A comment as YouTube answers it (spec 3 'Comment thread'); the server sanitised `textDisplay`. */
export interface YoutubeComment {
  id: string;
  snippet?: {
    authorDisplayName?: string;
    authorProfileImageUrl?: string;
    authorChannelId?: { value?: string };
    textDisplay?: string;
    publishedAt?: string;
    likeCount?: number;
  };
}

/** GET /api/youtube/videos/{id}/comments: a thread, `answeredByChannel` when the channel replied in it. */
export interface CommentThread {
  id: string;
  snippet?: { channelId?: string; topLevelComment?: YoutubeComment; totalReplyCount?: number };
  replies?: { comments?: YoutubeComment[] };
  answeredByChannel?: boolean;
}

/** Spec 3 'Video'. */
export interface Video {
  id: string;
  snippet?: { title?: string; description?: string; channelTitle?: string; publishedAt?: string };
  statistics?: { viewCount?: string; commentCount?: string };
}

/** The latest AI reply of a comment: a draft (also `publishing`/`unconfirmed`) or `published`. */
export interface AiComment {
  isAiGenerated: true;
  reply: string;
  dbCommentId: string;
  status: string;
  publishedCommentId: string | null;
}

/** The connected channel (spec 3 'YouTube auth status'): the name and avatar replies go out under. */
export interface ChannelInfo {
  id?: string;
  snippet?: { title?: string; thumbnails?: { default?: { url?: string } } };
}

/** GET /api/youtube/comments/batches/{batchId}/progress: the 'Generate All' workflow's query. */
export interface BatchProgress {
  total: number;
  done: number;
  failed: number;
}

export interface GeneratedReply {
  reply: string;
  dbCommentId: string;
}

export interface PublishedReply {
  success: true;
  /** YouTube's id of the new reply. */
  commentId: string;
  dbCommentId: string | null;
}

const id = (value: string) => encodeURIComponent(value);
const videoPath = (videoId: string) => `/youtube/videos/${id(videoId)}`;

export const getVideo = async (api: ApiClient, videoId: string) => (await api.get<{ video: Video }>(videoPath(videoId))).video;

/** `refresh` skips the server's 10-minute cache and asks YouTube ('Refresh'). */
export const listComments = async (api: ApiClient, videoId: string, refresh = false) =>
  (await api.get<{ comments: CommentThread[] }>(`${videoPath(videoId)}/comments${refresh ? '?refresh=true' : ''}`)).comments;

export const getAiComments = async (api: ApiClient, videoId: string) =>
  (await api.get<{ aiCommentsMap: Record<string, AiComment> }>(`${videoPath(videoId)}/ai-comments`)).aiCommentsMap;

export const getChannel = async (api: ApiClient) => (await api.get<{ isAuthorized: boolean; channelInfo: ChannelInfo | null }>('/youtube/auth/status')).channelInfo;

export const generateReply = (api: ApiClient, input: GenerateReplyInput) => api.post<GeneratedReply>('/youtube/comments/generate-reply', input);

export const generateRepliesBatch = async (api: ApiClient, input: GenerateBatchInput) =>
  (await api.post<{ results: Record<string, BatchResult> }>('/youtube/comments/generate-replies-batch', input)).results;

export const getBatchProgress = (api: ApiClient, batchId: string) => api.get<BatchProgress>(`/youtube/comments/batches/${id(batchId)}/progress`);

export const publishReply = (api: ApiClient, input: PublishReplyInput) => api.post<PublishedReply>('/youtube/comments/reply', input);

/** PUT /api/youtube/replies/{dbCommentId}: keeps the creator's edit of a draft. */
export const saveReplyEdit = (api: ApiClient, dbCommentId: string, text: string) => api.put<GeneratedReply>(`/youtube/replies/${id(dbCommentId)}`, { text });
