import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { auditEntry } from '../testing/fixtures';
import { expectAccessible, filterOf, listOf, renderOperator, type Request } from '../testing/operator-api';
import { AuditList } from './AuditList';

const open = () =>
  renderOperator(
    <Route
      path="/admin/audit"
      element={
        <ResourceContextProvider value="admin/audit">
          <AuditList />
        </ResourceContextProvider>
      }
    />,
    '/admin/audit',
    (request) => {
      if (request.path === '/admin/audit') return listOf('admin/audit', [auditEntry]);
      if (request.path === '/admin/users') return listOf('admin/users', []);
      return undefined;
    },
  );

const auditReads = (calls: Request[]) => calls.filter((call) => call.path === '/admin/audit');

describe('the audit log', () => {
  it('lists entries newest first with labelled filters, and passes axe', async () => {
    const { calls } = await open();
    await screen.findByText('admin.jobs.retry');
    expect(JSON.parse(auditReads(calls)[0]!.query.get('sort') ?? '')).toEqual(['occurredAt', 'DESC']);
    for (const name of ['Search', 'Action', 'From', 'To']) expect(screen.getByLabelText(name)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'User' })).toBeTruthy();
    await expectAccessible();
  });

  it('filters by action and by time, sending ISO instants', async () => {
    const { calls } = await open();
    await screen.findByText('admin.jobs.retry');
    await userEvent.type(screen.getByLabelText('Action'), 'admin.jobs');
    await waitFor(() => expect(filterOf(auditReads(calls).at(-1)!)).toEqual({ action: 'admin.jobs' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-27T05:00' } });
    await waitFor(() => expect(filterOf(auditReads(calls).at(-1)!)).toEqual({ action: 'admin.jobs', from: new Date('2026-11-27T05:00').toISOString() }));
  });

  it("shows an entry's details as JSON when its row is opened", async () => {
    await open();
    await userEvent.click(await screen.findByText('admin.jobs.retry'));
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(JSON.parse(details.textContent ?? '')).toEqual({ ids: ['telegram:17'], ip: '127.0.0.1' });
  });
});
