import { pino, type Logger } from 'pino';
import { config } from './config.ts';

let root: Logger | undefined;

/** The process-wide logger; secrets that may appear in logged objects are redacted. */
export function logger(): Logger {
  root ??= pino(
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
    // Asynchronous writes: under load lines queue while a write is in progress and leave in one
    // write(2); when idle each line leaves at once. pino flushes what is queued at exit.
    pino.destination({ dest: 1, sync: false }),
  );
  return root;
}
