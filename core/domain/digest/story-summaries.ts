import { zodResponseFormat } from 'openai/helpers/zod';
import { DigestStorySummary } from '../../../db/index.ts';
import type { Story } from './group-stories.ts';
import type { DigestModelDeps } from './model-deps.ts';
import { STORY_SUMMARIES_FORMAT, storySummariesSchema } from './model-schemas.ts';
import { modelOf, takeModelSlot } from '../../clients/model-unavailable.ts';

/** A post this short is its own summary: asking the model would cost more than it saves. */
export const SHORT_ENOUGH = 280;
/** Stories per request: long enough lists to save the instructions' repeats, short enough to answer well. */
const BATCH = 20;
/** Requests in flight at once for one run: a run of 10,000 new posts is a few hundred requests (bench/README.md). */
export const SUMMARY_LANES = 6;
/** A post's text as sent: the first this many characters tell the story. */
const TEXT_LIMIT = 2000;

const SYSTEM = (language: string) =>
  [
    'You summarise posts from Telegram channels for a news digest.',
    `For each numbered story write one or two plain sentences in ${language === 'ru' ? 'Russian' : 'English'} with the facts that matter: who, what, numbers, when.`,
    'No opinions, no emoji, no links, no hashtags. Answer every story number you were given.',
  ].join(' ');

export interface SummaryFigures {
  stories: number;
  cached: number;
  short: number;
  summarised: number;
  /** Characters of post text sent to the model. */
  charactersSent: number;
  requests: number;
}

/**
 * Each story's summary in the reader's language, made once for everyone: stored by the hash
 * of the story's text, so a post read by a thousand digests is summarised by the first.
 */
export async function summariseStories(deps: DigestModelDeps, userId: string, stories: Story[], language: string): Promise<{ summaries: Map<string, string>; figures: SummaryFigures }> {
  const figures: SummaryFigures = { stories: stories.length, cached: 0, short: 0, summarised: 0, charactersSent: 0, requests: 0 };
  const summaries = new Map<string, string>();
  const hashes = [...new Set(stories.map((s) => s.textHash))];
  for (let i = 0; i < hashes.length; i += 1000) {
    const rows = await DigestStorySummary.query().whereIn('text_hash', hashes.slice(i, i + 1000)).where('language', language);
    for (const row of rows) summaries.set(row.textHash, row.summary);
  }
  const missing: Story[] = [];
  const seen = new Set<string>();
  for (const story of stories) {
    if (summaries.has(story.textHash)) figures.cached += 1;
    else if (story.first.text.length <= SHORT_ENOUGH) {
      summaries.set(story.textHash, story.first.text.trim());
      figures.short += 1;
    } else if (!seen.has(story.textHash)) {
      seen.add(story.textHash);
      missing.push(story);
    }
  }
  const batches = Array.from({ length: Math.ceil(missing.length / BATCH) }, (_, i) => missing.slice(i * BATCH, (i + 1) * BATCH));
  const summarise = async (batch: Story[]) => {
    const listed = batch.map((story, n) => `[${n}] ${story.first.text.slice(0, TEXT_LIMIT)}`).join('\n\n');
    figures.charactersSent += listed.length;
    figures.requests += 1;
    const answer = await askModel(deps, userId, SYSTEM(language), listed);
    const rows = answer.summaries.filter((s) => batch[s.story] && s.summary.trim()).map((s) => ({ textHash: batch[s.story]!.textHash, language, summary: s.summary.trim(), model: deps.model }));
    if (rows.length > 0) await DigestStorySummary.query().insert(rows).onConflict(['text_hash', 'language']).ignore();
    for (const row of rows) summaries.set(row.textHash, row.summary);
    figures.summarised += rows.length;
    // A story the model skipped is told by its own first lines rather than dropped.
    for (const story of batch) if (!summaries.has(story.textHash)) summaries.set(story.textHash, `${story.first.text.slice(0, SHORT_ENOUGH).trim()}…`);
  };
  const lane = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) await summarise(batch);
  };
  await Promise.all(Array.from({ length: Math.min(SUMMARY_LANES, batches.length) }, lane));
  return { summaries, figures };
}

async function askModel(deps: DigestModelDeps, userId: string, system: string, user: string) {
  const openai = modelOf(deps.openai);
  await takeModelSlot(deps.limiter, userId);
  const completion = await openai.chat.completions.parse({
    model: deps.model,
    temperature: 0,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
    response_format: zodResponseFormat(storySummariesSchema, STORY_SUMMARIES_FORMAT),
  });
  return completion.choices[0]?.message.parsed ?? { summaries: [] };
}
