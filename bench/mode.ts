import { ALL_PARTS, GATE, NEEDS, type Part } from './parts.ts';
import type { Settings } from './report.ts';
import { fullSettings, gateSettings } from './settings.ts';

/** What one `node bench/run.ts` does, from its flags. */
export interface Mode {
  /** The parts measured, in PARTS' order. */
  parts: ReadonlySet<Part>;
  settings: Settings;
  /** Exit 1 when a figure crosses its floor. */
  check: boolean;
  /** A full run that is not profiled rewrites bench/README.md; the gate only prints its figures. */
  writeReadme: boolean;
  profile: boolean;
  /** 'parts': only the parts named with --part, at full size, bench/README.md untouched. */
  name: 'full' | 'gate' | 'parts';
}

const FLAGS = ['--check', '--full', '--profile'];
const PART_FLAG = /^--part=(.+)$/;

/**
 *   (none), --full   every part at full size, bench/README.md rewritten (`npm run bench`)
 *   --check          the gate (bench/parts.ts, GATE) at the gate's sizes, exit 1 past a floor,
 *                    bench/README.md untouched (the test command)
 *   --full --check   every part at full size, README rewritten, exit 1 past a floor
 *   --profile        also CPU-profile the web process into test-results/bench-profile/ (README untouched)
 *   --part=<name>    only that part (repeatable; with the parts it stands on, bench/parts.ts
 *                    NEEDS) at full size, its figures printed and judged, README untouched:
 *                    one figure again after a change, in minutes rather than the full run's hour
 */
export function modeOf(argv: readonly string[]): Mode {
  const named = argv.flatMap((a) => PART_FLAG.exec(a)?.[1] ?? []);
  const unknown = argv.filter((a) => !FLAGS.includes(a) && !PART_FLAG.test(a));
  if (unknown.length > 0) throw new Error(`unknown flag ${unknown.join(', ')}: node bench/run.ts [--full] [--check] [--profile] [--part=<name>]`);
  const notParts = named.filter((n) => !(ALL_PARTS as readonly string[]).includes(n));
  if (notParts.length > 0) throw new Error(`no part named ${notParts.join(', ')}: the parts are ${ALL_PARTS.join(', ')}`);
  const check = argv.includes('--check');
  const profile = argv.includes('--profile');
  if (named.length > 0) {
    if (argv.includes('--full')) throw new Error('--part measures some parts, --full all of them: give one');
    const wanted = new Set<Part>(named as Part[]);
    for (const part of [...wanted]) for (const needed of NEEDS[part] ?? []) wanted.add(needed);
    return { parts: new Set(ALL_PARTS.filter((p) => wanted.has(p))), settings: fullSettings, check, writeReadme: false, profile, name: 'parts' };
  }
  const full = argv.includes('--full') || !check;
  const parts = new Set(ALL_PARTS.filter((p) => full || GATE.includes(p)));
  return { parts, settings: full ? fullSettings : gateSettings, check, writeReadme: full && !profile, profile, name: full ? 'full' : 'gate' };
}
