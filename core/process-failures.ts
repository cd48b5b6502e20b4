import type { Logger } from 'pino';

/**
 * An error nothing caught ends the process (Node's own behaviour, kept): exit code 1, so the
 * supervisor (compose's restart policy, Kubernetes, the Procfile runner) starts it again. What
 * this adds is the reason as one fatal line in the process's own log, which the default (a
 * stack on stderr) leaves outside it. Connection errors never get here: every client has an
 * 'error' listener and retries (core/clients/redis.ts, db/index.ts).
 */
export function exitOnUncaughtErrors(log: Logger, role: string): void {
  const exit = (kind: string) => (err: unknown) => {
    log.fatal({ err, role }, `${role}: ${kind}; exiting with code 1 for the supervisor to restart it`);
    process.exit(1);
  };
  process.on('uncaughtException', exit('uncaught exception'));
  process.on('unhandledRejection', exit('unhandled rejection'));
}
