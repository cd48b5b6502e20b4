import type { AdminJob, AdminWorkflow, AuditEntry, Dashboard, UserOverview } from '../../../../contracts/operations.ts';

export const dashboard: Dashboard = {
  generatedAt: '2026-11-27T06:00:00.000Z',
  subscriptions: { active: 1234, pastDue: 7, mrrMinor: 259140000, currency: 'RUB' },
  signUps: { today: 5, last7Days: 42, last30Days: 180 },
  daily: [
    { date: '2026-11-25', activeSubscriptions: 1220, mrrMinor: 256200000, signUps: 6 },
    { date: '2026-11-26', activeSubscriptions: 1234, mrrMinor: 259140000, signUps: 9 },
  ],
  queues: [
    {
      queue: 'telegram',
      counts: { waiting: 1, active: 0, delayed: 2, failed: 3, completed: 400, paused: 0 },
      perMinute: [
        { minute: '2026-11-27T05:58:00.000Z', completed: 10, failed: 1 },
        { minute: '2026-11-27T05:59:00.000Z', completed: 12, failed: 0 },
      ],
    },
    {
      queue: 'digest',
      counts: { waiting: 0, active: 1, delayed: 0, failed: 0, completed: 20, paused: 0 },
      perMinute: [
        { minute: '2026-11-27T05:58:00.000Z', completed: 2, failed: 0 },
        { minute: '2026-11-27T05:59:00.000Z', completed: 3, failed: 0 },
      ],
    },
  ],
  workflows: [{ type: 'subscriptionWorkflow', running: 1200, failed24h: 2, completed24h: 30 }],
  workflowFailuresHourly: [
    { hour: '2026-11-27T04:00:00.000Z', byType: { subscriptionWorkflow: 1 } },
    { hour: '2026-11-27T05:00:00.000Z', byType: { subscriptionWorkflow: 1, digestRun: 2 } },
  ],
  telegramHourly: [{ hour: '2026-11-27T05:00:00.000Z', byBot: { homework: 14, digest: 3 } }],
  unavailable: [],
};

export const failedJob: AdminJob = {
  id: 'telegram:17',
  queue: 'telegram',
  jobId: '17',
  name: 'send-message',
  state: 'failed',
  attemptsMade: 3,
  attempts: 3,
  failedReason: 'Bot API answered 400: chat not found',
  stacktrace: ['Error: Bot API answered 400\n    at send (workers/telegram/send.ts:42:11)'],
  data: { chatId: '42', text: 'Hello', token: '[redacted]' },
  requestId: 'req-1',
  userId: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-11-27T05:00:00.000Z',
  processedAt: '2026-11-27T05:00:01.000Z',
  finishedAt: '2026-11-27T05:00:02.000Z',
};

export const runningWorkflow: AdminWorkflow = {
  id: 'subscription-0b7a:run-1',
  workflowId: 'subscription-0b7a',
  runId: 'run-1',
  type: 'subscriptionWorkflow',
  status: 'Running',
  taskQueue: 'main',
  startTime: '2026-11-20T10:00:00.000Z',
  closeTime: null,
  requestId: 'req-9',
  temporalUiUrl: '/admin/temporal/namespaces/default/workflows/subscription-0b7a/run-1/history',
  actions: ['cancel', 'terminate', 'signal'],
  signals: ['paymentConfirmed', 'cancelRequested'],
};

export const auditEntry: AuditEntry = {
  id: 'a1',
  action: 'admin.jobs.retry',
  actorId: '00000000-0000-4000-8000-000000000003',
  actorEmail: 'olga@example.com',
  userId: null,
  userEmail: null,
  reason: null,
  details: { ids: ['telegram:17'] },
  ip: '127.0.0.1',
  occurredAt: '2026-11-27T05:10:00.000Z',
};

export const overview: UserOverview = {
  subscription: { id: 'sub-1', status: 'ACTIVE', currentPeriodEnd: '2026-12-18T10:00:00.000Z', cancelAtPeriodEnd: false, createdAt: '2026-06-18T10:00:00.000Z' },
  payments: [{ id: 'pay-1', status: 'CONFIRMED', amountMinor: 210000, currency: 'RUB', kind: 'FIRST', createdAt: '2026-06-18T10:00:00.000Z' }],
  services: [
    { service: 'youtube', connected: true, detail: 'OAuth token', updatedAt: '2026-07-01T09:00:00.000Z' },
    { service: 'revenuecat', connected: false, detail: null, updatedAt: null },
  ],
  botLinks: [{ bot: 'homework', chatId: '777', username: 'anna_p', linkedAt: '2026-07-02T09:00:00.000Z' }],
  jobs: [failedJob],
  workflows: [runningWorkflow],
  audit: [{ ...auditEntry, action: 'admin.users.role', userId: '00000000-0000-4000-8000-000000000001', userEmail: 'anna@example.com', reason: 'Asked by phone' }],
  unavailable: [],
};
