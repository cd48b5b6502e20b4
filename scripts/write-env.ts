import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Writes .env from .env.example with fresh secrets; never touches an existing .env. */
const target = new URL('../.env', import.meta.url);
if (existsSync(target)) {
  console.log('.env exists: left as it is');
  process.exit(0);
}
const secrets: Record<string, string> = {
  JWT_SECRET: randomBytes(48).toString('base64'),
  SESSION_SECRET: randomBytes(48).toString('base64'),
  ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
  ENCRYPTION_KEY_ID: 'k1',
};
const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
const filled = example.replace(/^([A-Z_]+)=(.*)$/gm, (line, key: string) => (key in secrets ? `${key}=${secrets[key]}` : line));
writeFileSync(target, filled, { mode: 0o600 });
console.log('.env written with new secrets');
