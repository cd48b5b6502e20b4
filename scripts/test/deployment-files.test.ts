import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe('deployment files', () => {
  it('Procfile names web, worker and temporal-worker, each an existing entry point', () => {
    const entries = Object.fromEntries(
      read('Procfile')
        .trim()
        .split('\n')
        .map((line) => line.split(/:\s*/, 2) as [string, string]),
    );
    expect(Object.keys(entries)).toEqual(['web', 'worker', 'temporal-worker']);
    for (const command of Object.values(entries)) {
      const script = command.split(' ').find((part) => part.endsWith('.ts'));
      expect(script && existsSync(new URL(script, root))).toBe(true);
    }
  });

  it('docker-compose.yml is accepted by docker-compose and runs every process from one image', () => {
    const env = { ...process.env, PUBLIC_URL: 'https://tools.example.com', JWT_SECRET: 'j', SESSION_SECRET: 's', ENCRYPTION_KEYS: 'k', GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g', TBANK_TERMINAL_KEY: 't', TBANK_PASSWORD: 'p' };
    const config = execFileSync('docker-compose', ['config'], { cwd: root, env, encoding: 'utf8' });
    for (const service of ['postgres', 'redis', 'temporal', 'temporal-ui', 'web', 'worker', 'temporal-worker']) {
      expect(config).toMatch(new RegExp(`^  ${service}:$`, 'm'));
    }
    expect(config.match(/image: ai-tools-platform:latest/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('docker-compose.yml publishes the web process only: Temporal and its UI stay on the compose network', () => {
    const env = { ...process.env, PUBLIC_URL: 'https://tools.example.com', JWT_SECRET: 'j', SESSION_SECRET: 's', ENCRYPTION_KEYS: 'k', GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g', TBANK_TERMINAL_KEY: 't', TBANK_PASSWORD: 'p' };
    const config = execFileSync('docker-compose', ['config'], { cwd: root, env, encoding: 'utf8' });
    const services = config.slice(config.search(/^services:$/m)).split(/^ {2}(?=[\w-]+:$)/m).slice(1);
    const published = services.filter((block) => /^ {4}ports:$/m.test(block)).map((block) => block.slice(0, block.indexOf(':')));
    expect(published).toEqual(['web']);
    const ui = services.find((block) => block.startsWith('temporal-ui:'))!;
    expect(ui).toMatch(/TEMPORAL_UI_PUBLIC_PATH: \/admin\/temporal/);
    expect(services.find((block) => block.startsWith('web:'))).toMatch(/TEMPORAL_UI_URL: http:\/\/temporal-ui:8080/);
  });

  it('the production image carries no sandbox fake: its runtime stage copies the server code but not sandbox/', () => {
    const runtime = read('Dockerfile').split(/^FROM /m).at(-1)!;
    const copied = [...runtime.matchAll(/^COPY (?!--from)(\S+)/gm)].map((m) => m[1]);
    expect(copied).toContain('api');
    expect(copied.filter((path) => path === '.' || path?.startsWith('sandbox'))).toEqual([]);
  });

  it('the README opens with the two commands, and CI runs the second one', () => {
    const blocks = [...read('README.md').matchAll(/```bash\n([^`]+)```/g)].map((m) => m[1]?.trim());
    expect(blocks.slice(0, 2)).toEqual(['npm run dev', 'npm test']);
    expect(read('.ci/run')).toMatch(/^npm test$/m);
  });
});
