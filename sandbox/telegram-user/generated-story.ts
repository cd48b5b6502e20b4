import { seededHash, seededOrder } from './seeded-hash.ts';

/**
 * Stories made up from a seed, every one different, for a benchmark whose channels post
 * thousands of times (the story bank's fifty would repeat). Sentences are drawn from templates
 * filled with made-up names and numbers: as long as real channel posts (two to six sentences,
 * about 150 to 900 characters), with the common words rewrite-story.ts swaps, and no two alike
 * enough for the digest to group them (core/domain/digest/group-stories.ts).
 */
const COMPANIES = [
  'Northwind', 'Helio Mobile', 'Quanta Chips', 'Stratus Cloud', 'Meridian Bank', 'Nordic Freight', 'CarbonLoop', 'Redleaf', 'Orbit', 'Zipp', 'Kinetik', 'Penny',
  'Baltline', 'CloudPeak', 'Atlas Foods', 'Vega Motors', 'Lumen Labs', 'Crate', 'Pulse Health', 'Granite Steel', 'Bluefin Air', 'Solace Energy', 'Tandem Bio', 'Harbor Retail',
];
const PEOPLE = ['Anna Berg', 'Marcus Hale', 'Ida Lund', 'Peter Kiptoo', 'Sofia Marin', 'Jonas Vik', 'Elena Duarte', 'Tomas Novak', 'Grace Okafor', 'Lena Fischer', 'Ravi Menon', 'Hugo Laurent'];
const PLACES = ['Lisbon', 'Oslo', 'Warsaw', 'Nairobi', 'Osaka', 'Toronto', 'Valencia', 'Tallinn', 'Lyon', 'Porto', 'Krakow', 'Busan', 'Austin', 'Gdansk', 'Leeds', 'Turin'];
const THINGS = ['battery plant', 'data centre', 'rail line', 'payments app', 'vaccine trial', 'wind farm', 'chip factory', 'delivery service', 'cargo port', 'satellite launch', 'loyalty programme', 'water project'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

interface Picks {
  company: string;
  rival: string;
  person: string;
  place: string;
  thing: string;
  day: string;
  /** Three numbers of different sizes, so no two stories share their figures. */
  n: [number, number, number];
}

const SENTENCES: ReadonlyArray<(p: Picks) => string> = [
  (p) => `${p.company} announced a ${p.thing} in ${p.place} worth ${p.n[0]} million dollars, the company said on ${p.day}.`,
  (p) => `Officials in ${p.place} said the ${p.thing} will create about ${p.n[1]} jobs over ${p.n[2] % 9 + 2} years.`,
  (p) => `Shares of ${p.company} rose ${p.n[2] % 17 + 1} percent after the news, while ${p.rival} fell slightly.`,
  (p) => `${p.person}, who leads the project, said the first phase should open by ${p.day === 'Sunday' ? 'spring' : 'autumn'} ${2027 + (p.n[2] % 3)}.`,
  (p) => `Analysts expected the deal to close within ${p.n[2] % 11 + 2} months, pending approval from regulators in ${p.place}.`,
  (p) => `The government approved ${p.n[1]} million in support for the ${p.thing}, the biggest such grant this year.`,
  (p) => `${p.rival} warned that the plan could raise prices for users in ${p.place} by ${p.n[2] % 12 + 3}.${p.n[0] % 10} percent.`,
  (p) => `Researchers at the university of ${p.place} reported that a pilot with ${p.n[1]} households cut energy use by a fifth.`,
  (p) => `Investors welcomed the move, and ${p.person} said the company plans to hire ${p.n[0] % 400 + 40} engineers.`,
  (p) => `Local residents forced a delay last year, when ${p.n[1]} people signed a petition against the ${p.thing} near ${p.place}.`,
  (p) => `${p.company} reported revenue of ${p.n[0]} million for the quarter, up from ${Math.round(p.n[0] * 0.8)} million a year earlier.`,
  (p) => `The previous record, set by ${p.rival} in ${2015 + (p.n[1] % 9)}, stood at ${p.n[2]} units a day.`,
  (p) => `${p.person} told reporters on ${p.day} that talks with ${p.rival} about a joint ${p.thing} were going well.`,
  (p) => `Officials said inspections found ${p.n[2] % 30 + 2} faults, and ${p.company} expects repairs to take ${p.n[2] % 6 + 2} weeks.`,
];

const pick = <T>(list: readonly T[], ...seed: Array<string | number>): T => list[seededHash(...seed) % list.length]!;

/** Story k of the chat seeded `key`: the same text for the same (key, k) in every process. */
export function generatedStory(key: string, k: number): string {
  const company = pick(COMPANIES, key, k, 'company');
  const others = COMPANIES.filter((c) => c !== company);
  const picks: Picks = {
    company,
    rival: pick(others, key, k, 'rival'),
    person: pick(PEOPLE, key, k, 'person'),
    place: pick(PLACES, key, k, 'place'),
    thing: pick(THINGS, key, k, 'thing'),
    day: pick(DAYS, key, k, 'day'),
    n: [100 + (seededHash(key, k, 'n0') % 9_900), 1_000 + (seededHash(key, k, 'n1') % 99_000), 10 + (seededHash(key, k, 'n2') % 990)],
  };
  // Two to six sentences: a share of posts short enough to be their own summary, as in real
  // channels (one sentence from a template would be near-identical to another's).
  const count = 2 + (seededHash(key, k, 'length') % 5);
  return seededOrder(SENTENCES.length, key, k, 'order')
    .slice(0, count)
    .map((i) => SENTENCES[i]!(picks))
    .join(' ');
}
