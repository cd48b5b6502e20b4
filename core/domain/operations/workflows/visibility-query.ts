import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import { AppError } from '../../../errors.ts';

export interface WorkflowFilter {
  type?: string | undefined;
  status?: AdminWorkflow['status'] | undefined;
  workflowId?: string | undefined;
  /** Started at or after / before these instants. */
  startedAfter?: Date | undefined;
  startedBefore?: Date | undefined;
}

/** Values go inside single quotes: anything that could end the literal is refused, not escaped. */
function literal(field: string, value: string): string {
  if (!/^[\w.:@/+=-]+$/.test(value)) throw new AppError('bad_request', `${field} may hold letters, digits and . : @ / + = - _ only`);
  return `'${value}'`;
}

/** The filter as a Temporal visibility query (the list syntax of the dev server and of Elasticsearch). */
export function visibilityQuery(filter: WorkflowFilter): string {
  const parts: string[] = [];
  if (filter.type) parts.push(`WorkflowType = ${literal('type', filter.type)}`);
  if (filter.status) parts.push(`ExecutionStatus = '${filter.status}'`);
  if (filter.workflowId) parts.push(`WorkflowId = ${literal('workflowId', filter.workflowId)}`);
  if (filter.startedAfter) parts.push(`StartTime >= '${filter.startedAfter.toISOString()}'`);
  if (filter.startedBefore) parts.push(`StartTime <= '${filter.startedBefore.toISOString()}'`);
  return parts.join(' AND ');
}
