import { pino, type Logger } from 'pino';
import { config } from './config.ts';

let root: Logger | undefined;

const FLUSH_EVERY_MS = 500;

/** The process-wide logger; secrets that may appear in logged objects are redacted. */
export function logger(): Logger {
  if (root) return root;
  // Lines are gathered into 12 KiB writes (SonicBoom writes at most 16 KiB at once) (one write(2) per line cost a quarter of a busy web
  // process's throughput) and flushed at least every half second, so a quiet process's lines
  // still appear at once for a person watching; pino flushes the rest at exit.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 12 * 1024 });
  setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
  root = pino(
    {
      level: config().LOG_LEVEL,
      base: { service: process.env.PROCESS_ROLE ?? 'cli' },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
          '*.accessToken',
          '*.refreshToken',
          '*.apiKey',
          '*.clientSecret',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
  return root;
}
