import { hostname, userInfo } from 'node:os';
import type { AuditOrigin } from '../../../core/domain/audit/audit-origin.ts';

/**
 * The OS account and host running the command, for the audit entries beside the operator that
 * --as claims. A uid with no passwd entry (a bare container) is named by its number.
 */
export function osIdentity(): AuditOrigin {
  let osUser: string;
  try {
    osUser = userInfo().username;
  } catch {
    osUser = `uid:${process.getuid?.() ?? 'unknown'}`;
  }
  return { osUser, osHost: hostname() };
}
