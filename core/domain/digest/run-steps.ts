import { DigestPost, DigestPreference, DigestRun, DigestSource, TelegramLink } from '../../../db/index.ts';
import type { Peer, Post } from '../../clients/telegram-user/user-client.ts';
import { TelegramUserError } from '../../clients/telegram-user/user-client.ts';
import type { TelegramOutbox } from '../telegram/outbox.ts';
import { splitTelegramHtml } from '../telegram/split-message.ts';
import { readUserSettings } from '../settings/user-settings.ts';
import { currentSubscription } from '../subscription/find-subscription.ts';
import { canUsePremium } from '../subscription/status-body.ts';
import type { DigestAccountDeps } from './deps.ts';
import { groupStories, type ReadPost } from './group-stories.ts';
import type { DigestModelDeps } from './model-deps.ts';
import { renderDigest } from './render-digest.ts';
import { isRunReason, runDetail, type RunReason } from './run-detail.ts';
import { selectItems } from './select-items.ts';
import { periodMs } from './slot.ts';
import { summariseStories, type SummaryFigures } from './story-summaries.ts';
import { withConnection } from './telegram-account.ts';

/**
 * The steps of one digest run (workflows/digest-run/). Each keeps its result on the run's row,
 * so a step repeated after a crash finds its work done: the posts are upserted, the content is
 * composed once, and the send's keys make a second send a no-op.
 */
export interface DigestRunDeps {
  account: DigestAccountDeps;
  model: DigestModelDeps;
  outbox: TelegramOutbox;
  premiumGraceMs: number;
  now: () => Date;
}

/** Posts read from one chat in one run at most (the newest when there are more). */
export const POSTS_PER_SOURCE = 200;
/** A paused digest's first run reads at most this far back. */
const LONGEST_WINDOW_MS = 7 * 86_400_000;
/** Sources read at once on the one session. */
export const READ_LANES = 4;

export type RunStart = { runId: string; status: DigestRun['status'] } | { runId: null; status: 'gone' };

export interface SourceOutcome {
  peerId: string;
  title: string;
  read: number;
  /** Set when the chat was not read: a FloodWait longer than we wait, or the chat is gone. */
  skipped?: string;
  readableAt?: string;
}

const TELEGRAM_TEXT_LIMIT = 4096;

/** Posts of channels and supergroups are the channel's; a basic group's or private chat's message ids are the reader's. */
const scopeOf = (peer: Pick<Peer, 'id'>, userId: string) => (peer.id.startsWith('-100') ? 'channel' : userId);

export async function beginRun(deps: DigestRunDeps, input: { digestId: string; runKey: string; kind: 'scheduled' | 'test'; scheduledFor: string }): Promise<RunStart> {
  const existing = await DigestRun.query().findOne({ run_key: input.runKey });
  if (existing) return { runId: existing.id, status: existing.status };
  const digest = await DigestPreference.query().findById(input.digestId);
  if (!digest) return { runId: null, status: 'gone' };
  const scheduledFor = new Date(input.scheduledFor);
  const readUntil = input.kind === 'test' ? deps.now() : scheduledFor;
  // A test reads what the next digest would, and moves nothing: only scheduled runs count as read.
  const last = await DigestRun.query().where('digest_id', digest.id).where('kind', 'scheduled').whereIn('status', ['sent', 'empty']).max('read_until as readUntil').first();
  const lastUntil = (last as unknown as { readUntil: Date | null } | undefined)?.readUntil ?? null;
  const readFrom = new Date(Math.max(lastUntil ? new Date(lastUntil).getTime() : readUntil.getTime() - periodMs(digest.frequency), readUntil.getTime() - LONGEST_WINDOW_MS));
  const skipped: RunReason | null = input.kind === 'scheduled' && !digest.enabled ? 'paused' : !canUsePremium(await currentSubscription(digest.userId), deps.now(), deps.premiumGraceMs) ? 'no_premium' : null;
  const skip = skipped ? runDetail(skipped, (await readUserSettings(digest.userId)).locale) : null;
  const row = await DigestRun.query()
    .insert({ digestId: digest.id, userId: digest.userId, runKey: input.runKey, kind: input.kind, scheduledFor, readFrom, readUntil, status: skip ? 'skipped' : 'running', detail: skip, finishedAt: skip ? deps.now() : null })
    .onConflict('run_key')
    .ignore()
    .returning('*');
  const run = row.id ? row : await DigestRun.query().findOne({ run_key: input.runKey });
  return { runId: run!.id, status: run!.status };
}

const runOf = async (runId: string) => {
  const run = await DigestRun.query().findById(runId);
  if (!run) throw new Error(`Digest run ${runId} is gone`);
  return run;
};

const toRow = (post: Post, scope: string) => ({
  scope,
  peerId: post.peerId,
  messageId: post.messageId,
  postedAt: post.date,
  text: post.text,
  link: post.link,
  forwardPeerId: post.forwardedFrom?.peerId ?? null,
  forwardMessageId: post.forwardedFrom?.messageId ?? null,
});

/**
 * Every chat the digest reads, its folders resolved now (a channel added to the folder in
 * Telegram is in this digest), read on one session. A chat Telegram makes us wait for longer
 * than we sleep is skipped and reported with the moment it can be read again.
 */
export async function readRunSources(deps: DigestRunDeps, runId: string, onSource?: () => void): Promise<SourceOutcome[]> {
  const run = await runOf(runId);
  const sources = await DigestSource.query().where('digest_id', run.digestId).orderBy('created_at');
  const outcomes = await withConnection(deps.account, run.userId, async (connection) => {
    const peers = new Map<string, Peer>();
    const folders = sources.some((s) => s.sourceType === 'FOLDER') ? await connection.folders() : [];
    for (const source of sources) {
      if (source.sourceType === 'CHANNEL') peers.set(source.sourceId, { id: source.sourceId, title: source.title, username: source.username, type: source.peerType as Peer['type'] });
      else for (const peer of folders.find((f) => String(f.id) === source.sourceId)?.peers ?? []) peers.set(peer.id, peer);
    }
    const queue = [...peers.values()];
    const done: SourceOutcome[] = [];
    const lane = async () => {
      for (let peer = queue.shift(); peer; peer = queue.shift()) {
        try {
          const posts = (await connection.history(peer, run.readFrom, POSTS_PER_SOURCE)).filter((p) => p.date <= run.readUntil);
          if (posts.length > 0) await DigestPost.query().insert(posts.map((p) => toRow(p, scopeOf(peer, run.userId)))).onConflict(['scope', 'peer_id', 'message_id']).ignore();
          done.push({ peerId: peer.id, title: peer.title, read: posts.length });
        } catch (error) {
          if (!(error instanceof TelegramUserError) || !['FLOOD_WAIT', 'PEER_UNAVAILABLE'].includes(error.code)) throw error;
          const readableAt = error.code === 'FLOOD_WAIT' ? new Date(deps.now().getTime() + (error.retryAfterSeconds ?? 0) * 1000).toISOString() : undefined;
          done.push({ peerId: peer.id, title: peer.title, read: 0, skipped: error.code === 'FLOOD_WAIT' ? 'Telegram asked to wait' : 'The chat cannot be read', ...(readableAt ? { readableAt } : {}) });
        }
        onSource?.();
      }
    };
    await Promise.all(Array.from({ length: Math.min(READ_LANES, queue.length) }, lane));
    return done;
  });
  await DigestRun.query().findById(runId).patch({ sources: outcomes });
  return outcomes;
}

export interface ComposeFigures extends SummaryFigures {
  posts: number;
  selectionCharacters: number;
  items: number;
}

/** Groups, summarises (shared), selects for the reader and renders; kept on the run so a retry sends the same text. */
export async function composeRun(deps: DigestRunDeps, runId: string): Promise<{ empty: boolean; detail: string | null; figures: ComposeFigures | null }> {
  const run = await runOf(runId);
  if (run.content !== null) return { empty: false, detail: null, figures: null };
  if (run.status !== 'running') return { empty: run.status === 'empty', detail: run.detail, figures: null };
  const digest = await DigestPreference.query().findById(run.digestId);
  if (!digest) throw new Error('The digest was deleted during its run');
  const read = ((run.sources ?? []) as SourceOutcome[]).filter((s) => s.read > 0);
  const titles = new Map(read.map((s) => [s.peerId, s.title]));
  const rows = read.length === 0 ? [] : await DigestPost.query().whereIn('scope', ['channel', run.userId]).whereIn('peer_id', [...titles.keys()]).where('posted_at', '>', run.readFrom).where('posted_at', '<=', run.readUntil);
  const posts: ReadPost[] = rows.map((r) => ({
    peerId: r.peerId,
    peerTitle: titles.get(r.peerId) ?? r.peerId,
    messageId: r.messageId,
    date: r.postedAt,
    text: r.text,
    link: r.link,
    forwardedFrom: r.forwardPeerId ? { peerId: r.forwardPeerId, messageId: r.forwardMessageId } : null,
  }));
  const language = (await readUserSettings(run.userId)).locale;
  const stories = groupStories(posts);
  const { summaries, figures } = await summariseStories(deps.model, run.userId, stories, language);
  const selected = await selectItems(deps.model, run.userId, { stories, summaries, prompt: digest.prompt, language, onlyImportant: digest.onlyImportant });
  const allFigures: ComposeFigures = { ...figures, posts: posts.length, selectionCharacters: selected.charactersSent, items: selected.items.length };
  if (selected.items.length === 0) {
    const detail = runDetail(posts.length === 0 ? 'no_posts' : digest.onlyImportant ? 'nothing_important' : 'nothing_matched', language);
    await DigestRun.query().findById(runId).where('status', 'running').patch({ status: 'empty', detail, figures: allFigures, finishedAt: deps.now() });
    return { empty: true, detail, figures: allFigures };
  }
  const content = renderDigest({ name: digest.name, items: selected.items, from: run.readFrom, until: run.readUntil, timezone: digest.timezone, language, maxLength: digest.maxLength });
  await DigestRun.query().findById(runId).whereNull('content').patch({ content, figures: allFigures });
  return { empty: false, detail: null, figures: allFigures };
}

/** Sends the composed digest through the digest bot and records it once (the history entry). */
export async function deliverRun(deps: DigestRunDeps, runId: string): Promise<{ messageCount: number }> {
  const run = await runOf(runId);
  if (run.status === 'sent') return { messageCount: run.messageCount ?? 0 };
  if (run.content === null) throw new Error('Nothing composed to send');
  const link = await TelegramLink.query().findOne({ user_id: run.userId, bot: 'digest' });
  if (!link) throw new DigestRunFailure('bot_not_linked');
  const messageCount = splitTelegramHtml(run.content, TELEGRAM_TEXT_LIMIT).length;
  await deps.outbox.send('digest', link.chatId, `digest-${run.id}`, { text: run.content });
  const now = deps.now();
  await DigestRun.query().findById(runId).where('status', 'running').patch({ status: 'sent', messageCount, sentAt: now, finishedAt: now });
  await DigestPreference.query().findById(run.digestId).patch({ lastSentAt: now });
  return { messageCount };
}

/** A failure the user must act on (not retried): kept on the run and told in the bot's chat once. */
export class DigestRunFailure extends Error {
  override readonly name = 'DigestRunFailure';
  readonly reason: RunReason;
  constructor(reason: RunReason) {
    super(reason);
    this.reason = reason;
  }
}

const FAILED_TEXT = {
  en: (name: string, detail: string) => `Your digest “${name}” could not be made: ${detail}`,
  ru: (name: string, detail: string) => `Не удалось подготовить дайджест «${name}»: ${detail}`,
};

/** Marks the run failed with the reason in the reader's language and tells the bot's chat once; answers the text kept. */
export async function failRun(deps: DigestRunDeps, runId: string, reason: string): Promise<string> {
  const run = await runOf(runId);
  const language = (await readUserSettings(run.userId)).locale;
  const detail = runDetail(isRunReason(reason) ? reason : 'unexpected', language);
  if (run.status !== 'running') return run.detail ?? detail;
  await DigestRun.query().findById(runId).where('status', 'running').patch({ status: 'failed', detail, finishedAt: deps.now() });
  const link = await TelegramLink.query().findOne({ user_id: run.userId, bot: 'digest' });
  const digest = await DigestPreference.query().findById(run.digestId);
  if (!link || !digest) return detail;
  await deps.outbox.send('digest', link.chatId, `digest-${run.id}-failed`, { text: FAILED_TEXT[language](digest.name, detail), html: false });
  return detail;
}
