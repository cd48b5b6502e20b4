import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The project's Node (the npm package), as `npm run` would pick it. */
const nodeBin = fileURLToPath(new URL('../../../node_modules/.bin/node', import.meta.url));

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * One of our scripts as an operator runs it: a process of its own, its output collected, its
 * exit code answered. `env` replaces this process's environment when `inheritEnv` is false
 * (a script that must not see the test's DATABASE_URL); SIGTERM after `timeoutMs`.
 */
export function runScript(path: string, args: string[], options: { cwd?: string; env?: Record<string, string>; inheritEnv?: boolean; timeoutMs?: number } = {}): Promise<Ran> {
  const started = Date.now();
  const env = options.inheritEnv === false ? { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/', ...options.env } : { ...process.env, ...options.env };
  return new Promise((resolve, reject) => {
    const child = spawn(nodeBin, [path, ...args], { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGTERM'), options.timeoutMs) : undefined;
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}
