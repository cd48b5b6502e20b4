import { pruneDigestPosts } from '../../core/domain/digest/prune-posts.ts';
import { logger } from '../../core/logger.ts';
import type { digestHousekeeping } from '../../core/queues/jobs/digest-housekeeping.ts';
import { createDigestSchedules } from '../../workflows/digest-slot/client.ts';
import type { JobHandler } from '../job-handler.ts';

const log = logger().child({ job: 'digest-housekeeping' });

/** Both halves are idempotent: a second run changes nothing. */
export const handle: JobHandler<typeof digestHousekeeping> = async (_payload, { temporal }) => {
  const schedules = await createDigestSchedules(temporal).syncAll();
  const posts = await pruneDigestPosts(new Date());
  if (schedules.created + schedules.deleted + posts > 0) log.info({ ...schedules, posts }, 'digest housekeeping');
};
