import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { knexConfig } from '../../db/knexfile.ts';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The file as docker-compose resolves it (it needs no daemon for this), with the secrets it requires set. */
function composeConfig(extra: Record<string, string> = {}): string {
  const env = { ...process.env, PUBLIC_URL: 'https://tools.example.com', TEMPORAL_UI_PUBLIC_URL: 'https://temporal.tools-ops.example', JWT_SECRET: 'j', SESSION_SECRET: 's', ENCRYPTION_KEYS: 'k', GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g', TBANK_TERMINAL_KEY: 't', TBANK_PASSWORD: 'p', METRICS_TOKEN: 'metrics-token-0123456789', ...extra };
  return execFileSync('docker-compose', ['config'], { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Each service's block of the resolved file, by name. */
function composeServices(config: string): Map<string, string> {
  const blocks = config.slice(config.search(/^services:$/m), config.search(/^(?:volumes|version):/m)).split(/^ {2}(?=[\w-]+:$)/m).slice(1);
  return new Map(blocks.map((block) => [block.slice(0, block.indexOf(':')), block]));
}

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
    const config = composeConfig();
    for (const service of ['postgres', 'redis', 'temporal', 'temporal-ui', 'web', 'worker', 'temporal-worker']) {
      expect(config).toMatch(new RegExp(`^  ${service}:$`, 'm'));
    }
    expect(config.match(/image: ai-tools-platform:latest/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('docker-compose.yml publishes the web process only: Temporal and its UI stay on the compose network', () => {
    const config = composeConfig();
    const services = composeServices(config);
    const published = [...services].filter(([, block]) => /^ {4}ports:$/m.test(block)).map(([name]) => name);
    expect(published).toEqual(['web']);
    expect(services.get('temporal-ui')).toMatch(/TEMPORAL_UI_PUBLIC_PATH: \/admin\/temporal/);
    expect(services.get('web')).toMatch(/TEMPORAL_UI_URL: http:\/\/temporal-ui:8080/);
  });

  it('docker-compose.yml runs the Temporal UI read-only, served by web on an origin of its own', () => {
    const services = composeServices(composeConfig());
    expect(services.get('temporal-ui')).toMatch(/TEMPORAL_DISABLE_WRITE_ACTIONS: "true"/);
    expect(services.get('web')).toMatch(/TEMPORAL_UI_PUBLIC_URL: https:\/\/temporal\.tools-ops\.example/);
    expect(services.get('web')).toMatch(/TEMPORAL_UI_LISTEN_PORT: ['"]?3001['"]?$/m);
    expect(services.get('web')).toMatch(/published: ['"]?3001['"]?$/m);
  });

  it('docker-compose.yml runs worker and temporal-worker as 2 replicas each (or as many as set), with no name or port of their own', () => {
    for (const [extra, replicas] of [[{}, 2], [{ WORKER_REPLICAS: '3', TEMPORAL_WORKER_REPLICAS: '4' }, null]] as const) {
      const services = composeServices(composeConfig(extra));
      expect(services.get('worker')).toMatch(new RegExp(`^ {4}deploy:\\n {6}replicas: ${replicas ?? 3}$`, 'm'));
      expect(services.get('temporal-worker')).toMatch(new RegExp(`^ {4}deploy:\\n {6}replicas: ${replicas ?? 4}$`, 'm'));
      for (const name of ['worker', 'temporal-worker']) {
        // A fixed container name or a host port would let only one replica start.
        expect(services.get(name)).not.toMatch(/^ {4}(container_name|ports):/m);
        // Past the temporal-worker's 30 s grace for running activities, and time for running jobs.
        expect(services.get(name)).toMatch(/^ {4}stop_grace_period: \d+s$/m);
      }
    }
  });

  it('docker-compose.yml gives each process its internal metrics port, on the compose network only, behind METRICS_TOKEN', () => {
    const services = composeServices(composeConfig());
    for (const [name, port] of [['web', '9464'], ['worker', '9465'], ['temporal-worker', '9466']] as const) {
      const block = services.get(name)!;
      expect(block).toMatch(new RegExp(`^ {6}METRICS_PORT: '${port}'$`, 'm'));
      expect(block).toMatch(/^ {6}METRICS_HOST: 0\.0\.0\.0$/m);
      expect(block).toMatch(/^ {6}METRICS_TOKEN: metrics-token-0123456789$/m);
      expect(block).toMatch(new RegExp(`^ {4}expose:\\n(?: {4}- '\\d+'\\n)*? {4}- '${port}'$`, 'm'));
    }
    // The published ports are web's 3000 and its Temporal UI origin's 3001: no metrics port reaches the host.
    const published = [...composeConfig().matchAll(/^ {4}- published: (\d+)$/gm)].map((m) => m[1]);
    expect(published).toEqual(['3000', '3001']);
    expect(() => composeConfig({ METRICS_TOKEN: '' })).toThrow(/METRICS_TOKEN/);
  });

  it("docker-compose.yml's database pools fit Postgres's max_connections, with room for 4 more replicas", () => {
    const services = composeServices(composeConfig());
    const value = (service: string, pattern: RegExp) => Number(pattern.exec(services.get(service) ?? '')?.[1]);
    const maxConnections = value('postgres', /- max_connections=(\d+)/);
    const replicas = (service: string) => value(service, /^ {6}replicas: (\d+)$/m) || 1; // NaN without deploy.replicas
    const pool = (knexConfig('postgres://x/y').pool as { max: number }).max;
    const app = pool * (replicas('web') + replicas('worker') + replicas('temporal-worker')) + 1; // + migrate's one
    const temporal = 4 * (value('temporal', /^ {6}SQL_MAX_CONNS: '(\d+)'$/m) + value('temporal', /^ {6}SQL_VIS_MAX_CONNS: '(\d+)'$/m));
    const superuserReserved = 3;
    expect(app + temporal + 4 * pool + superuserReserved).toBeLessThanOrEqual(maxConnections);
  });

  it('docker-compose.yml keeps Redis as BullMQ needs it and never polls Telegram from a replica', () => {
    const services = composeServices(composeConfig());
    expect(services.get('redis')).toMatch(/- --appendonly\n {4}- "yes"\n {4}- --maxmemory-policy\n {4}- noeviction/);
    for (const name of ['web', 'worker', 'temporal-worker']) expect(services.get(name)).toMatch(/^ {6}TELEGRAM_DELIVERY: webhook$/m);
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
