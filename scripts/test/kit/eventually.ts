import { inspect } from 'node:util';

/**
 * The one poller of the tests, the benchmark and the fault run: what another process, a queue
 * or a workflow does happens "soon", so a check is asked again until it holds or a deadline
 * passes, and the timeout says what was awaited and what the check last threw.
 */

/** What a probe answers: a truthy value once what is awaited is there, else false, null or undefined. */
type Answer<T> = T | undefined | null | false;

export interface PollOptions {
  /** How long to keep asking (30 s unless given). */
  timeoutMs?: number;
  /** The pause between two tries (100 ms unless given). */
  intervalMs?: number;
  /** Ends the wait at once with the signal's reason (the benchmark's Ctrl-C). */
  signal?: AbortSignal;
}

/**
 * Thrown by a probe when what it awaits can no longer happen (the process exited, the server
 * answered an error): the wait ends at once with this error instead of trying until the deadline.
 */
export class StopWaiting extends Error {
  override name = 'StopWaiting';
}

type Polled<T> = { done: true; value: T } | { done: false; lastError: unknown };

async function poll<T>(probe: () => Answer<T> | PromiseLike<Answer<T>>, { timeoutMs = 30_000, intervalMs = 100, signal }: PollOptions): Promise<Polled<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    signal?.throwIfAborted();
    try {
      const value = await probe();
      if (value) return { done: true, value };
    } catch (err) {
      if (err instanceof StopWaiting) throw err;
      lastError = err;
    }
    if (Date.now() > deadline) return { done: false, lastError };
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Calls `probe` until it answers a truthy value and resolves with it. A probe that throws is
 * tried again (what it reads may not be up yet); past `timeoutMs` this throws
 * `timed out after N s waiting for <what>`, with the probe's last error if it threw one.
 * `what` may be a function, read at the timeout, to say how far things got.
 */
export async function eventually<T>(probe: () => Answer<T> | PromiseLike<Answer<T>>, what: string | (() => string), options: PollOptions = {}): Promise<T> {
  const polled = await poll(probe, options);
  if (polled.done) return polled.value;
  const { lastError } = polled;
  const seconds = Number(((options.timeoutMs ?? 30_000) / 1000).toFixed(2));
  const threw = lastError === undefined ? '' : ` (the last try threw: ${lastError instanceof Error ? lastError.message : inspect(lastError)})`;
  throw new Error(`timed out after ${seconds} s waiting for ${typeof what === 'function' ? what() : what}${threw}`, { cause: lastError });
}

/** `eventually` for a wait that may come to nothing: answers `otherwise` at the deadline instead of throwing. */
export async function eventuallyOr<T, F>(probe: () => Answer<T> | PromiseLike<Answer<T>>, otherwise: F, options: PollOptions = {}): Promise<T | F> {
  const polled = await poll(probe, options);
  return polled.done ? polled.value : otherwise;
}
