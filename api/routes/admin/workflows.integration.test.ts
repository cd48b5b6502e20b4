import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Client } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminWorkflow } from '../../../contracts/operations.ts';
import { WORKFLOW_SIGNALS } from '../../../core/domain/operations/workflows/workflow-signals.ts';
import { AuditEvent } from '../../../db/index.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../../../workflows/testing/run-worker.ts';
import { newSubscriber, type Subscriber } from '../../testing/subscriber.ts';
import { eventually } from '../../../scripts/test/kit/eventually.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

// Real Temporal (the run's dev server) and the real worker; sign-in without nock (it breaks gRPC).
let app: TestApp;
let worker: RunningTemporalWorker;
let client: Client;
let operator: Subscriber;
let user: Subscriber;
const tag = randomUUID().slice(0, 8);
/** A task queue nobody polls: runs there stay Running with no workflow task done. */
const idleQueue = `ops-idle-${tag}`;

beforeAll(async () => {
  app = await startTestApp();
  worker = await runTemporalWorker();
  client = app.deps.temporal.client;
  operator = await newSubscriber(app, 'operator');
  user = await newSubscriber(app, 'user');
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
});

const qs = (params: Record<string, unknown>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)])).toString();

/** Onboarding of a user who does not exist: its first activity fails (foreign key) and is retried for ever. */
const startStuck = (name: string) =>
  client.workflow.start('onboardingWorkflow', { taskQueue: worker.taskQueue, workflowId: `ops-${name}-${tag}`, args: [{ userId: randomUUID() }] });
const auditOf = (action: string, workflowId: string) => AuditEvent.query().where('action', action).whereRaw("details->>'workflowId' = ?", [workflowId]);

describe('GET /api/admin/workflows (Temporal visibility)', () => {
  it('lists runs by type and status with Content-Range, the Temporal UI link, actions and request id', async () => {
    const done = await client.workflow.start('onboardingWorkflow', { taskQueue: worker.taskQueue, workflowId: `ops-list-${tag}`, args: [{ userId: user.userId }], memo: { requestId: `req-${tag}` } });
    await done.result();
    const page = await eventually(async () => {
      const res = await operator.call('GET', `/api/admin/workflows?${qs({ filter: { type: 'onboardingWorkflow', status: 'Completed', workflowId: done.workflowId }, range: [0, 9] })}`);
      return res.body.length === 1 ? res : null;
    }, 'the completed run in visibility');
    expect(page.status).toBe(200);
    expect(page.body[0]).toEqual({
      id: `${done.workflowId}:${done.firstExecutionRunId}`,
      workflowId: done.workflowId,
      runId: done.firstExecutionRunId,
      type: 'onboardingWorkflow',
      status: 'Completed',
      taskQueue: worker.taskQueue,
      startTime: expect.any(String),
      closeTime: expect.any(String),
      requestId: `req-${tag}`,
      temporalUiUrl: `/admin/temporal/namespaces/default/workflows/${done.workflowId}/${done.firstExecutionRunId}/history`,
      actions: [],
      signals: [],
    });

    const all = await operator.call('GET', `/api/admin/workflows?${qs({ filter: { type: 'onboardingWorkflow' }, range: [0, 0] })}`);
    expect(all.body).toHaveLength(1);
    const res = await fetch(`${app.baseUrl}/api/admin/workflows?${qs({ filter: { type: 'onboardingWorkflow' }, range: [0, 0] })}`, { headers: { authorization: `Bearer ${operator.token}` } });
    expect(res.headers.get('content-range')).toMatch(/^workflows 0-0\/\d+$/);
    await res.text();
  });

  it('refuses a non-operator (403) and a filter that is not a status (400)', async () => {
    expect((await user.call('GET', '/api/admin/workflows')).status).toBe(403);
    expect((await operator.call('GET', `/api/admin/workflows?${qs({ filter: { status: 'Broken' } })}`)).status).toBe(400);
    expect((await operator.call('GET', `/api/admin/workflows?${qs({ filter: { type: "x' OR 1=1" } })}`)).status).toBe(400);
  });

  it('shows one run; an unknown one is 404', async () => {
    const stuck = await startStuck('one');
    const one = await operator.call('GET', `/api/admin/workflows/${stuck.workflowId}?runId=${stuck.firstExecutionRunId}`);
    expect(one.body).toMatchObject({ status: 'Running', actions: ['cancel', 'terminate', 'reset'] });
    expect((await operator.call('GET', `/api/admin/workflows/nothing-${tag}`)).status).toBe(404);
    await stuck.terminate('test cleanup');
  });
});

describe('POST /api/admin/workflows/:workflowId/:action', () => {
  it('cancels a running run and audits it; cancelling it again is 409', async () => {
    const run = await startStuck('cancel');
    const res = await operator.call('POST', `/api/admin/workflows/${run.workflowId}/cancel`, { runId: run.firstExecutionRunId, reason: 'stuck on a missing user' });
    expect(res.status).toBe(200);
    await eventually(async () => (await run.describe()).status.name === 'CANCELLED', 'the run to be canceled');
    const [event] = await auditOf('workflow.cancel', run.workflowId);
    expect(event).toMatchObject({ actorId: operator.userId, reason: 'stuck on a missing user', details: { runId: run.firstExecutionRunId, type: 'onboardingWorkflow', statusBefore: 'Running' } });
    const again = await operator.call('POST', `/api/admin/workflows/${run.workflowId}/cancel`, { runId: run.firstExecutionRunId, reason: 'once more' });
    expect(again).toMatchObject({ status: 409, body: { error: 'conflict', message: expect.stringContaining('already ended (Canceled)') } });
    expect(await auditOf('workflow.cancel', run.workflowId)).toHaveLength(1);
  });

  it('terminates a running run with the reason in its history', async () => {
    const run = await startStuck('terminate');
    const res = await operator.call('POST', `/api/admin/workflows/${run.workflowId}/terminate`, { runId: run.firstExecutionRunId, reason: 'operator stop' });
    expect(res.body).toMatchObject({ status: 'Terminated', actions: ['reset'] });
    expect(await auditOf('workflow.terminate', run.workflowId)).toHaveLength(1);
  });

  it('resets a failed run to a new run, and refuses to reset a completed one (409, nothing changes)', async () => {
    // A refund of a payment that does not exist fails at once (a refusal is final).
    const failed = await client.workflow.start('paymentRefundWorkflow', { taskQueue: worker.taskQueue, workflowId: `ops-failed-${tag}`, args: [{ paymentId: randomUUID(), actor: null }] });
    await expect(failed.result()).rejects.toThrow();
    const listed = await eventually(async () => {
      const res = await operator.call('GET', `/api/admin/workflows?${qs({ filter: { type: 'paymentRefundWorkflow', status: 'Failed' }, range: [0, 99] })}`);
      return (res.body as AdminWorkflow[]).find((w) => w.workflowId === failed.workflowId);
    }, 'the failed run listed');
    expect(listed.actions).toEqual(['reset']);
    const reset = await operator.call('POST', `/api/admin/workflows/${failed.workflowId}/reset`, { runId: failed.firstExecutionRunId, reason: 'bank is back' });
    expect(reset.status).toBe(200);
    expect(reset.body.runId).not.toBe(failed.firstExecutionRunId);
    const [event] = await auditOf('workflow.reset', failed.workflowId);
    expect(event!.details).toMatchObject({ newRunId: reset.body.runId, to: 'last' });

    const completed = await client.workflow.start('onboardingWorkflow', { taskQueue: worker.taskQueue, workflowId: `ops-completed-${tag}`, args: [{ userId: user.userId }] });
    await completed.result();
    const refused = await operator.call('POST', `/api/admin/workflows/${completed.workflowId}/reset`, { runId: completed.firstExecutionRunId, reason: 'try it' });
    expect(refused).toMatchObject({ status: 409, body: { error: 'conflict', message: expect.stringContaining('A Completed run cannot be reset') } });
    const latest = await client.workflow.getHandle(completed.workflowId).describe();
    expect({ runId: latest.runId, status: latest.status.name }).toEqual({ runId: completed.firstExecutionRunId, status: 'COMPLETED' });
    expect(await auditOf('workflow.reset', completed.workflowId)).toHaveLength(0);
    const gone = await operator.call('POST', `/api/admin/workflows/${completed.workflowId}/cancel`, { runId: randomUUID(), reason: 'unknown run' });
    expect(gone.status).toBe(404);
  });

  it('signals a known signal of the type with checked arguments, and refuses the rest', async () => {
    const run = await client.workflow.start('subscriptionWorkflow', { taskQueue: idleQueue, workflowId: `ops-signal-${tag}`, args: [{ subscriptionId: randomUUID() }] });
    const body = { runId: run.firstExecutionRunId, reason: 'payment recovered by hand' };
    const shown = await operator.call('GET', `/api/admin/workflows/${run.workflowId}`);
    expect(shown.body).toMatchObject({ actions: ['cancel', 'terminate', 'signal', 'reset'], signals: ['paymentNotice', 'paymentCreated'] });
    expect((await operator.call('POST', `/api/admin/workflows/${run.workflowId}/signal`, { ...body, signal: 'nope', args: [] })).status).toBe(400);
    expect((await operator.call('POST', `/api/admin/workflows/${run.workflowId}/signal`, { ...body, signal: 'paymentCreated', args: [{ paymentId: 7 }] })).status).toBe(400);
    const sent = await operator.call('POST', `/api/admin/workflows/${run.workflowId}/signal`, { ...body, signal: 'paymentCreated', args: [{ paymentId: 'p-1' }] });
    expect(sent.status).toBe(200);
    const history = await run.fetchHistory();
    const signaled = history.events!.find((e) => e.workflowExecutionSignaledEventAttributes);
    expect(signaled?.workflowExecutionSignaledEventAttributes?.signalName).toBe('paymentCreated');
    expect(await auditOf('workflow.signal', run.workflowId)).toHaveLength(1);
    // A run that never completed a workflow task has no point to reset to.
    expect((await operator.call('POST', `/api/admin/workflows/${run.workflowId}/reset`, body)).status).toBe(409);
    await run.terminate('test cleanup');

    const onboarding = await startStuck('nosignal');
    const none = await operator.call('POST', `/api/admin/workflows/${onboarding.workflowId}/signal`, { runId: onboarding.firstExecutionRunId, reason: 'try', signal: 'x' });
    expect(none).toMatchObject({ status: 409, body: { message: 'onboardingWorkflow takes no signals' } });
    await onboarding.terminate('test cleanup');
    expect((await user.call('POST', `/api/admin/workflows/${run.workflowId}/terminate`, body)).status).toBe(403);
  });

  it('knows every signal the workflows define (core cannot import them: this keeps the list true)', async () => {
    const root = fileURLToPath(new URL('../../../workflows/', import.meta.url));
    const defined: Record<string, string[]> = {};
    for (const dir of await readdir(root, { withFileTypes: true })) {
      if (!dir.isDirectory() || dir.name === 'testing') continue;
      const mod = (await import(`${root}${dir.name}/definitions.ts`)) as Record<string, unknown>;
      const type = Object.entries(mod).find(([name, v]) => name.endsWith('WorkflowType') && typeof v === 'string')?.[1] as string;
      const signals = Object.values(mod).flatMap((v) => ((v as { type?: string })?.type === 'signal' ? [(v as { name: string }).name] : []));
      if (signals.length > 0) defined[type] = signals.sort();
    }
    expect(Object.fromEntries(Object.entries(WORKFLOW_SIGNALS).map(([type, s]) => [type, Object.keys(s).sort()]))).toEqual(defined);
  });
});
