import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import { json } from '../../test/fakes';
import { toasts } from '../../toast/toast-store';
import { runningWorkflow } from '../testing/fixtures';
import { expectAccessible, renderOperator, type Request } from '../testing/operator-api';
import { parseArgs } from './SignalWorkflowButton';
import { WorkflowShow } from './WorkflowShow';

afterEach(() => toasts.dismiss());

function open(workflow: AdminWorkflow, action: (request: Request) => Response = () => json(200, workflow)) {
  return renderOperator(
    <Route
      path="/admin/workflows/:id/show"
      element={
        <ResourceContextProvider value="admin/workflows">
          <WorkflowShow />
        </ResourceContextProvider>
      }
    />,
    `/admin/workflows/${encodeURIComponent(workflow.id)}/show`,
    (request) => {
      if (request.method === 'GET' && request.path === `/admin/workflows/${workflow.workflowId}` && request.query.get('runId') === workflow.runId) return json(200, workflow);
      if (request.method === 'POST') return action(request);
      return undefined;
    },
  );
}

const posts = (calls: Request[]) => calls.filter((call) => call.method === 'POST').map((call) => ({ path: call.path, body: call.body }));

async function act(name: string, title: string, reason: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  const dialog = screen.getByRole('dialog', { name: title });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
  await userEvent.click(within(dialog).getByRole('button', { name }));
  return dialog;
}

describe("the operator's workflow page", () => {
  it('reads the run by workflow id and run id, links to the Temporal UI, and offers only the actions the server lists', async () => {
    const { calls } = await open(runningWorkflow);
    const link = await screen.findByRole('link', { name: /Open in Temporal UI/ });
    expect(link.getAttribute('href')).toBe(runningWorkflow.temporalUiUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/admin/workflows/subscription-0b7a' });
    for (const name of ['Cancel', 'Terminate', 'Signal']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    await expectAccessible();
  });

  it('shows no action for a closed run', async () => {
    await open({ ...runningWorkflow, status: 'Completed', closeTime: '2026-11-21T10:00:00.000Z', actions: [] });
    await screen.findByRole('link', { name: /Open in Temporal UI/ });
    for (const name of ['Cancel', 'Terminate', 'Reset', 'Signal']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('cancels after asking why, posting the run and the reason', async () => {
    const { calls } = await open(runningWorkflow);
    await act('Cancel', 'Cancel this workflow?', 'Stuck since Friday');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([{ path: '/admin/workflows/subscription-0b7a/cancel', body: { runId: 'run-1', reason: 'Stuck since Friday' } }]);
  });

  it("shows a refusal's own message (409) in the toast, and keeps the dialog", async () => {
    await open({ ...runningWorkflow, actions: ['reset'] }, () => json(409, { error: 'conflict', message: 'Only a failed or terminated run can be reset' }));
    await act('Reset', 'Reset this workflow?', 'Try again');
    await waitFor(() => expect(toasts.getToasts().find((toast) => toast.open)?.description).toBe('Only a failed or terminated run can be reset'));
    expect(screen.getByRole('dialog', { name: 'Reset this workflow?' })).toBeTruthy();
  });

  it('signals with the chosen signal and its JSON arguments', async () => {
    const { calls } = await open(runningWorkflow);
    await userEvent.click(await screen.findByRole('button', { name: 'Signal' }));
    const dialog = screen.getByRole('dialog', { name: 'Send a signal to this workflow?' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Signal/ }));
    await userEvent.click(screen.getByRole('option', { name: 'cancelRequested' }));
    const args = within(dialog).getByRole('textbox', { name: 'Arguments (JSON array)' });
    await userEvent.clear(args);
    await userEvent.click(args);
    await userEvent.paste('["by operator"]');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'User asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Signal' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toEqual({ path: '/admin/workflows/subscription-0b7a/signal', body: { runId: 'run-1', signal: 'cancelRequested', args: ['by operator'], reason: 'User asked' } });
  });

  it('takes a JSON array of at most 5 arguments', () => {
    expect(parseArgs('')).toEqual([]);
    expect(parseArgs('[1, "a"]')).toEqual([1, 'a']);
    expect(parseArgs('{"a": 1}')).toBeNull();
    expect(parseArgs('[1,2,3,4,5,6]')).toBeNull();
    expect(parseArgs('[')).toBeNull();
  });
});
