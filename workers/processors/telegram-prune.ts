import { pruneUpdateRecords } from '../../core/domain/telegram/update-record.ts';
import { pruneLinkCodes } from '../../core/domain/telegram-link/prune-link-codes.ts';
import { logger } from '../../core/logger.ts';
import type { telegramPrune } from '../../core/queues/jobs/telegram-prune.ts';
import type { JobHandler } from '../job-handler.ts';

const log = logger().child({ job: 'telegram-prune' });

/** Deletes old rows only: running it twice deletes nothing more. */
export const handle: JobHandler<typeof telegramPrune> = async () => {
  const updates = await pruneUpdateRecords();
  const codes = await pruneLinkCodes();
  log.info({ updates, codes }, 'pruned telegram records');
};
