import { setTimeout as sleep } from 'node:timers/promises';
import type OpenAI from 'openai';
import { digestPaths } from '../contracts/digest.ts';
import { groupStories, type ReadPost, type Story } from '../core/domain/digest/group-stories.ts';
import { READ_LANES, type ComposeFigures, type SourceOutcome } from '../core/domain/digest/run-steps.ts';
import { SUMMARY_LANES, summariseStories } from '../core/domain/digest/story-summaries.ts';
import { DigestPost, DigestRun, DigestStorySummary, TelegramLink } from '../db/index.ts';
import type { RunningSandboxOpenAI } from '../sandbox/openai/start.ts';
import type { RunningSandboxTelegramUser } from '../sandbox/telegram-user/start.ts';
import { authHeaders, signInBenchUsers, type BenchUser } from './sign-in.ts';
import { giveActiveSubscription } from './subscribed-user.ts';

export interface DigestRunSettings {
  /** Channels the digest reads, each with this many new posts (the most one run reads of a chat). */
  sources: number;
  postsPerSource: number;
  /** The fakes' fixed delays: every call to the user's Telegram account, every OpenAI completion. */
  telegramMs: number;
  openaiMs: number;
}

/** One reader's run of the digest, as the run's row recorded it. */
export interface ReaderRun {
  wallMs: number;
  status: string;
  postsRead: number;
  figures: ComposeFigures;
  /** Characters of user messages the fake OpenAI received for this run (summaries and the selection). */
  characters: number;
  requests: number;
  /** The upstreams' part, nothing else: ceil(sources / read lanes) reads, ceil(summary requests / lanes) completions, then the selection. */
  upstreamBoundMs: number;
}

export interface DigestRunResult extends DigestRunSettings {
  first: ReaderRun;
  second: ReaderRun;
  /** Characters one reader's run would send with each post summarised on its own (no grouping), and with grouping, both on an empty cache. */
  ungroupedCharacters: number;
  ungroupedRequests: number;
  groupedCharacters: number;
  /** first.wallMs / first.upstreamBoundMs. */
  ratio: number;
  /** second reader's characters / first's: what the shared summaries leave to send. */
  sharedShare: number;
}

const CREDENTIALS = { apiId: 1234567, apiHash: '0123456789abcdef0123456789abcdef' };
const DIGEST_BOT_CHAT = 90_000;

async function api(webUrl: string, user: BenchUser, method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${webUrl}/api${path}`, { method, headers: { ...authHeaders(user), 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * A subscriber as after the setup screens: the digest bot linked, the Telegram account signed
 * in on the fake (a number without 2FA), and a digest of the account's first `sources` channels.
 */
async function reader(webUrl: string, user: BenchUser, n: number, account: RunningSandboxTelegramUser, sources: number): Promise<string> {
  await giveActiveSubscription(user.userId);
  await TelegramLink.query().insert({ userId: user.userId, bot: 'digest', chatId: DIGEST_BOT_CHAT + n, telegramUserId: DIGEST_BOT_CHAT + n, firstName: 'Bench', languageCode: 'en', linkedAt: new Date() });
  const phone = `+79990${String(n).padStart(2, '0')}0000`;
  await api(webUrl, user, 'POST', digestPaths.credentials, CREDENTIALS);
  await api(webUrl, user, 'POST', digestPaths.authStart, { phoneNumber: phone });
  await api(webUrl, user, 'POST', digestPaths.authComplete, { code: account.codeFor(phone) });
  const { channels } = (await api(webUrl, user, 'GET', digestPaths.available)) as { channels: Array<{ id: string; title: string; type: string; username: string | null }> };
  const picked = channels.filter((c) => c.type === 'CHANNEL').slice(0, sources);
  if (picked.length < sources) throw new Error(`the fake account has ${picked.length} channels, not ${sources}`);
  const { preference } = (await api(webUrl, user, 'POST', digestPaths.preferences, { name: 'Bench news', prompt: 'Companies, markets, energy and jobs', frequency: 'DAILY', hour: 9, minute: 0, enabled: false })) as { preference: { id: string } };
  for (const channel of picked) await api(webUrl, user, 'POST', digestPaths.addChannel(preference.id), { channelId: channel.id, name: channel.title, type: channel.type, username: channel.username });
  return preference.id;
}

/** 'Test' pressed: the web process starts the run and waits for it; timed to the run's end as its row records it. */
async function testRun(webUrl: string, user: BenchUser, digestId: string, openai: RunningSandboxOpenAI, s: DigestRunSettings): Promise<ReaderRun> {
  const served = openai.digests.length;
  const pressed = Date.now();
  await api(webUrl, user, 'POST', digestPaths.test(digestId));
  let run: DigestRun | undefined;
  for (;;) {
    run = await DigestRun.query().where({ digest_id: digestId, kind: 'test' }).whereNot('status', 'running').orderBy('started_at', 'desc').first();
    if (run?.finishedAt) break;
    await sleep(100);
  }
  if (run.status !== 'sent') throw new Error(`the digest run ended ${run.status}: ${run.detail}`);
  const figures = run.figures as ComposeFigures;
  const requests = openai.digests.slice(served);
  return {
    wallMs: run.finishedAt.getTime() - pressed,
    status: run.status,
    postsRead: (run.sources as SourceOutcome[]).reduce((sum, source) => sum + source.read, 0),
    figures,
    characters: requests.reduce((sum, r) => sum + r.characters, 0),
    requests: requests.length,
    upstreamBoundMs: Math.ceil(s.sources / READ_LANES) * s.telegramMs + Math.ceil(figures.requests / SUMMARY_LANES) * s.openaiMs + s.openaiMs,
  };
}

/** An OpenAI that counts what it is sent and answers nothing: the summaries then fall back to the posts' first lines, and nothing is cached. */
function countingModel(): { openai: OpenAI; characters: () => number } {
  let characters = 0;
  const parse = (request: { messages: Array<{ role: string; content: string }> }) => {
    characters += request.messages.find((m) => m.role === 'user')?.content.length ?? 0;
    return Promise.resolve({ choices: [{ message: { parsed: { summaries: [] } } }] });
  };
  // Only the one call summariseStories makes; the rest of the SDK is never reached.
  return { openai: { chat: { completions: { parse } } } as unknown as OpenAI, characters: () => characters };
}

/**
 * One digest of `sources` channels × `postsPerSource` new posts, the fakes answering after fixed
 * delays, run by the temporal-worker as 'Test' runs it, for two readers of the same channels
 * (the second finds the summaries the first paid for). Then, in this process on the first run's
 * posts and an emptied cache, what the summaries would send with each post on its own.
 */
export async function measureDigestRun(webUrl: string, s: DigestRunSettings, deps: { account: RunningSandboxTelegramUser; openai: RunningSandboxOpenAI; jwtSecret: string; ttlSeconds: number }): Promise<DigestRunResult> {
  const [one, two] = await signInBenchUsers(2, deps.jwtSecret, deps.ttlSeconds);
  const firstDigest = await reader(webUrl, one!, 1, deps.account, s.sources);
  const secondDigest = await reader(webUrl, two!, 2, deps.account, s.sources);
  const first = await testRun(webUrl, one!, firstDigest, deps.openai, s);
  const second = await testRun(webUrl, two!, secondDigest, deps.openai, s);

  const run = await DigestRun.query().findOne({ digest_id: firstDigest, kind: 'test' });
  const read = (run!.sources as SourceOutcome[]).filter((source) => source.read > 0);
  const rows = await DigestPost.query().where('scope', 'channel').whereIn('peer_id', read.map((source) => source.peerId)).where('posted_at', '>', run!.readFrom).where('posted_at', '<=', run!.readUntil);
  const posts: ReadPost[] = rows.map((r) => ({ peerId: r.peerId, peerTitle: r.peerId, messageId: r.messageId, date: r.postedAt, text: r.text, link: r.link, forwardedFrom: r.forwardPeerId ? { peerId: r.forwardPeerId, messageId: r.forwardMessageId } : null }));
  await DigestStorySummary.query().delete();
  const alone: Story[] = posts.map((post) => ({ posts: [post], channels: [post.peerTitle], first: post, textHash: `${post.peerId}/${post.messageId}` }));
  const ungrouped = countingModel();
  const ungroupedRun = await summariseStories({ openai: ungrouped.openai, model: 'bench', limiter: null }, one!.userId, alone, 'en');
  const grouped = countingModel();
  await summariseStories({ openai: grouped.openai, model: 'bench', limiter: null }, one!.userId, groupStories(posts), 'en');
  return {
    ...s,
    first,
    second,
    ungroupedCharacters: ungrouped.characters(),
    ungroupedRequests: ungroupedRun.figures.requests,
    groupedCharacters: grouped.characters(),
    ratio: first.wallMs / first.upstreamBoundMs,
    sharedShare: second.characters / first.characters,
  };
}
