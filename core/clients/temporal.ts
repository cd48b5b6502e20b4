import { Client, Connection } from '@temporalio/client';
import { requestIdClientInterceptors } from './temporal-request-id.ts';

export interface TemporalHandle {
  readonly client: Client;
  readonly taskQueue: string;
  /** Resolves when the frontend answers within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A lazy connection: the web process starts (and reports Temporal as down in /api/health)
 * even when the Temporal server is not up yet, and connects on first use.
 */
export function createTemporal(options: { address: string; namespace: string; taskQueue: string }): TemporalHandle {
  const connection = Connection.lazy({ address: options.address });
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
