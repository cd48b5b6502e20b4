import type { Auth } from 'googleapis';
import { z } from 'zod';
import type { FakeReply } from './reply-audit.ts';

/**
 * The fake YouTube Data API of the fakes process, read over HTTP the way googleapis calls it
 * (/youtube/v3/... on the fakes' origin, a bearer token its OAuth issued): the threads to reply
 * to, and afterwards what was published in them. The fakes process is never faulted, so what it
 * holds is what YouTube would hold.
 */
export interface CommentThread {
  id: string;
  videoId: string;
  text: string;
}

const snippetText = z.object({ textOriginal: z.string().optional(), textDisplay: z.string().optional() });
const threadList = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(z.object({ id: z.string(), snippet: z.object({ videoId: z.string(), topLevelComment: z.object({ snippet: snippetText }) }) })),
});
const commentList = z.object({ nextPageToken: z.string().optional(), items: z.array(z.object({ id: z.string(), snippet: snippetText })) });
const channelList = z.object({ items: z.array(z.object({ id: z.string() })) });

export function fakeYoutube(fakesUrl: string, auth: Auth.OAuth2Client) {
  const get = async <T>(path: string, query: Record<string, string>, schema: z.ZodType<T>): Promise<T> => {
    // Refreshed at the fake's token endpoint when the hour-long access token has run out.
    const { token } = await auth.getAccessToken();
    const res = await fetch(`${fakesUrl}/youtube/v3/${path}?${new URLSearchParams(query).toString()}`, { headers: { authorization: `Bearer ${token ?? ''}` }, signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    if (!res.ok) throw new Error(`the fake YouTube answered ${res.status} to ${path}: ${text.slice(0, 300)}`);
    return schema.parse(JSON.parse(text));
  };

  /** Every page of a list. */
  const pages = async <T extends { nextPageToken?: string | undefined }>(path: string, query: Record<string, string>, schema: z.ZodType<T>): Promise<T[]> => {
    const all: T[] = [];
    let pageToken: string | undefined;
    do {
      const page = await get(path, { ...query, ...(pageToken ? { pageToken } : {}) }, schema);
      all.push(page);
      pageToken = page.nextPageToken;
    } while (pageToken);
    return all;
  };

  return {
    /** Every comment thread of the connected (demo) channel, on every video with comments. */
    async threads(): Promise<CommentThread[]> {
      const [channel] = (await get('channels', { part: 'id', mine: 'true' }, channelList)).items;
      if (!channel) throw new Error('the fake YouTube has no channel for this grant');
      const found = await pages('commentThreads', { part: 'snippet', allThreadsRelatedToChannelId: channel.id, maxResults: '100', textFormat: 'plainText' }, threadList);
      return found.flatMap((p) => p.items).map((t) => ({ id: t.id, videoId: t.snippet.videoId, text: t.snippet.topLevelComment.snippet.textOriginal ?? t.snippet.topLevelComment.snippet.textDisplay ?? '' }));
    },

    /** Every reply in these threads, as the fake holds them now. */
    async replies(threadIds: readonly string[]): Promise<FakeReply[]> {
      const out: FakeReply[] = [];
      for (const threadId of threadIds) {
        const found = await pages('comments', { part: 'snippet', parentId: threadId, maxResults: '100', textFormat: 'plainText' }, commentList);
        for (const c of found.flatMap((p) => p.items)) out.push({ threadId, text: c.snippet.textOriginal ?? c.snippet.textDisplay ?? '' });
      }
      return out;
    },
  };
}
