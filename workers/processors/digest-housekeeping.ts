import { pruneDigestPosts } from '../../core/domain/digest/prune-posts.ts';
import { logger } from '../../core/logger.ts';
import type { digestHousekeeping } from '../../core/queues/jobs/digest-housekeeping.ts';
import { createAnalyticsSchedules } from '../../workflows/analytics-slot/client.ts';
import { createDigestSchedules } from '../../workflows/digest-slot/client.ts';
import type { JobHandler } from '../job-handler.ts';

const log = logger().child({ job: 'digest-housekeeping' });

/**
 * Every part is idempotent: a second run changes nothing. The analytics monitoring's slots are
 * repaired here too: the same kind of Schedules, synced the same way (workflows/slot-schedules.ts).
 */
export const handle: JobHandler<typeof digestHousekeeping> = async (_payload, { temporal }) => {
  const schedules = await createDigestSchedules(temporal).syncAll();
  const monitoring = await createAnalyticsSchedules(temporal).syncAll();
  const posts = await pruneDigestPosts(new Date());
  if (schedules.created + schedules.deleted + monitoring.created + monitoring.deleted + posts > 0) log.info({ ...schedules, monitoring, posts }, 'digest housekeeping');
};
