import Router from '@koa/router';
import { digestScheduleListQuerySchema, scheduleListQuerySchema } from '../../../contracts/operations.ts';
import { OPERATOR_PAGES } from '../../../contracts/public-config.ts';
import { listDigestSchedules } from '../../../core/domain/operations/schedules/list-digest-schedules.ts';
import { listSlotSchedules } from '../../../core/domain/operations/schedules/list-slot-schedules.ts';
import type { SlotScheduleKind } from '../../../core/domain/operations/schedules/slot-schedule-kinds.ts';
import { ANALYTICS_SLOT_SCHEDULE_PREFIX } from '../../../workflows/analytics-slot/definitions.ts';
import { DIGEST_SLOT_SCHEDULE_PREFIX } from '../../../workflows/digest-slot/definitions.ts';
import type { AppDeps } from '../../deps.ts';
import { answerList } from '../../middleware/list-answer.ts';
import { parseQuery } from '../../middleware/validate.ts';
import { operatorGate } from './gate.ts';
import { temporalReachable } from './workflows.ts';

const SLOT_KINDS: SlotScheduleKind[] = [
  { kind: 'digest', prefix: DIGEST_SLOT_SCHEDULE_PREFIX },
  { kind: 'analytics', prefix: ANALYTICS_SLOT_SCHEDULE_PREFIX },
];

/** The slot Schedules (GET /api/admin/schedules) and each user's digest schedule (GET /api/admin/digest-schedules). */
export function adminScheduleRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/admin' });
  const gate = [...operatorGate(deps), temporalReachable(deps)];
  const ui = { url: OPERATOR_PAGES.temporalUi, namespace: deps.config.TEMPORAL_NAMESPACE };

  router.get('/schedules', ...gate, async (ctx) => {
    const query = parseQuery(ctx, scheduleListQuerySchema);
    const { rows, total } = await listSlotSchedules(deps.temporal, ui, SLOT_KINDS, query);
    answerList(ctx, 'schedules', query.range, rows, total);
  });

  router.get('/digest-schedules', ...gate, async (ctx) => {
    const query = parseQuery(ctx, digestScheduleListQuerySchema);
    const { rows, total } = await listDigestSchedules(deps.temporal, DIGEST_SLOT_SCHEDULE_PREFIX, query);
    answerList(ctx, 'digest-schedules', query.range, rows, total);
  });

  return router;
}
