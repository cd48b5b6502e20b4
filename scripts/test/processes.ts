import { spawn, type ChildProcess } from 'node:child_process';

const root = new URL('../../', import.meta.url);

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** One of the app's processes (`api/server.ts`, `workers/index.ts`, `workflows/worker.ts`) as a child. */
export function startProcess(entry: string, env: Record<string, string>, started: ChildProcess[]): Started {
  const child = spawn(process.execPath, [entry], { cwd: root, env: { ...process.env, LOG_LEVEL: 'info', ...env } });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}
