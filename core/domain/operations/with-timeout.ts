import { AppError } from '../../errors.ts';

/** Resolves with `work`, or rejects after `ms` with "<what> did not answer within <ms> ms". */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined);
  }
}

/**
 * A call on the job queues for the console: Redis down or slow becomes 503 with a clear message
 * (never a 500 or a request left hanging); the domain's own errors pass through.
 */
export async function onQueues<T>(work: () => Promise<T>, ms = 10_000): Promise<T> {
  try {
    return await withTimeout(work(), ms, 'Redis');
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('service_unavailable', `The job queues (Redis) are unavailable: ${(err as Error).message}`, { cause: err });
  }
}
