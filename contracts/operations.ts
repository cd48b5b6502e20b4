import { z } from 'zod';
import { listQuerySchema } from './admin.ts';

/**
 * The operator console's operations resources (issue 17): the dashboard, a user's overview,
 * jobs, workflows, schedules and the audit log. Lists follow ra-data-simple-rest (range, sort,
 * filter; Content-Range); actions answer what was done to each id.
 */

// ---------- Dashboard: GET /api/admin/dashboard?days=30 ----------

export const dashboardQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });

/** A part of the platform the dashboard could not read (Redis or Temporal down): the rest still shows. */
export const unavailableSchema = z.object({ source: z.enum(['redis', 'temporal', 'database']), message: z.string() });

/** A queue's jobs by state, as BullMQ counts them. */
const jobCountsSchema = z.object({ waiting: z.number().int(), active: z.number().int(), delayed: z.number().int(), failed: z.number().int(), completed: z.number().int(), paused: z.number().int() });

export const dashboardSchema = z.object({
  generatedAt: z.string(),
  subscriptions: z.object({
    active: z.number().int(),
    pastDue: z.number().int(),
    /** Monthly recurring revenue in the plan's minor units (kopecks), from active subscriptions. */
    mrrMinor: z.number().int(),
    currency: z.string(),
  }),
  signUps: z.object({ today: z.number().int(), last7Days: z.number().int(), last30Days: z.number().int() }),
  /** One point per day (UTC), oldest first, `days` long: the numbers as they stood at the day's end. */
  daily: z.array(z.object({ date: z.string(), activeSubscriptions: z.number().int(), mrrMinor: z.number().int(), signUps: z.number().int() })),
  queues: z.array(
    z.object({
      queue: z.string(),
      counts: jobCountsSchema,
      /** Jobs finished per minute over the last hour (BullMQ's metrics), oldest first. */
      perMinute: z.array(z.object({ minute: z.string(), completed: z.number().int(), failed: z.number().int() })),
    }),
  ),
  workflows: z.array(z.object({ type: z.string(), running: z.number().int(), failed24h: z.number().int(), completed24h: z.number().int() })),
  /** Workflows that failed (or timed out or were terminated) per hour over the last 24 hours, by type. */
  workflowFailuresHourly: z.array(z.object({ hour: z.string(), byType: z.record(z.string(), z.number().int()) })),
  /** Telegram updates handled per bot per hour over the last 24 hours. */
  telegramHourly: z.array(z.object({ hour: z.string(), byBot: z.record(z.string(), z.number().int()) })),
  unavailable: z.array(unavailableSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---------- A user's page: GET /api/admin/users/:id/overview ----------

export const userOverviewSchema = z.object({
  subscription: z
    .object({ id: z.string(), status: z.string(), currentPeriodEnd: z.string().nullable(), cancelAtPeriodEnd: z.boolean(), createdAt: z.string() })
    .nullable(),
  payments: z.array(z.object({ id: z.string(), status: z.string(), amountMinor: z.number().int(), currency: z.string(), kind: z.string(), createdAt: z.string() })),
  /** Connected services, never their secrets: which kind is stored and when. */
  services: z.array(z.object({ service: z.string(), connected: z.boolean(), detail: z.string().nullable(), updatedAt: z.string().nullable() })),
  botLinks: z.array(z.object({ bot: z.string(), chatId: z.string(), username: z.string().nullable(), linkedAt: z.string() })),
  jobs: z.array(z.lazy(() => jobSchema)),
  workflows: z.array(z.lazy(() => workflowSchema)),
  audit: z.array(z.lazy(() => auditEntrySchema)),
  unavailable: z.array(unavailableSchema),
});
export type UserOverview = z.infer<typeof userOverviewSchema>;

// ---------- Jobs ----------

export const jobStates = ['waiting', 'active', 'delayed', 'failed', 'completed', 'paused'] as const;
export const jobStateSchema = z.enum(jobStates);

/** GET /api/admin/queues: one row per queue (id = queue name), with its counts. */
export const queueRowSchema = z.object({
  id: z.string(),
  paused: z.boolean(),
  counts: jobCountsSchema,
});
export type QueueRow = z.infer<typeof queueRowSchema>;

/** One job; `id` is `<queue>:<jobId>` so one list can hold every queue's jobs. */
export const jobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  jobId: z.string(),
  name: z.string(),
  state: z.string(),
  attemptsMade: z.number().int(),
  attempts: z.number().int(),
  failedReason: z.string().nullable(),
  /** The last attempt's stack, for operators (server paths only, no payload values). */
  stacktrace: z.array(z.string()),
  /** The payload with anything secret-looking replaced by '[redacted]'. */
  data: z.record(z.string(), z.unknown()),
  requestId: z.string().nullable(),
  userId: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof jobSchema>;

/** GET /api/admin/jobs: filter by queue (required unless ids), state (default failed), job name, time range. */
export const jobListQuerySchema = listQuerySchema(
  ['createdAt', 'finishedAt'],
  z
    .object({
      queue: z.string().max(100).optional(),
      state: jobStateSchema.optional(),
      name: z.string().max(100).optional(),
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
      id: z.array(z.string().max(300)).max(1000).optional(),
    })
    .strict(),
);

/** POST /api/admin/jobs/retry and /api/admin/jobs/remove. */
export const jobActionSchema = z.object({
  ids: z.array(z.string().min(3).max(300)).min(1).max(1000),
  /** Why, for the audit log (optional for jobs). */
  reason: z.string().trim().max(500).optional(),
});
export const jobActionResultSchema = z.object({
  done: z.array(z.string()),
  /** Ids that no longer exist (removed, or already retried and gone). */
  missing: z.array(z.string()),
  /** Ids that exist but could not be acted on, with why (e.g. 'Only a failed job can be retried'). */
  refused: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type JobActionResult = z.infer<typeof jobActionResultSchema>;

// ---------- Workflows (Temporal visibility) ----------

export const workflowStatuses = ['Running', 'Completed', 'Failed', 'Canceled', 'Terminated', 'ContinuedAsNew', 'TimedOut'] as const;
export const workflowStatusSchema = z.enum(workflowStatuses);

/** One execution; `id` is `<workflowId>:<runId>`. */
export const workflowSchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  runId: z.string(),
  type: z.string(),
  status: workflowStatusSchema,
  taskQueue: z.string(),
  startTime: z.string(),
  closeTime: z.string().nullable(),
  requestId: z.string().nullable(),
  /** The execution's page in the Temporal UI, as the web process serves it to operators. */
  temporalUiUrl: z.string(),
  /** The actions that make sense for this execution now. */
  actions: z.array(z.enum(['cancel', 'terminate', 'reset', 'signal'])),
  /** Signals this workflow type accepts (from its definitions). */
  signals: z.array(z.string()),
});
export type AdminWorkflow = z.infer<typeof workflowSchema>;

/** GET /api/admin/workflows: a page of Temporal's visibility by type and status. */
export const workflowListQuerySchema = listQuerySchema(
  ['startTime', 'closeTime'],
  z.object({ type: z.string().max(200).optional(), status: workflowStatusSchema.optional(), workflowId: z.string().max(300).optional() }).strict(),
);

/** POST /api/admin/workflows/:workflowId/:action with the run it is about. */
export const workflowActionSchema = z.object({
  runId: z.string().min(1).max(100),
  reason: z.string().trim().min(3).max(500),
  /** signal only: one of the workflow's signals, and its argument (JSON). */
  signal: z.string().max(100).optional(),
  args: z.array(z.unknown()).max(5).optional(),
  /** reset only: back to the last completed workflow task (default) or the first. */
  resetTo: z.enum(['last', 'first']).optional(),
});

// ---------- Schedules (digests and monitoring slots) ----------

export const scheduleRowSchema = z.object({
  id: z.string(),
  /** 'digest' or 'analytics': the kind of runs its slot starts. */
  kind: z.string(),
  paused: z.boolean(),
  /** Users whose runs this slot starts. */
  users: z.number().int(),
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  temporalUiUrl: z.string(),
});
export type ScheduleRow = z.infer<typeof scheduleRowSchema>;

/** GET /api/admin/schedules: every slot Schedule (a few hundred at most), sorted and paged in memory. */
export const scheduleListQuerySchema = listQuerySchema(
  ['nextRunAt', 'id', 'users', 'lastRunAt'],
  z.object({ kind: z.string().max(50).optional(), paused: z.boolean().optional(), q: z.string().max(200).optional() }).strict(),
);

/** A user's digest with its slot: paused when the user switched it off. */
export const digestScheduleSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  frequency: z.string(),
  timezone: z.string(),
  paused: z.boolean(),
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  scheduleId: z.string().nullable(),
});
export type DigestSchedule = z.infer<typeof digestScheduleSchema>;

export const digestScheduleListQuerySchema = listQuerySchema(
  ['nextRunAt', 'userEmail'],
  z.object({ q: z.string().max(200).optional(), paused: z.boolean().optional() }).strict(),
);

// ---------- Audit log ----------

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  occurredAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = listQuerySchema(
  ['occurredAt', 'action'],
  z
    .object({
      action: z.string().max(100).optional(),
      actorId: z.uuid().optional(),
      userId: z.uuid().optional(),
      q: z.string().max(200).optional(),
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
    })
    .strict(),
);
