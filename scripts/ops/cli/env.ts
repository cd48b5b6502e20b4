import { z } from 'zod';
import { CliError } from './errors.ts';

/**
 * What the ops commands read from the environment (npm scripts load .env with
 * --env-file-if-exists): only the stores they talk to, not the web process's secrets.
 */
const cliEnvSchema = z.object({
  DATABASE_URL: z.url(),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  QUEUE_PREFIX: z.string().regex(/^[a-z0-9:_-]+$/i).default('bull'),
  TEMPORAL_ADDRESS: z.string().min(1).default('localhost:7233'),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_UI_URL: z.url().default('http://127.0.0.1:8233'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** The operator running the command, when --as is not given. */
  OPS_OPERATOR: z.string().optional(),
});
export type CliEnv = z.infer<typeof cliEnvSchema>;

export function readCliEnv(env: NodeJS.ProcessEnv = process.env): CliEnv {
  const parsed = cliEnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const names = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new CliError(`The environment is incomplete (${names}). Run from the project folder with .env, or set the variables.`);
}

/** A URL fit to print: the password, if any, hidden. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString().replace(/\/$/, '');
  } catch {
    return url;
  }
}
