import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import { WorkflowList } from './WorkflowList';
import { WorkflowShow } from './WorkflowShow';

/** The Workflows resource of the operator area, spread into <Resource name="admin/workflows">. */
export default {
  list: WorkflowList,
  show: WorkflowShow,
  icon: AccountTreeIcon,
  recordRepresentation: (workflow: AdminWorkflow) => `${workflow.type} · ${workflow.workflowId}`,
};
