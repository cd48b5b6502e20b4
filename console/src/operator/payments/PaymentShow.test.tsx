import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider } from 'react-admin';
// react-admin reads its route through react-router-dom, which the tests load as another copy than react-router.
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPaymentReceipt } from '../../../../contracts/fiscal-receipt.ts';
import type { AdminPayment } from '../../../../contracts/subscription.ts';
import { createDataProvider } from '../../admin/data-provider';
import { i18nProviderFor } from '../../admin/i18n-provider';
import { createApiClient } from '../../api/client';
import { localTokenStore, TOKEN_STORAGE_KEY } from '../../api/token-store';
import { json, olga, signedIn, urlOf } from '../../test/fakes';
import { renderWithApp } from '../../test/render';
import { expectAccessible } from '../testing/operator-api';
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
  receipts: [],
};

/** The receipt handed to the bank with the payment: no VAT, on USN income, e-mailed to Anna. */
const saleReceipt: AdminPaymentReceipt = {
  operation: 'sale',
  status: 'sent',
  amount: 2100,
  receipt: {
    Email: 'anna@example.com',
    Taxation: 'usn_income',
    FfdVersion: '1.05',
    Items: [{ Name: 'Professional Plan, 1 month', Price: 210000, Quantity: 1, Amount: 210000, Tax: 'none', PaymentMethod: 'full_payment', PaymentObject: 'service' }],
  },
  errorCode: null,
  errorMessage: null,
  fiscalDocumentNumber: null,
  receiptUrl: null,
  sentAt: '2025-06-18T10:00:00.000Z',
  updatedAt: '2025-06-18T10:01:00.000Z',
};

/** The refund's receipt, which the bank refused (and with it the refund). */
const refusedRefundReceipt: AdminPaymentReceipt = {
  ...saleReceipt,
  operation: 'refund',
  status: 'refused',
  errorCode: '309',
  errorMessage: 'Invalid receipt: Taxation does not match the shop',
  sentAt: '2025-06-20T09:30:00.000Z',
  updatedAt: '2025-06-20T09:30:05.000Z',
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
/** A receipt card's definition list as term: value pairs. */
const termsOf = (card: HTMLElement) => Object.fromEntries(within(card).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

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

  it('says when no fiscal receipt was sent with the payment', async () => {
    await renderPage(payment);
    const section = await screen.findByRole('region', { name: 'Fiscal receipts' });
    expect(within(section).getByText('No receipt was sent with this payment.')).toBeTruthy();
    expect(within(section).queryByRole('article')).toBeNull();
  });

  it('shows each fiscal receipt: the sale sent to the bank, the refund refused with its code and message; and passes axe', async () => {
    await renderPage({ ...payment, receipts: [saleReceipt, refusedRefundReceipt] });
    const section = await screen.findByRole('region', { name: 'Fiscal receipts' });
    const [sale, refund] = within(section).getAllByRole('article');

    expect(within(sale!).getByRole('heading', { level: 3, name: 'Payment receipt' })).toBeTruthy();
    const sentChip = within(sale!).getByTestId('payment-receipt-status');
    expect(sentChip.textContent).toBe('Sent to the bank');
    expect(sentChip.className).not.toContain('colorError');
    expect(termsOf(sale!)).toEqual({
      Amount: '₽2,100',
      'E-mail': 'anna@example.com',
      Item: 'Professional Plan, 1 month: 1 × ₽2,100',
      'VAT rate': 'No VAT',
      'Taxation system': 'Simplified, income (USN)',
      'FFD version': '1.05',
      'Sent at': shown(saleReceipt.sentAt),
      'Updated at': shown(saleReceipt.updatedAt),
    });
    expect(within(sale!).queryByRole('link', { name: /Open receipt/ })).toBeNull();

    expect(within(refund!).getByRole('heading', { level: 3, name: 'Refund receipt' })).toBeTruthy();
    const refusedChip = within(refund!).getByTestId('payment-receipt-status');
    expect(refusedChip.textContent).toBe('Refused by the bank');
    expect(refusedChip.className).toContain('MuiChip-colorError');
    expect(termsOf(refund!)).toMatchObject({
      'Error code': '309',
      'Error message': 'Invalid receipt: Taxation does not match the shop',
      'Sent at': shown(refusedRefundReceipt.sentAt),
    });
    // Nothing of a card anywhere on the page.
    expect(document.body.textContent).not.toMatch(/4242|card number|cvv/i);
    await expectAccessible();
  });

  it('shows an issued receipt with its fiscal document number and a link to it', async () => {
    const issued: AdminPaymentReceipt = { ...saleReceipt, status: 'issued', fiscalDocumentNumber: '12345', receiptUrl: 'https://receipts.example/r/12345' };
    await renderPage({ ...payment, receipts: [issued, { ...saleReceipt, status: 'failed', receiptUrl: 'javascript:alert(1)' }] });
    const [card, failed] = await screen.findAllByRole('article');
    const chip = within(card!).getByTestId('payment-receipt-status');
    expect([chip.textContent, chip.className.includes('MuiChip-colorSuccess')]).toEqual(['Issued', true]);
    expect(termsOf(card!)).toMatchObject({ 'Fiscal document number': '12345' });
    const link = within(card!).getByRole('link', { name: 'Open receipt' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['https://receipts.example/r/12345', '_blank', 'noopener noreferrer']);
    expect(within(failed!).getByTestId('payment-receipt-status').textContent).toBe('Not issued');
    // Only a web address is followed.
    expect(within(failed!).queryByRole('link')).toBeNull();
  });
});
