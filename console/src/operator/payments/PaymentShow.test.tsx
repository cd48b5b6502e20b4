import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider } from 'react-admin';
// react-admin reads its route through react-router-dom, which the tests load as another copy than react-router.
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPayment } from '../../../../contracts/subscription.ts';
import { createDataProvider } from '../../admin/data-provider';
import { i18nProviderFor } from '../../admin/i18n-provider';
import { createApiClient } from '../../api/client';
import { localTokenStore, TOKEN_STORAGE_KEY } from '../../api/token-store';
import { json, olga, signedIn, urlOf } from '../../test/fakes';
import { renderWithApp } from '../../test/render';
import { PaymentShow } from './PaymentShow';

const payment: AdminPayment = {
  id: '5a0d1c2e-3f40-4b5c-8d6e-7f8091a2b3c4',
  subscriptionId: '0b7a3c4e-5f60-4a1b-8c2d-3e4f5a6b7c8d',
  userId: '00000000-0000-4000-8000-000000000001',
  userEmail: 'anna@example.com',
  kind: 'FIRST',
  status: 'CONFIRMED',
  amount: 2100,
  provider: 'test',
  providerPaymentId: 'bank-42',
  idempotencyKey: 'first:0b7a3c4e',
  period: 1,
  attempt: 1,
  declineCode: null,
  declineMessage: null,
  confirmedAt: '2025-06-18T10:01:00.000Z',
  refundedAt: null,
  refundable: true,
  createdAt: '2025-06-18T10:00:00.000Z',
  updatedAt: '2025-06-18T10:01:00.000Z',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The operator API behind the page: the payment, its subscription for the reference, the refund. */
function fakeApi(initial: AdminPayment, refund: (body: unknown) => Response | null = () => null) {
  let current = initial;
  const calls: Call[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (method === 'GET' && url.pathname === `/api/admin/payments/${current.id}`) return Promise.resolve(json(200, current));
    if (method === 'GET' && url.pathname === '/api/admin/subscriptions') {
      return Promise.resolve(json(200, [{ id: current.subscriptionId, userEmail: current.userEmail }], { 'Content-Range': 'admin/subscriptions 0-0/1' }));
    }
    if (method === 'POST' && url.pathname === `/api/admin/payments/${current.id}/refund`) {
      const refused = refund(body);
      if (refused) return Promise.resolve(refused);
      current = { ...current, status: 'REFUNDED', refundedAt: '2025-06-20T09:30:00.000Z', refundable: false };
      return Promise.resolve(json(200, current));
    }
    return Promise.resolve(json(404, { error: 'not_found', message: `no ${method} ${url.pathname}` }));
  });
  const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, tokens: localTokenStore, goHome: vi.fn() });
  return { api, calls };
}

async function renderPage(record: AdminPayment, refund?: (body: unknown) => Response | null) {
  const { api, calls } = fakeApi(record, refund);
  const i18nProvider = await i18nProviderFor('en');
  renderWithApp(
    <MemoryRouter initialEntries={[`/admin/payments/${record.id}/show`]}>
      <AdminContext dataProvider={createDataProvider(api)} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="admin/payments">
          <Routes>
            <Route path="/admin/payments/:id/show" element={<PaymentShow />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
    { auth: signedIn(olga), api, subscription: null },
  );
  return calls;
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');
/** A field of the show layout, its label and value. */
const field = (source: string) => document.querySelector(`.ra-field-${source}`)?.textContent;
const shown = (iso: string) => new Date(iso).toLocaleString('en-GB');

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'operator-token');
});

describe("the operator's payment page", () => {
  it('shows when the payment was confirmed and refunded', async () => {
    await renderPage(payment);
    await screen.findByText('Confirmed at');
    expect(field('confirmedAt')).toBe(`Confirmed at${shown(payment.confirmedAt!)}`);
    expect(field('refundedAt')).toBe('Refunded at—');
  });

  it('refunds a confirmed payment after asking why, then shows it refunded', async () => {
    const calls = await renderPage(payment);
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this payment?' });
    expect(within(dialog).getByText(/anna@example\.com · 2100 ₽\. The full amount of this payment goes back to the card it was paid with\./)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Refund' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'ab');
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByRole('textbox'), 'c, asked by phone ');
    await userEvent.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([{ method: 'POST', path: `/api/admin/payments/${payment.id}/refund`, body: { reason: 'abc, asked by phone' } }]);
    // Read again: refunded, and no second refund offered.
    expect(await screen.findByText('Refunded')).toBeTruthy();
    expect(field('refundedAt')).toBe(`Refunded at${shown('2025-06-20T09:30:00.000Z')}`);
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it("keeps the dialog open with the server's reason when the refund is refused", async () => {
    const calls = await renderPage(payment, () => json(409, { error: 'conflict_payment', message: 'The bank refused the refund' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this payment?' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Duplicate charge');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: 'Refund this payment?' })).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund' })).toHaveProperty('disabled', false);
  });

  it('offers no refund for a payment that is not refundable', async () => {
    await renderPage({ ...payment, status: 'REJECTED', confirmedAt: null, refundable: false, declineMessage: 'Insufficient funds' });
    expect(await screen.findByText('Insufficient funds')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
