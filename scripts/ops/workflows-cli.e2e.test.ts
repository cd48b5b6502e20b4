import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, connectDatabase, User, type Knex, type Role } from '../../db/index.ts';
import { freePort } from '../test/free-port.ts';
import { eventually } from '../test/kit/eventually.ts';
import { runScript, type Ran } from '../test/kit/run-script.ts';
import { osIdentity } from './cli/os-identity.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../../workflows/testing/run-worker.ts';

// The commands as operators run them: separate processes on the run's Postgres and Temporal.
const script = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));


const cli = (name: string, args: string[], env: Record<string, string> = {}): Promise<Ran> => runScript(script(name), args, { env });

let knex: Knex;
let worker: RunningTemporalWorker;
let connection: Connection;
let client: Client;
const tag = randomUUID().slice(0, 8);
const people: Record<'operator' | 'admin' | 'plain' | 'grantee', { id: string; email: string }> = {} as never;

const newPerson = async (role: Role) => {
  const email = `cli-${role}-${randomUUID().slice(0, 8)}@example.com`;
  const user = await User.query().insert({ googleId: `g-${randomUUID()}`, email, name: `CLI ${role}`, role });
  return { id: user.id, email };
};
/** A refund of a payment that does not exist: the run fails at once. */
async function failedRefund(name: string) {
  const handle = await client.workflow.start('paymentRefundWorkflow', { taskQueue: worker.taskQueue, workflowId: `cli-${name}-${tag}`, args: [{ paymentId: randomUUID(), actor: null }] });
  await handle.result().catch(() => undefined);
  return handle;
}
const latestRun = async (workflowId: string) => (await client.workflow.getHandle(workflowId).describe()).runId;
const waitListed = (workflowId: string) =>
  eventually(async () => (await client.workflow.count(`WorkflowId = '${workflowId}' AND ExecutionStatus = 'Failed'`)).count > 0, `${workflowId} to be listed as failed`, { timeoutMs: 10_000 });

beforeAll(async () => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  worker = await runTemporalWorker();
  connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS! });
  client = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE! });
  people.operator = await newPerson('operator');
  people.admin = await newPerson('admin');
  people.plain = await newPerson('user');
  people.grantee = await newPerson('user');
});
afterAll(async () => {
  await worker?.stop();
  await connection?.close();
  await knex?.destroy();
});

describe('ops workflow commands', () => {
  it('answer --help without connecting anywhere', async () => {
    const runs = await Promise.all(
      [
        ['workflows-list', []],
        ['workflows-reset', []],
        ['workflows-rerun', []],
        ['roles', ['grant']],
        ['roles', ['revoke']],
      ].map(([name, pre]) => cli(name as string, [...(pre as string[]), '--help'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })),
    );
    for (const run of runs) {
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^npm run ops:(workflows:(list|reset|rerun)|roles:(grant|revoke)) -- \[options\]/);
    }
    expect(runs[1]!.stdout).toContain('--dry-run');
  });

  it('reset by type: --dry-run changes nothing, then resets each run (audited) and exits 0', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const runs = [await failedRefund('reset-1'), await failedRefund('reset-2')];
    const until = new Date(Date.now() + 1000).toISOString();
    for (const r of runs) await waitListed(r.workflowId);
    const select = ['--as', people.operator.email, '--type', 'paymentRefundWorkflow', '--since', since, '--until', until];

    const dry = await cli('workflows-reset', [...select, '--dry-run']);
    expect(dry.code).toBe(0);
    for (const r of runs) expect(dry.stdout).toContain(r.workflowId);
    expect(dry.stdout).toContain('would reset 2 run(s) (dry run: nothing changed)');
    for (const r of runs) expect(await latestRun(r.workflowId)).toBe(r.firstExecutionRunId);
    expect(await AuditEvent.query().where('action', 'workflow.reset').where('actor_id', people.operator.id)).toHaveLength(0);

    const noReason = await cli('workflows-reset', [...select, '--yes']);
    expect(noReason.code).toBe(1);
    expect(noReason.stdout).toContain('--reason');

    const done = await cli('workflows-reset', [...select, '--reason', 'bank back up', '--yes']);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain('reset 2 of 2 run(s)');
    for (const r of runs) expect(await latestRun(r.workflowId)).not.toBe(r.firstExecutionRunId);
    const events = await AuditEvent.query().where('action', 'workflow.reset').where('actor_id', people.operator.id);
    expect(events.map((e) => e.reason)).toEqual(['bank back up', 'bank back up']);
  });

  it('refuses to reset a completed run: a message, exit 1, nothing changed', async () => {
    const user = await newPerson('user');
    const done = await client.workflow.start('onboardingWorkflow', { taskQueue: worker.taskQueue, workflowId: `cli-done-${tag}`, args: [{ userId: user.id }] });
    await done.result();
    const run = await cli('workflows-reset', ['--as', people.operator.email, '--id', `${done.workflowId}:${done.firstExecutionRunId}`, '--reason', 'try it']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('A Completed run cannot be reset');
    expect(await latestRun(done.workflowId)).toBe(done.firstExecutionRunId);
  });

  it('reruns a failed run with its original input as a new run of the same id', async () => {
    const failed = await failedRefund('rerun');
    const input = (await failed.fetchHistory()).events![0]!.workflowExecutionStartedEventAttributes!.input;
    const run = await cli('workflows-rerun', ['--as', people.operator.email, '--id', failed.workflowId, '--reason', 'data fixed']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('rerun 1 of 1 run(s)');
    const latest = await latestRun(failed.workflowId);
    expect(latest).not.toBe(failed.firstExecutionRunId);
    const again = (await client.workflow.getHandle(failed.workflowId, latest).fetchHistory()).events![0]!.workflowExecutionStartedEventAttributes!;
    expect(again.input).toEqual(input);
    expect(again.taskQueue?.name).toBe(worker.taskQueue);
    expect(await AuditEvent.query().where('action', 'workflow.rerun').whereRaw("details->>'workflowId' = ?", [failed.workflowId])).toHaveLength(1);
  });

  it('lists stuck runs (an activity failing over and over) with why, as JSON', async () => {
    const stuck = await client.workflow.start('onboardingWorkflow', { taskQueue: worker.taskQueue, workflowId: `cli-stuck-${tag}`, args: [{ userId: randomUUID() }] });
    await eventually(async () => ((await stuck.describe()).raw.pendingActivities?.[0]?.attempt ?? 0) >= 2, 'its activity to be on its second attempt', { timeoutMs: 10_000 });
    const run = await cli('workflows-list', ['--as', people.operator.email, '--stuck', '--min-attempts', '2', '--type', 'onboardingWorkflow', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const rows = JSON.parse(run.stdout) as { workflowId: string; why: string; status: string }[];
    expect(rows.find((r) => r.workflowId === stuck.workflowId)).toMatchObject({ status: 'Running', why: expect.stringMatching(/^activity createDefaultSettings on attempt \d+: /) });
    await stuck.terminate('test cleanup');
  });

  it('says Temporal is unreachable and exits non-zero within seconds', async () => {
    const port = await freePort();
    const run = await cli('workflows-list', ['--as', people.operator.email], { TEMPORAL_ADDRESS: `127.0.0.1:${port}` });
    expect(run.code).toBe(4);
    expect(run.stderr).toContain(`Temporal at 127.0.0.1:${port} is not reachable`);
    expect(run.ms).toBeLessThan(10_000);
  });

  it('refuses a non-operator (exit 3) and audits the attempt', async () => {
    const run = await cli('workflows-reset', ['--as', people.plain.email, '--type', 'onboardingWorkflow', '--dry-run']);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('needs operator or admin');
    expect(await AuditEvent.query().where({ action: 'admin.forbidden', actor_id: people.plain.id })).toHaveLength(1);
  });
});

describe('ops roles commands', () => {
  it('an admin grants and revokes the operator role, each audited', async () => {
    const grant = await cli('roles', ['grant', people.grantee.email, '--role', 'operator', '--as', people.admin.email]);
    expect(grant.code, grant.stderr).toBe(0);
    expect(grant.stdout).toContain(`${people.grantee.email}: user -> operator (audited)`);
    expect((await User.query().findById(people.grantee.id))!.role).toBe('operator');
    const revoke = await cli('roles', ['revoke', people.grantee.email, '--as', people.admin.email]);
    expect(revoke.code, revoke.stderr).toBe(0);
    expect((await User.query().findById(people.grantee.id))!.role).toBe('user');
    const events = await AuditEvent.query().where({ action: 'user.role_changed', user_id: people.grantee.id }).orderBy('occurred_at');
    // The CLI's entries also name who ran it on which host, beside the claimed operator.
    const ranBy = osIdentity();
    expect(events.map((e) => [e.actorId, e.details])).toEqual([
      [people.admin.id, { from: 'user', to: 'operator', ...ranBy }],
      [people.admin.id, { from: 'operator', to: 'user', ...ranBy }],
    ]);
  });

  it('refuses an operator (admins only), a dry run changes nothing, and an admin cannot revoke themselves', async () => {
    const byOperator = await cli('roles', ['grant', people.grantee.email, '--as', people.operator.email]);
    expect(byOperator.code).toBe(3);
    const dry = await cli('roles', ['grant', people.grantee.email, '--as', people.admin.email, '--dry-run']);
    expect(dry.stdout).toContain('would set the role');
    expect((await User.query().findById(people.grantee.id))!.role).toBe('user');
    const self = await cli('roles', ['revoke', people.admin.email, '--as', people.admin.email]);
    expect(self.code).toBe(1);
    expect(self.stderr).toMatch(/cannot change your own role|last admin/);
    expect((await User.query().findById(people.admin.id))!.role).toBe('admin');
  });
});
