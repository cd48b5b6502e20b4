import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { AdminSubscription } from '../../../../contracts/subscription.ts';
import { olga, scriptedApi, signedIn } from '../../test/fakes';
import { renderWithApp } from '../../test/render';
import { canRun, SubscriptionActionButton, type SubscriptionAction } from './SubscriptionActionButton';

const record: AdminSubscription = {
  id: '0b7a3c4e-5f60-4a1b-8c2d-3e4f5a6b7c8d',
  userId: '00000000-0000-4000-8000-000000000001',
  userEmail: 'anna@example.com',
  userName: 'Anna Petrova',
  status: 'ACTIVE',
  plan: 'MONTHLY',
  amount: 2100,
  provider: 'test',
  startDate: '2025-06-18T10:00:00.000Z',
  endDate: '2025-07-18T10:00:00.000Z',
  canceledAt: null,
  cancelReason: null,
  refundedAt: null,
  renewalAttempt: 0,
  workflowId: 'subscription-0b7a3c4e',
  workflowUrl: 'http://localhost:8233/namespaces/default/workflows/subscription-0b7a3c4e',
  refundable: true,
  createdAt: '2025-06-18T10:00:00.000Z',
  updatedAt: '2025-06-18T10:00:00.000Z',
};

function renderButton(action: SubscriptionAction, subscription = record) {
  const api = scriptedApi(() => subscription);
  renderWithApp(
    <AdminContext>
      <RecordContextProvider value={subscription}>
        <SubscriptionActionButton action={action} />
      </RecordContextProvider>
    </AdminContext>,
    { auth: signedIn(olga), api, subscription: null },
  );
  return api;
}

describe("the operator's subscription actions", () => {
  it('offer a refund only while refundable, and a cancel only while ACTIVE', () => {
    expect(canRun(record, 'refund')).toBe(true);
    expect(canRun({ ...record, refundable: false }, 'refund')).toBe(false);
    expect(canRun(record, 'cancel')).toBe(true);
    expect(canRun({ ...record, status: 'CANCELED' }, 'cancel')).toBe(false);
  });

  it('ask why (3 characters at least) and post the reason', async () => {
    const api = renderButton('refund');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this subscription?' });
    const confirm = within(dialog).getByRole('button', { name: 'Refund' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'ab');
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByRole('textbox'), 'c  ');
    expect(confirm).toHaveProperty('disabled', false);
    await userEvent.click(confirm);
    expect(api.calls).toEqual([{ method: 'POST', path: `/admin/subscriptions/${record.id}/refund`, body: { reason: 'abc' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancel through its own endpoint', async () => {
    const api = renderButton('cancel');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this subscription?' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Asked by e-mail');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toEqual([{ method: 'POST', path: `/admin/subscriptions/${record.id}/cancel`, body: { reason: 'Asked by e-mail' } }]);
  });

  it('show nothing when the action does not apply', () => {
    renderButton('refund', { ...record, refundable: false });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
