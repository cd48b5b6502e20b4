import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where the actions being audited come from, when it is not an HTTP request (whose ip and user
 * agent the entry carries already): the operator CLI names the OS account and host it runs
 * under. Its --as only claims an operator, and anyone holding the database credentials can
 * claim any; the OS account beside the claim says who actually ran it.
 */
export interface AuditOrigin {
  osUser: string;
  osHost: string;
}

const storage = new AsyncLocalStorage<AuditOrigin>();

/** Runs `fn` with every audit entry it records (recordAuditEvent) carrying `origin` in its details. */
export function runWithAuditOrigin<T>(origin: AuditOrigin, fn: () => T): T {
  return storage.run(origin, fn);
}

export function currentAuditOrigin(): AuditOrigin | undefined {
  return storage.getStore();
}
