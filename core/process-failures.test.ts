import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const module = fileURLToPath(new URL('./process-failures.ts', import.meta.url));

/** A process that installs the handlers, then fails as `failure` does while a timer would keep it alive. */
function run(failure: string) {
  const script = [
    `import { pino } from 'pino';`,
    `import { exitOnUncaughtErrors } from ${JSON.stringify(module)};`,
    `exitOnUncaughtErrors(pino(), 'test-role');`,
    `setInterval(() => undefined, 1000);`,
    failure,
  ].join('\n');
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8', timeout: 20_000 });
}

describe('exitOnUncaughtErrors', () => {
  it('an unhandled rejection ends the process with code 1 and one fatal line naming the role and the error', () => {
    const child = run(`Promise.reject(new Error('nobody caught me'));`);
    expect(child.status).toBe(1);
    const line = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { level: number; role: string; msg: string; err: { message: string } };
    expect(line).toMatchObject({ level: 60, role: 'test-role', err: { message: 'nobody caught me' } });
    expect(line.msg).toContain('unhandled rejection');
  });

  it('an uncaught exception does the same', () => {
    const child = run(`setTimeout(() => { throw new Error('thrown in a timer'); }, 10);`);
    expect(child.status).toBe(1);
    expect(child.stdout).toContain('thrown in a timer');
    expect(child.stdout).toContain('uncaught exception');
  });
});
