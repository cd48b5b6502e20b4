import { loadConfigOrExit } from '../core/config.ts';
import { createWorkerRedis } from '../core/clients/redis.ts';
import { telegramFromConfig } from '../core/clients/telegram/bots.ts';
import { createTelegramRuntime } from '../core/clients/telegram/runtime.ts';
import { createTemporal } from '../core/clients/temporal.ts';
import { createSecretBox, parseKeyring } from '../core/crypto.ts';
import { questionJobDepsFromConfig } from '../core/domain/analytics/question/deps.ts';
import { calendarDepsFromConfig } from '../core/domain/calendar/deps.ts';
import { gradingDepsFromConfig } from '../core/domain/homework/deps.ts';
import { logger } from '../core/logger.ts';
import { startMetricsServer } from '../core/metrics/metrics-server.ts';
import { exitOnUncaughtErrors } from '../core/process-failures.ts';
import { reportQueueDepth } from '../core/metrics/queue-depth.ts';
import { jobs as jobDefinitions } from '../core/queues/jobs/index.ts';
import { createJobProducer } from '../core/queues/producer.ts';
import { createUsageLimits } from '../core/limits/usage-limits.ts';
import { connectDatabase } from '../db/index.ts';
import { startWorkers } from './start-workers.ts';
import { POLL_LEASE_MS, startPolling } from './telegram-polling.ts';
import { redisLease } from '../core/clients/redis-lease.ts';

process.env.PROCESS_ROLE ??= 'worker';
const cfg = loadConfigOrExit();
const log = logger();
exitOnUncaughtErrors(log, 'worker');

// Each logs its own connection errors (an unlistened 'error' would end the process).
const knex = connectDatabase(cfg.DATABASE_URL, undefined, log);
const connection = createWorkerRedis(cfg.REDIS_URL, log);
const temporal = createTemporal({ address: cfg.TEMPORAL_ADDRESS, namespace: cfg.TEMPORAL_NAMESPACE, taskQueue: cfg.TEMPORAL_TASK_QUEUE, caller: 'background' });
// Jobs the handlers enqueue (the bots' messages) go through the same connection.
const jobs = createJobProducer(connection, cfg.QUEUE_PREFIX);
const telegram = createTelegramRuntime(telegramFromConfig(cfg), connection, cfg.QUEUE_PREFIX, jobs);
const workers = startWorkers({ connection, prefix: cfg.QUEUE_PREFIX, deps: {
    temporal,
    telegram,
    jobs,
    calendar: calendarDepsFromConfig(cfg, { secrets: createSecretBox(parseKeyring(cfg.ENCRYPTION_KEYS), cfg.ENCRYPTION_KEY_ID), redis: connection, log }),
    homework: gradingDepsFromConfig(cfg, { redis: connection, log, outbox: telegram.outbox }),
    analyticsQuestions: questionJobDepsFromConfig(cfg, { redis: connection, log, secrets: createSecretBox(parseKeyring(cfg.ENCRYPTION_KEYS), cfg.ENCRYPTION_KEY_ID) }),
    limits: createUsageLimits({ redis: connection, prefix: cfg.QUEUE_PREFIX }),
  },
  log,
  metrics: cfg.METRICS_ENABLED,
});
log.info({ queues: workers.map((w) => w.name) }, 'workers started');
jobs.schedule(Object.values(jobDefinitions)).catch((err: unknown) => log.error({ err }, 'could not schedule the housekeeping jobs'));
const poller = cfg.TELEGRAM_DELIVERY === 'polling' ? startPolling(telegram, jobs, log, (bot) => redisLease(connection, `${cfg.QUEUE_PREFIX}:telegram-poller:${bot}`, POLL_LEASE_MS)) : null;
reportQueueDepth(() => jobs.queues());
const metrics = await startMetricsServer(cfg, 'worker', log);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping workers: waiting for running jobs');
  // close() stops taking jobs and waits for the active ones; an unfinished job's lock
  // expires and another worker picks it up (BullMQ's stalled-job check).
  await poller?.stop();
  await Promise.all(workers.map((w) => w.close()));
  await jobs.close();
  await temporal.close();
  connection.disconnect();
  await knex.destroy();
  await metrics?.close();
  log.info('workers stopped');
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
