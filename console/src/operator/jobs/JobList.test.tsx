import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminJob, JobActionResult, QueueRow } from '../../../../contracts/operations.ts';
import { json } from '../../test/fakes';
import { failedJob } from '../testing/fixtures';
import { expectAccessible, filterOf, listOf, renderOperator, type Request } from '../testing/operator-api';
import { JobList } from './JobList';
import { JobShow } from './JobShow';

const queues: QueueRow[] = [
  { id: 'digest', paused: false, counts: { waiting: 0, active: 0, delayed: 0, failed: 0, completed: 9, paused: 0 } },
  { id: 'telegram', paused: false, counts: { waiting: 0, active: 0, delayed: 0, failed: 3, completed: 90, paused: 0 } },
];
const jobs: AdminJob[] = [failedJob, { ...failedJob, id: 'telegram:18', jobId: '18' }, { ...failedJob, id: 'telegram:19', jobId: '19', failedReason: 'timeout' }];

function server(action: (request: Request) => Response) {
  return (request: Request) => {
    if (request.method === 'GET' && request.path === '/admin/queues') return json(200, queues);
    if (request.method === 'GET' && request.path === '/admin/jobs') return listOf('admin/jobs', jobs);
    if (request.method === 'GET' && request.path.startsWith('/admin/jobs/')) {
      const job = jobs.find((item) => item.id === decodeURIComponent(request.path.slice('/admin/jobs/'.length)));
      return job ? json(200, job) : undefined;
    }
    if (request.method === 'POST' && /^\/admin\/jobs\/(retry|remove)$/.test(request.path)) return action(request);
    return undefined;
  };
}

const openList = (action: (request: Request) => Response) =>
  renderOperator(
    <Route
      path="/admin/jobs"
      element={
        <ResourceContextProvider value="admin/jobs">
          <JobList />
        </ResourceContextProvider>
      }
    />,
    '/admin/jobs',
    server(action),
  );

const posts = (calls: Request[]) => calls.filter((call) => call.method === 'POST').map((call) => ({ path: call.path, body: call.body }));

async function retryAll() {
  await screen.findByText('timeout');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select every job on this page' }));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  const dialog = screen.getByRole('dialog', { name: 'Retry 3 jobs?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe("the operator's jobs", () => {
  it('lists the failed jobs of every queue, after every queue’s counts', async () => {
    const { calls } = await openList(() => json(500, {}));
    await screen.findByText('timeout');
    expect(screen.getByRole('table', { name: 'Queues' })).toBeTruthy();
    const read = calls.find((call) => call.path === '/admin/jobs');
    expect(read && filterOf(read)).toEqual({ state: 'failed' });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    for (const header of ['Name', 'Queue', 'State', 'Attempts', 'Failed reason', 'Created', 'Finished']) expect(headers).toContain(header);
    expect(screen.getAllByText('3 / 3')).toHaveLength(3);
    await expectAccessible();
  });

  it('retries the selected jobs in one call and says what was retried, what is gone and what was refused', async () => {
    const result: JobActionResult = { done: ['telegram:17'], missing: ['telegram:18'], refused: [{ id: 'telegram:19', message: 'Only a failed job can be retried' }] };
    const { calls } = await openList(() => json(200, result));
    await retryAll();
    expect(posts(calls)).toEqual([{ path: '/admin/jobs/retry', body: { ids: ['telegram:17', 'telegram:18', 'telegram:19'] } }]);
    const shown = await screen.findByTestId('job-result');
    expect(shown.textContent).toContain('Retried 1 job.');
    expect(shown.textContent).toContain('1 job no longer exists.');
    expect(shown.textContent).toContain('telegram:18: This job no longer exists');
    expect(shown.textContent).toContain('telegram:19: Only a failed job can be retried');
  });

  it('reads a 404 (none of them exists any more) as every job missing', async () => {
    await openList(() => json(404, { error: 'not_found', message: 'No such jobs' }));
    await retryAll();
    const shown = await screen.findByTestId('job-result');
    expect(shown.textContent).toContain('Retried 0 jobs.');
    expect(shown.textContent).toContain('3 jobs no longer exist.');
  });

  it("shows a job's payload, stack trace, request id and user, with Retry and Remove", async () => {
    const { calls } = await renderOperator(
      <Route
        path="/admin/jobs/:id/show"
        element={
          <ResourceContextProvider value="admin/jobs">
            <JobShow />
          </ResourceContextProvider>
        }
      />,
      `/admin/jobs/${encodeURIComponent(failedJob.id)}/show`,
      server(() => json(200, { done: [failedJob.id], missing: [], refused: [] })),
    );
    const payload = await screen.findByRole('region', { name: 'Payload' });
    expect(JSON.parse(payload.textContent ?? '')).toEqual(failedJob.data);
    expect(screen.getByRole('region', { name: 'Stack trace' }).textContent).toContain('workers/telegram/send.ts:42:11');
    expect(screen.getByText('req-1')).toBeTruthy();
    expect(screen.getByRole('link', { name: failedJob.userId! }).getAttribute('href')).toBe(`/admin/users/${failedJob.userId}/show`);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Retry 1 job?' })).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([{ path: '/admin/jobs/retry', body: { ids: ['telegram:17'] } }]);
    expect((await screen.findByTestId('job-result')).textContent).toContain('Retried 1 job.');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
    await expectAccessible();
  });
});
