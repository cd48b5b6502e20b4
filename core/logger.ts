import { pino, type Logger } from 'pino';
import { config } from './config.ts';
import { currentRequestId } from './request-id.ts';

let root: Logger | undefined;

const FLUSH_EVERY_MS = 500;

const noFields = Object.freeze({});

/**
 * Puts the current request id (core/request-id.ts) on every line written inside one. A line
 * that names its own reqId keeps it; outside any request the line is left as it is, without
 * building an object (the mixin runs for every line, the web's access line among them).
 */
function withRequestId(): object {
  const reqId = currentRequestId();
  return reqId === undefined ? noFields : { reqId };
}

function mergeRequestId(line: object, mixed: object): object {
  return mixed === noFields ? line : Object.assign(mixed, line);
}

/** pino options that put the current request id on each line (exported for its test). */
export const requestIdLogOptions = { mixin: withRequestId, mixinMergeStrategy: mergeRequestId } as const;

/** The process-wide logger; secrets that may appear in logged objects are redacted. */
export function logger(): Logger {
  if (root) return root;
  // Lines are gathered into 12 KiB writes (SonicBoom writes at most 16 KiB at once) (one write(2) per line cost a quarter of a busy web
  // process's throughput) and flushed at least every half second, so a quiet process's lines
  // still appear at once for a person watching; pino flushes the rest at exit.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 12 * 1024 });
  setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
  const cfg = config();
  root = pino(
    {
      level: cfg.LOG_LEVEL,
      ...(cfg.REQUEST_ID_PROPAGATION ? requestIdLogOptions : {}),
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
