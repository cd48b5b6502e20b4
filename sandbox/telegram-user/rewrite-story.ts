import { seededOrder } from './seeded-hash.ts';

/** Words a channel re-telling another's story swaps, as a copy editor would. */
const SYNONYMS: Readonly<Record<string, string>> = {
  said: 'stated',
  says: 'claims',
  announced: 'unveiled',
  company: 'firm',
  companies: 'firms',
  percent: 'per cent',
  rose: 'climbed',
  fell: 'dropped',
  officials: 'authorities',
  government: 'authorities',
  expected: 'anticipated',
  expects: 'anticipates',
  plans: 'intends',
  reported: 'disclosed',
  warned: 'cautioned',
  approved: 'backed',
  biggest: 'largest',
  users: 'customers',
  researchers: 'scientists',
  scientists: 'researchers',
  coach: 'manager',
  match: 'game',
  funding: 'financing',
  million: 'mln',
  billion: 'bn',
  shares: 'stock',
  won: 'claimed',
  win: 'victory',
  forced: 'prompted',
  investors: 'traders',
  analysts: 'experts',
  previous: 'earlier',
  tops: 'leads',
  weights: 'parameters',
  // Another channel's house spelling.
  vapour: 'vapor',
  colours: 'colors',
  organisers: 'organizers',
  travellers: 'travelers',
  centre: 'center',
  nanometre: 'nanometer',
};

/** At most this many words change: the rewrite stays near-identical (core/domain/digest/group-stories.ts groups at half the word pairs shared). */
const CHANGED_WORDS = 2;

/** The words of `text` a rewrite may swap. */
export function swappableWords(text: string): string[] {
  return [...text.matchAll(/\p{L}+/gu)].map((m) => m[0]).filter((word) => SYNONYMS[word.toLowerCase()] !== undefined);
}

/**
 * Another channel's near-identical version of a story: two of its common words swapped for
 * synonyms (which two is fixed by the seed), so a digest can tell it is the same story told twice.
 */
export function rewriteStory(text: string, ...seed: Array<string | number>): string {
  const matches = [...text.matchAll(/\p{L}+/gu)].filter((m) => SYNONYMS[m[0].toLowerCase()] !== undefined);
  const chosen = new Set(seededOrder(matches.length, 'rewrite', ...seed).slice(0, CHANGED_WORDS));
  let out = '';
  let from = 0;
  matches.forEach((m, i) => {
    if (!chosen.has(i)) return;
    const word = m[0];
    const synonym = SYNONYMS[word.toLowerCase()]!;
    out += text.slice(from, m.index) + (word[0] === word[0]!.toUpperCase() ? synonym[0]!.toUpperCase() + synonym.slice(1) : synonym);
    from = m.index + word.length;
  });
  return out + text.slice(from);
}
