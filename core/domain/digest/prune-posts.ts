import { DigestPost } from '../../../db/index.ts';

/** Posts are kept two weeks: longer than a weekly digest's window plus a paused week. */
const KEEP_MS = 14 * 86_400_000;

export async function pruneDigestPosts(now: Date): Promise<number> {
  return DigestPost.query().delete().where('posted_at', '<', new Date(now.getTime() - KEEP_MS));
}
