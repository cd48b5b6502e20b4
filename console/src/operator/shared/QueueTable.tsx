import { Link } from 'react-admin';
import type { QueueRow } from '../../../../contracts/operations.ts';
import { useT } from '../../i18n/LocaleProvider';
import { useDateLocale } from '../users/date-locale';
import { formatNumber } from './format';
import { jobsLink } from './links';
import { SimpleTable } from './SimpleTable';

export interface QueueCounts {
  queue: string;
  counts: QueueRow['counts'];
  paused?: boolean;
}

const columns = ['waiting', 'active', 'delayed', 'failed', 'completed', 'paused'] as const;

/** Each queue's counts; a failed count leads to that queue's failed jobs. */
export function QueueTable({ rows, labelledBy }: { rows: readonly QueueCounts[]; labelledBy: string }) {
  const t = useT();
  const locale = useDateLocale();
  return (
    <SimpleTable
      labelledBy={labelledBy}
      numeric
      empty={t('operator.dashboard.noData')}
      headers={[t('operator.queues.queue'), ...columns.map((column) => t(`operator.queues.state.${column}`))]}
      rows={rows.map((row) => ({
        key: row.queue,
        cells: [
          row.paused === true ? `${row.queue} (${t('operator.queues.paused')})` : row.queue,
          ...columns.map((column) =>
            column === 'failed' && row.counts.failed > 0 ? (
              <Link key={column} to={jobsLink({ queue: row.queue, state: 'failed' })} aria-label={t('operator.dashboard.showFailed', { count: row.counts.failed, name: row.queue })}>
                {formatNumber(row.counts.failed, locale)}
              </Link>
            ) : (
              formatNumber(row.counts[column], locale)
            ),
          ),
        ],
      }))}
    />
  );
}
