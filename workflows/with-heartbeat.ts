import { Context } from '@temporalio/activity';

/**
 * Heartbeats every second while `fn` runs, so an activity whose worker died is retried
 * elsewhere after the heartbeat timeout instead of its whole start-to-close timeout.
 */
export async function withHeartbeat<T>(fn: () => Promise<T>): Promise<T> {
  const ctx = Context.current();
  const timer = setInterval(() => ctx.heartbeat(), 1000);
  try {
    return await fn();
  } finally {
    clearInterval(timer);
  }
}
