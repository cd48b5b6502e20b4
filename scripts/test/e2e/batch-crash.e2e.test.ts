import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveActiveSubscription, newSubscriber } from '../../../api/testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import { YoutubeReply } from '../../../db/index.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from '../../../sandbox/openai/start.ts';
import { processGroup } from '../kit/process-group.ts';
import { untilReady } from '../kit/processes.ts';
import { eventually } from '../kit/eventually.ts';

/**
 * 'Generate All' for 200 comments; the temporal-worker is killed (SIGKILL) a quarter of the way
 * through and another one started. The batch finishes, and no reply that was already drafted
 * is generated again (only the few in flight at the kill may be asked twice).
 */
const taskQueue = `batch-crash-${randomUUID()}`;
const processes = processGroup();
let openai: RunningSandboxOpenAI;
let app: TestApp;

beforeAll(async () => {
  openai = await startSandboxOpenAI({ delayMs: 100 });
  app = await startTestApp({ TEMPORAL_TASK_QUEUE: taskQueue, SUBSCRIPTION_CACHE_SECONDS: '0', YOUTUBE_BATCH_CONCURRENCY: '5' });
});
afterAll(async () => {
  await processes.killAll();
  await app.close();
  await openai.close();
});

const worker = () =>
  processes.product('temporal-worker', { TEMPORAL_TASK_QUEUE: taskQueue, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.url, OPENAI_REQUESTS_PER_SECOND: '1000' });

describe('Generate All interrupted by a killed temporal-worker', () => {
  it('finishes after a restart without generating the finished replies again', { timeout: 180_000 }, async () => {
    const first = worker();
    await untilReady(first, 'temporal-worker', 60_000);
    const user = await newSubscriber(app);
    await giveActiveSubscription(user.userId);
    const comments = Array.from({ length: 200 }, (_, i) => ({ id: `c${i}`, text: `comment ${i}`, author: 'viewer' }));
    const batch = user.call('POST', '/api/youtube/comments/generate-replies-batch', { comments, videoId: 'vid00000001', batchId: randomUUID() });

    await eventually(async () => (await YoutubeReply.query().where('user_id', user.userId).resultSize()) >= 50, 'a quarter of the replies', { timeoutMs: 60_000 });
    first.child.kill('SIGKILL');
    await first.exited;
    const draftedAtKill = await YoutubeReply.query().where('user_id', user.userId).resultSize();
    const second = worker();

    const { status, body } = await batch;
    expect(status).toBe(200);
    expect(Object.keys(body.results)).toHaveLength(200);
    expect(Object.values(body.results as Record<string, { error?: string }>).filter((r) => r.error)).toEqual([]);
    // One draft per comment, and OpenAI asked again at most for those in flight at the kill.
    const rows = await YoutubeReply.query().where('user_id', user.userId);
    expect(new Set(rows.map((r) => r.commentId)).size).toBe(200);
    expect(rows).toHaveLength(200);
    expect(draftedAtKill).toBeLessThan(200);
    expect(openai.completions.length).toBeLessThanOrEqual(200 + 5);
    second.child.kill('SIGTERM');
    await second.exited;
  });
});
