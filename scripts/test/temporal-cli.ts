import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The Temporal CLI the tests run: $TEMPORAL_CLI_PATH, then .tools/bin, then PATH. */
export function temporalCliPath(): string {
  const candidates = [process.env.TEMPORAL_CLI_PATH, fileURLToPath(new URL('../../.tools/bin/temporal', import.meta.url))];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v temporal'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Temporal CLI not found: run `npm test` (it builds it into .tools/bin) or set TEMPORAL_CLI_PATH');
  }
}
