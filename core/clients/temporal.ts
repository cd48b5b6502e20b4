import { Client, Connection, defaultGrpcRetryOptions, makeGrpcRetryInterceptor } from '@temporalio/client';
import { requestIdClientInterceptors } from './temporal-request-id.ts';

export interface TemporalHandle {
  readonly client: Client;
  readonly taskQueue: string;
  /** Resolves when the frontend answers within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Attempts of one call while the frontend is unavailable. The SDK's default (10) waits about
 * 19 s (measured against a closed port) before failing; 6 ride out a restart of about 3 s
 * (pauses of 0.17, 0.29, 0.49, 0.84 and 1.4 s) and then fail, so that a request answers 503
 * well within a client's or proxy's patience instead of hanging. Background callers (the job
 * workers: no one waits on them, and a failed call costs a job attempt) keep the SDK's 10.
 */
export const TEMPORAL_CALL_ATTEMPTS = { request: 6, background: 10 } as const;

/**
 * A lazy connection: the web process starts (and reports Temporal as down in /api/health)
 * even when the Temporal server is not up yet, and connects on first use. The gRPC channel
 * reconnects by itself once the server is back (it is never memoized as failed: only
 * Connection.connect's ensureConnected is).
 */
export function createTemporal(options: { address: string; namespace: string; taskQueue: string; caller?: keyof typeof TEMPORAL_CALL_ATTEMPTS }): TemporalHandle {
  const retry = makeGrpcRetryInterceptor(defaultGrpcRetryOptions({ maxAttempts: TEMPORAL_CALL_ATTEMPTS[options.caller ?? 'request'] }));
  const connection = Connection.lazy({ address: options.address, interceptors: [retry] });
  // Every start and signal carries the current request id (core/clients/temporal-request-id.ts).
  const client = new Client({ connection, namespace: options.namespace, interceptors: requestIdClientInterceptors() });
  // The health probe gets a channel without the SDK's retry interceptor: a probe must answer
  // within its deadline, and retries left pending outlive the call (and the connection).
  const probe = Connection.lazy({ address: options.address, interceptors: [] });
  return {
    client,
    taskQueue: options.taskQueue,
    async ping(timeoutMs) {
      await probe.withDeadline(Date.now() + timeoutMs, () => probe.workflowService.getSystemInfo({}));
    },
    async close() {
      await Promise.all([connection.close(), probe.close()]);
    },
  };
}
