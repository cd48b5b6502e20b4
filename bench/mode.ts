import { ALL_PARTS, GATE, type Part } from './parts.ts';
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
  name: 'full' | 'gate';
}

const FLAGS = ['--check', '--full', '--profile'];

/**
 *   (none), --full   every part at full size, bench/README.md rewritten (`npm run bench`)
 *   --check          the gate (bench/parts.ts, GATE) at the gate's sizes, exit 1 past a floor,
 *                    bench/README.md untouched (the test command)
 *   --full --check   every part at full size, README rewritten, exit 1 past a floor
 *   --profile        also CPU-profile the web process into test-results/bench-profile/ (README untouched)
 */
export function modeOf(argv: readonly string[]): Mode {
  const unknown = argv.filter((a) => !FLAGS.includes(a));
  if (unknown.length > 0) throw new Error(`unknown flag ${unknown.join(', ')}: node bench/run.ts [--full] [--check] [--profile]`);
  const check = argv.includes('--check');
  const profile = argv.includes('--profile');
  const full = argv.includes('--full') || !check;
  const parts = new Set(ALL_PARTS.filter((p) => full || GATE.includes(p)));
  return { parts, settings: full ? fullSettings : gateSettings, check, writeReadme: full && !profile, profile, name: full ? 'full' : 'gate' };
}
