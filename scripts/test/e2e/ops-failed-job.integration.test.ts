import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSubscriber } from '../../../api/testing/subscriber.ts';
import { eventually } from '../kit/eventually.ts';
import { enqueueSandboxFailedJob } from '../../../core/domain/operations/sandbox-failed-job.ts';
import { startSandboxStack, type SandboxStack } from './sandbox-stack.ts';

let stack: SandboxStack;

beforeAll(async () => {
  stack = await startSandboxStack('ops-failed-job');
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe("the sandbox's demo failed job", () => {
  it('fails on the fake Bot API (the user had blocked the bot), and an operator retry from the API delivers it', async () => {
    const { app } = stack;
    const id = await enqueueSandboxFailedJob(app.deps.jobs);
    const operator = await newSubscriber(app, 'operator');
    const job = async () => (await operator.call('GET', `/api/admin/jobs/${encodeURIComponent(id)}`)).body as { state: string; failedReason: string | null; attemptsMade: number };

    const failed = await eventually(async () => ((await job()).state === 'failed' ? job() : null), 'the demo send to fail', { timeoutMs: 20_000 });
    expect(failed.failedReason).toBe('Telegram refused: 403 Forbidden: bot was blocked by the user');
    expect(failed.attemptsMade).toBe(1);

    const retried = await operator.call('POST', '/api/admin/jobs/retry', { ids: [id] });
    expect(retried.body).toEqual({ done: [id], missing: [], refused: [] });
    await eventually(async () => (await job()).state === 'completed', 'the retried send to be delivered', { timeoutMs: 20_000 });
  });
});
