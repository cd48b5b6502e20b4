import { Link } from 'react-admin';
import type { AdminWorkflow, Dashboard } from '../../../../contracts/operations.ts';
import { useT } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/types';
import { formatNumber } from '../shared/format';
import { workflowsLink } from '../shared/links';
import { SimpleTable } from '../shared/SimpleTable';
import { useDateLocale } from '../users/date-locale';

const columns: { key: 'running' | 'failed24h' | 'completed24h'; header: MessageKey; status: AdminWorkflow['status'] }[] = [
  { key: 'running', header: 'operator.dashboard.running', status: 'Running' },
  { key: 'failed24h', header: 'operator.dashboard.failed24h', status: 'Failed' },
  { key: 'completed24h', header: 'operator.dashboard.completed24h', status: 'Completed' },
];

/** Workflows by type: each count leads to the workflows list filtered by that type and status. */
export function WorkflowTypeTable({ rows, labelledBy }: { rows: Dashboard['workflows']; labelledBy: string }) {
  const t = useT();
  const locale = useDateLocale();
  return (
    <SimpleTable
      labelledBy={labelledBy}
      numeric
      empty={t('operator.dashboard.noData')}
      headers={[t('operator.dashboard.type'), ...columns.map((column) => t(column.header))]}
      rows={rows.map((row) => ({
        key: row.type,
        cells: [
          row.type,
          ...columns.map((column) => (
            <Link
              key={column.key}
              to={workflowsLink({ type: row.type, status: column.status })}
              aria-label={t('operator.dashboard.showWorkflows', { count: row[column.key], status: t(`operator.workflows.status.${column.status}`), name: row.type })}
            >
              {formatNumber(row[column.key], locale)}
            </Link>
          )),
        ],
      }))}
    />
  );
}
