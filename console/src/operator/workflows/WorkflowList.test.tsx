import { screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { runningWorkflow } from '../testing/fixtures';
import { expectAccessible, filterOf, listOf, renderOperator, type Request } from '../testing/operator-api';
import { WorkflowList } from './WorkflowList';

describe("the operator's workflows", () => {
  it('list by type and status from the address (the dashboard’s links), each row leading to its page', async () => {
    const filter = encodeURIComponent(JSON.stringify({ type: 'subscriptionWorkflow', status: 'Failed' }));
    const { calls } = await renderOperator(
      <Route
        path="/admin/workflows"
        element={
          <ResourceContextProvider value="admin/workflows">
            <WorkflowList />
          </ResourceContextProvider>
        }
      />,
      `/admin/workflows?filter=${filter}`,
      (request: Request) => (request.path === '/admin/workflows' ? listOf('admin/workflows', [{ ...runningWorkflow, status: 'Failed', actions: ['reset'] }]) : undefined),
    );
    expect(await screen.findByText('subscription-0b7a')).toBeTruthy();
    expect(screen.getAllByText('Failed').length).toBeGreaterThan(0);
    const read = calls.find((call) => call.path === '/admin/workflows');
    expect(read && filterOf(read)).toEqual({ type: 'subscriptionWorkflow', status: 'Failed' });
    for (const header of ['Type', 'Workflow ID', 'Status', 'Started', 'Closed', 'Request ID']) expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    await expectAccessible();
  });
});
