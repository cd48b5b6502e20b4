import { randomUUID } from 'node:crypto';
import { generateBatchSchema } from '../contracts/youtube-replies.ts';
import { YoutubeReply } from '../db/index.ts';
import { median } from './median.ts';
import { authHeaders, type BenchUser } from './sign-in.ts';

export interface GenerateAllSettings {
  comments: number;
  /** YOUTUBE_BATCH_CONCURRENCY of the web and temporal-worker processes. */
  concurrency: number;
  /** The sandbox OpenAI answers every completion after this long. */
  upstreamMs: number;
  runs: number;
}

export interface GenerateAllResult {
  comments: number;
  /** Wall time of each measured 'Generate All', from sending the request to its whole answer. */
  wallMs: number[];
  medianWallMs: number;
  /** ceil(comments / concurrency) × upstreamMs: every lane busy with the upstream and nothing else. */
  idealMs: number;
  /** medianWallMs / idealMs. */
  ratio: number;
  /** What a lane spends per reply beyond the upstream's own time: medianWallMs × c / comments − upstreamMs. */
  overheadPerReplyMs: number;
  /** Completions the upstream served during the measured runs (one per comment when nothing is generated twice). */
  upstreamCalls: number;
}

const wallClockMs = () => performance.now();

/** A creator's comments as the console sends them: distinct ids, so no reply is already drafted. */
function commentsOf(count: number, run: string) {
  return Array.from({ length: count }, (_, i) => ({
    id: `bench-${run}-${i}`,
    text: `Comment ${i + 1}: what camera did you use for the sunset shots? They look amazing.`,
    author: `Viewer ${i + 1}`,
  }));
}

/**
 * POST /api/youtube/comments/generate-replies-batch for `count` comments; checks, outside the
 * timed part, that every comment got a reply and that each was stored once.
 */
async function generateAll(webUrl: string, user: BenchUser, count: number, signal: AbortSignal): Promise<number> {
  const run = randomUUID().slice(0, 8);
  const body = generateBatchSchema.parse({
    comments: commentsOf(count, run),
    videoId: 'benchVideo01',
    videoTitle: 'Sunset timelapse over the bay',
    videoDescription: 'Four hours of sunset in two minutes.',
    batchId: randomUUID(),
  });
  const sentAt = wallClockMs();
  const res = await fetch(`${webUrl}/api/youtube/comments/generate-replies-batch`, {
    method: 'POST',
    headers: { ...authHeaders(user), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  const text = await res.text();
  const wallMs = wallClockMs() - sentAt;

  if (res.status !== 200) throw new Error(`POST generate-replies-batch answered ${res.status}: ${text.slice(0, 500)}`);
  const { results } = JSON.parse(text) as { results: Record<string, { reply?: string; error?: string }> };
  const failed = body.comments.filter((c) => !results[c.id]?.reply);
  if (failed.length) throw new Error(`Generate All left ${failed.length} of ${count} comments without a reply, first: ${JSON.stringify(results[failed[0]!.id])}`);
  const stored = await YoutubeReply.query().where('user_id', user.userId).whereLike('comment_id', `bench-${run}-%`).resultSize();
  if (stored !== count) throw new Error(`Generate All stored ${stored} replies for ${count} comments`);
  return wallMs;
}

/**
 * 'Generate All' end to end: the web process starts the batch workflow and waits for it; the
 * temporal-worker runs one activity per comment, `concurrency` at a time, each a completion of
 * the sandbox OpenAI that answers after a fixed `upstreamMs`. One warm-up batch of 2c comments
 * (the worker's first workflow task bundles and caches the workflow code), then `runs` batches.
 */
export async function measureGenerateAll(
  webUrl: string,
  user: BenchUser,
  settings: GenerateAllSettings,
  upstream: { calls: () => number },
  signal: AbortSignal,
): Promise<GenerateAllResult> {
  await generateAll(webUrl, user, 2 * settings.concurrency, signal);
  const callsBefore = upstream.calls();
  const wallMs: number[] = [];
  for (let i = 0; i < settings.runs; i++) {
    signal.throwIfAborted();
    wallMs.push(await generateAll(webUrl, user, settings.comments, signal));
  }
  const medianWallMs = median(wallMs);
  const idealMs = Math.ceil(settings.comments / settings.concurrency) * settings.upstreamMs;
  return {
    comments: settings.comments,
    wallMs,
    medianWallMs,
    idealMs,
    ratio: medianWallMs / idealMs,
    overheadPerReplyMs: (medianWallMs * settings.concurrency) / settings.comments - settings.upstreamMs,
    upstreamCalls: upstream.calls() - callsBefore,
  };
}
