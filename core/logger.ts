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
    // Buffered writes: one write(2) per 4 KiB instead of one per line. pino flushes the buffer
    // when the process exits, so a clean shutdown loses nothing.
    pino.destination({ dest: 1, sync: false, minLength: 4096 }),
  );
  return root;
}
