import { createInterface } from 'node:readline/promises';
import { CliError } from './errors.ts';

/** More than this many items and a command asks first (unless --yes). */
export const CONFIRM_ABOVE = 5;

/**
 * Asks on the terminal before acting on many items. Without a terminal to ask (a pipe, a cron
 * job) it refuses rather than guess: the caller passes --yes.
 */
export async function confirmMany(count: number, question: string, opts: { yes: boolean }): Promise<boolean> {
  if (count <= CONFIRM_ABOVE || opts.yes) return true;
  if (!process.stdin.isTTY) throw new CliError(`This would act on ${count} items and there is no terminal to ask: pass --yes to go ahead (or --dry-run to see them).`);
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await rl.question(`${question} [y/N] `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}
