import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Summarises a V8 CPU profile (node --cpu-prof; `node bench/run.ts --profile` writes one of
 * the web process): self time by package and by function, and the inclusive time of our own
 * functions, as shares of the time the process was busy (idle excluded).
 *   node bench/profile-summary.ts [file.cpuprofile | directory (newest file)] [rows]
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const root = new URL('../', import.meta.url).pathname;

function newest(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const files = readdirSync(path).filter((f) => f.endsWith('.cpuprofile'));
  const latest = files.map((f) => join(path, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!latest) throw new Error(`no .cpuprofile in ${path}`);
  return latest;
}

/** node_modules/<package>, node:internal, (gc) and the like, or our own top-level folder. */
function packageOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1]!;
  if (url.startsWith('node:')) return 'node (built-in)';
  const path = url.replace(/^file:\/\//, '').replace(root, '');
  return `ours: ${path.split('/')[0]}/`;
}

const where = (n: ProfileNode) => {
  const { functionName, url, lineNumber } = n.callFrame;
  const file = url.replace(/^file:\/\//, '').replace(root, '').replace(/^.*node_modules\//, '');
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
};

export function summarise(profile: Profile, rows: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const idle = [...self].filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)').reduce((sum, [, t]) => sum + t, 0);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const busy = total - idle;

  const add = (m: Map<string, number>, k: string, t: number) => m.set(k, (m.get(k) ?? 0) + t);
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, t] of self) {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') continue;
    add(byPackage, packageOf(node.callFrame.url, node.callFrame.functionName), t);
    add(byFunction, where(node), t);
    // Inclusive time of our own functions: each one counted once per stack.
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur)!;
      if (packageOf(n.callFrame.url, n.callFrame.functionName).startsWith('ours:')) seen.add(where(n));
    }
    for (const key of seen) add(inclusive, key, t);
  }

  const table = (title: string, m: Map<string, number>) =>
    [
      `${title}`,
      ...[...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, rows)
        .map(([k, t]) => `  ${((100 * t) / busy).toFixed(1).padStart(5)}%  ${k}`),
    ].join('\n');
  return [
    `busy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s sampled; shares are of busy time`,
    table('self time by package', byPackage),
    table('self time by function', byFunction),
    table('inclusive time of our own functions', inclusive),
  ].join('\n\n');
}

if (import.meta.main) {
  const file = newest(process.argv[2] ?? new URL('../test-results/bench-profile/', import.meta.url).pathname);
  console.log(`${file}\n`);
  console.log(summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, Number(process.argv[3] ?? 25)));
}
