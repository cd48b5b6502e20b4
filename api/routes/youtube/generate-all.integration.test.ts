import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAI } from '../../../core/clients/openai.ts';
import { YoutubeReply } from '../../../db/index.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from '../../../sandbox/openai/start.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../../../workflows/testing/run-worker.ts';
import { giveActiveSubscription, newSubscriber, type Subscriber } from '../../testing/subscriber.ts';
import { eventually } from '../../../scripts/test/kit/eventually.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/** 'Generate All' on the real dev server, OpenAI played by the sandbox's fake on its own port, answering after 300 ms. */
let openai: RunningSandboxOpenAI;
let worker: RunningTemporalWorker;
let app: TestApp;

beforeAll(async () => {
  openai = await startSandboxOpenAI({ delayMs: 300 });
  worker = await runTemporalWorker({ override: { openai: createOpenAI({ apiKey: 'sk-test', baseURL: openai.url }), openaiModel: 'gpt-4o-mini' } });
  app = await startTestApp({ TEMPORAL_TASK_QUEUE: worker.taskQueue, SUBSCRIPTION_CACHE_SECONDS: '0', YOUTUBE_BATCH_CONCURRENCY: '3' });
});
afterAll(async () => {
  // The worker first: its activities use the app's pool, which closing the app destroys.
  await worker.stop();
  await app.close();
  await openai.close();
});

async function subscriber(): Promise<Subscriber> {
  const user = await newSubscriber(app);
  await giveActiveSubscription(user.userId);
  return user;
}

// One word of more than four letters per comment: the fake's reply names it ("Your point about comment4 ...").
const comments = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i}`, text: `comment${i}`, author: `viewer ${i}` }));
/** What the fake OpenAI answered when asked about `comment`. */
const answered = (comment: string) => openai.completions.find((c) => c.comment === comment)?.reply;

describe('Generate All', () => {
  it('answers every reply keyed by comment id, three at a time, with progress while it runs', { timeout: 60_000 }, async () => {
    const user = await subscriber();
    const batchId = randomUUID();
    const started = Date.now();
    const running = user.call('POST', '/api/youtube/comments/generate-replies-batch', { comments: comments(9), videoId: 'vid00000001', videoTitle: 'Altai', batchId });
    const midway = await eventually(async () => {
      const res = await user.call('GET', `/api/youtube/comments/batches/${batchId}/progress`);
      const progress = res.body as { total: number; done: number; failed: number };
      return res.status === 200 && progress.done > 0 && progress.done < 9 ? progress : null;
    }, 'progress midway');
    expect(midway).toMatchObject({ total: 9, failed: 0 });
    const { status, body } = await running;
    expect(status).toBe(200);
    expect(Object.keys(body.results).sort()).toEqual(comments(9).map((c) => c.id).sort());
    expect(body.results.c4).toEqual({ reply: answered('comment4'), dbCommentId: expect.any(String) });
    expect(body.results.c4.reply).toContain('comment4');
    // Nine replies of 300 ms, three at a time: about a second, not nine.
    expect(Date.now() - started).toBeLessThan(6_000);
    expect((await user.call('GET', `/api/youtube/comments/batches/${batchId}/progress`)).body).toEqual({ total: 9, done: 9, failed: 0 });
  });

  it('does not generate again what is already drafted', { timeout: 60_000 }, async () => {
    const user = await subscriber();
    await user.call('POST', '/api/youtube/comments/generate-replies-batch', { comments: comments(4), videoId: 'vid00000002' });
    const before = openai.completions.length;
    const again = await user.call('POST', '/api/youtube/comments/generate-replies-batch', { comments: comments(5), videoId: 'vid00000002' });
    expect(Object.keys(again.body.results)).toHaveLength(5);
    expect(openai.completions.length - before).toBe(1);
    expect(await YoutubeReply.query().where('user_id', user.userId).resultSize()).toBe(5);
  });

  it("another user's batch is 404; a bad body is 400", async () => {
    const user = await subscriber();
    const other = await subscriber();
    const batchId = randomUUID();
    await user.call('POST', '/api/youtube/comments/generate-replies-batch', { comments: comments(1), videoId: 'vid00000003', batchId });
    expect((await other.call('GET', `/api/youtube/comments/batches/${batchId}/progress`)).status).toBe(404);
    expect((await user.call('POST', '/api/youtube/comments/generate-replies-batch', { comments: [], videoId: 'v' })).status).toBe(400);
  });
});
