import { DIGEST_SELECTION_FORMAT, digestSelectionSchema, STORY_SUMMARIES_FORMAT, storySummariesSchema, type DigestSelection } from '../../core/domain/digest/model-schemas.ts';

/**
 * The digest's two structured outputs, answered from the request alone so the same request
 * gives the same digest: a story's summary is its first sentence (at most 200 characters); the
 * selection keeps the stories that share a word with the reader's interests (all of them when
 * none does, at most 8), important when several channels told it or it says it is urgent.
 */
export const DIGEST_FORMATS = [STORY_SUMMARIES_FORMAT, DIGEST_SELECTION_FORMAT] as const;

const numbered = (text: string) => [...text.matchAll(/^\[(\d+)\] ([\s\S]*?)(?=\n\[\d+\] |\n*$)/gm)].map((m) => ({ n: Number(m[1]), body: m[2]!.trim() }));

function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = flat.search(/[.!?…](\s|$)/);
  const sentence = end > 0 ? flat.slice(0, end + 1) : flat;
  return sentence.length > 200 ? `${sentence.slice(0, 199)}…` : sentence;
}

const stems = (text: string) => new Set((text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).map((w) => w.slice(0, 5)));
const URGENT = /breaking|urgent|срочно|молния|⚡/i;

export function answerDigestFormat(name: string, system: string, user: string): string {
  if (name === STORY_SUMMARIES_FORMAT) {
    return JSON.stringify(storySummariesSchema.parse({ summaries: numbered(user).map(({ n, body }) => ({ story: n, summary: firstSentence(body) })) }));
  }
  const interests = stems(/"""([\s\S]*?)"""/.exec(system)?.[1] ?? '');
  const stories = numbered(user).map(({ n, body }) => {
    const channels = /^\(([^)]*)\)/.exec(body)?.[1]?.split(', ') ?? [];
    const summary = body.replace(/^\([^)]*\)\s*/, '');
    const matches = [...stems(summary)].filter((s) => interests.has(s)).length;
    return { n, channels, summary, matches };
  });
  const matching = stories.filter((s) => s.matches > 0).sort((a, b) => b.matches - a.matches || a.n - b.n);
  const picked = (matching.length > 0 ? matching : stories).slice(0, 8);
  const selection: DigestSelection = { items: picked.map((s) => ({ story: s.n, important: s.channels.length > 1 || URGENT.test(s.summary), text: s.summary })) };
  return JSON.stringify(digestSelectionSchema.parse(selection));
}
