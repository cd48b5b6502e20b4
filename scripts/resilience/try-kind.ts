import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { LoadKind } from './load/contract.ts';
import { startLoad } from './load/driver.ts';
import { startStack } from './stack/start-stack.ts';

/**
 * For whoever writes a load kind: `node scripts/resilience/try-kind.ts <module> [count] [rate]`
 * starts the whole stack without faults, runs the kind's setup, offers `count` at `rate` a
 * second, audits and prints the result (exit 1 unless nothing was lost or doubled).
 */
const [modulePath, countArg = '20', rateArg = '2'] = process.argv.slice(2);
if (!modulePath) {
  console.error('usage: node scripts/resilience/try-kind.ts <kind module> [count] [rate]');
  process.exit(2);
}
const mod = (await import(pathToFileURL(resolve(modulePath)).href)) as Record<string, unknown>;
const kind = Object.values(mod).find((v): v is LoadKind => typeof v === 'object' && v !== null && 'offer' in v && 'audit' in v);
if (!kind) throw new Error(`${modulePath} exports no LoadKind`);
const count = Number(countArg);
const rate = Number(rateArg);
const stack = await startStack((line) => console.log(`· ${line}`), () => count);
let code: number;
try {
  await kind.setup(stack.ctx);
  console.log(`· ${kind.name}: set up; offering ${count} at ${rate}/s`);
  const load = startLoad(stack.ctx, [kind], rate, (err) => {
    console.error('offer threw:', err);
    process.exitCode = 1;
  });
  while (load.offered.length + load.inFlight() < count) await new Promise((r) => setTimeout(r, 50));
  await load.stop();
  const statuses: Record<number, number> = {};
  for (const o of load.offered) for (const t of o.tries) statuses[t.status] = (statuses[t.status] ?? 0) + 1;
  console.log(`· answers by status: ${JSON.stringify(statuses)}`);
  const result = await kind.audit(stack.ctx, load.offered, 120_000);
  console.log(JSON.stringify(result, null, 2));
  code = result.lost === 0 && result.doubled === 0 && result.accepted > 0 ? 0 : 1;
} finally {
  await stack.stop({ keep: process.env.KEEP === '1' });
  if (process.env.KEEP === '1') console.log(`kept ${stack.dir}`);
}
process.exit(code);
