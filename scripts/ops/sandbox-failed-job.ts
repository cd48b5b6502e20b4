import { enqueueSandboxFailedJob } from '../../core/domain/operations/sandbox-failed-job.ts';
import { createJobProducer } from '../../core/queues/producer.ts';
import { connectRedis } from './cli/connect.ts';
import { CliError } from './cli/errors.ts';
import { readCliEnv } from './cli/env.ts';

/**
 * Sandbox only (run by `npm run sandbox:failed-job`, and by the set-up's seeding): enqueues the
 * demo message to the chat whose user had blocked the calendar bot. The worker's first send is
 * refused (403), so the job fails for good and waits in the console's failed jobs for an
 * operator's Retry, which is then delivered. Enqueued once: its job id is fixed.
 */
if (import.meta.main) {
  try {
    if (process.env.SANDBOX !== '1' || process.env.NODE_ENV === 'production') throw new CliError('The demo failed job is for the sandbox only (SANDBOX=1, not production).');
    const env = readCliEnv();
    const redis = await connectRedis(env.REDIS_URL);
    const jobs = createJobProducer(redis, env.QUEUE_PREFIX);
    try {
      const id = await enqueueSandboxFailedJob(jobs);
      process.stdout.write(`demo send enqueued: ${id} (fails on its first send; retry it from the console's Jobs)\n`);
    } finally {
      await jobs.close();
      redis.disconnect();
    }
  } catch (err) {
    process.stderr.write(`sandbox:failed-job: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = err instanceof CliError ? err.exitCode : 1;
  }
}
