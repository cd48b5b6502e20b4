import PolicyIcon from '@mui/icons-material/Policy';
import type { AuditEntry } from '../../../../contracts/operations.ts';
import { AuditList } from './AuditList';

/** The audit log of the operator area, spread into <Resource name="admin/audit">. */
export default {
  list: AuditList,
  icon: PolicyIcon,
  recordRepresentation: (entry: AuditEntry) => `${entry.action} · ${entry.occurredAt}`,
};
