import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestCheckout } from '../../../../../contracts/fiscal-receipt.ts';
import { ApiError } from '../../../api/api-error';
import { watchLeaving } from '../../../test/leaving';
import { useLocale, type LocaleContextValue } from '../../../i18n/LocaleProvider';
import { scriptedApi, signedOut, type ApiCall } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import TestPaymentPage from './TestPaymentPage';

let leaveTo: ReturnType<typeof watchLeaving>;

const PAYMENT_ID = '7f1c0a52-9d3e-4b8a-a1f0-3c2d9e8b71a4';

/** What the sandbox bank holds for the payment (GET /api/test-payment/:id): a receipt without VAT, on USN. */
const checkout: TestCheckout = {
  paymentId: PAYMENT_ID,
  amount: 2100,
  status: 'NEW',
  receipt: {
    Email: 'anna@example.com',
    Taxation: 'usn_income',
    FfdVersion: '1.05',
    Items: [
      {
        Name: 'Professional Plan, 1 month',
        Price: 210000,
        Quantity: 1,
        Amount: 210000,
        Tax: 'none',
        PaymentMethod: 'full_payment',
        PaymentObject: 'service',
      },
    ],
  },
};

let locale: LocaleContextValue | null = null;
/** Hands the test the page's locale, to switch the language. */
function LocaleProbe() {
  locale = useLocale();
  return null;
}

/**
 * The page over an API that answers the checkout read with `read` and the Pay button with
 * `answer` (a value, or a thrown ApiError).
 */
function renderPage(
  query: string,
  answer: () => unknown = () => ({ status: 'CONFIRMED', message: 'Payment confirmed' }),
  read: () => unknown = () => checkout,
) {
  const api = scriptedApi((call: ApiCall) => (call.method === 'GET' ? read() : answer()));
  renderWithApp(
    <>
      <TestPaymentPage />
      <LocaleProbe />
    </>,
    { auth: signedOut, api, subscription: null, route: `/test-payment${query}`, path: '/test-payment' },
  );
  return api;
}

const receiptRead = { method: 'GET', path: `/test-payment/${PAYMENT_ID}`, body: undefined };
const receipt = () => screen.getByTestId('receipt');
/** The receipt's definition list as term: value pairs. */
const receiptTerms = () =>
  Object.fromEntries(within(receipt()).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

/**
 * axe on what is rendered, failing on serious and critical violations; jsdom draws nothing, so
 * colour contrast is left out (as the operator pages' tests do).
 */
async function expectAccessible() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

const location = () => screen.getByTestId('location').textContent;
const pay = () => screen.getByTestId('pay-button');

/** Types a card with real timers (user-event waits between keys), then stops the clock and presses Pay. */
async function fillCardAndPay(card = '4242424242424242') {
  await userEvent.type(screen.getByTestId('card-number'), card);
  await userEvent.type(screen.getByTestId('card-expiry'), '1228');
  await userEvent.type(screen.getByTestId('card-cvv'), '123');
  await userEvent.type(screen.getByTestId('card-holder'), 'Anna Petrova');
  vi.useFakeTimers();
  await act(async () => {
    fireEvent.click(pay());
    await Promise.resolve();
  });
}

beforeEach(() => {
  leaveTo = watchLeaving();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the test payment page (spec 2)', () => {
  it('sends a visitor without payment_id to /subscription', () => {
    renderPage('?amount=2100');
    expect(location()).toBe('/subscription');
  });

  it('shows the form, the amount, the last 8 characters of the payment and the test card', async () => {
    renderPage(`?payment_id=${PAYMENT_ID}&amount=2100`);
    await screen.findByTestId('receipt-email');
    expect(screen.getByRole('heading', { name: 'Test Payment Form' })).toBeTruthy();
    expect(screen.getByTestId('payment-amount').textContent).toBe('₽2,100');
    expect(screen.getByTestId('payment-ref').textContent).toBe('…9e8b71a4');
    expect(screen.getByTestId('test-card-hint').textContent?.replaceAll('\u00a0', ' ')).toContain('4242 4242 4242 4242');
    expect(screen.getByText('This is a test payment page. No real money is charged.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/subscription');
  });

  it('formats what is typed and keeps Pay disabled until card, expiry and CVV are filled', async () => {
    renderPage(`?payment_id=${PAYMENT_ID}&amount=2100`);
    expect(pay()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByTestId('card-number'), '4242424242424242');
    expect(screen.getByTestId('card-number')).toHaveProperty('value', '4242 4242 4242 4242');
    expect(pay()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByTestId('card-expiry'), '1228');
    expect(screen.getByTestId('card-expiry')).toHaveProperty('value', '12/28');
    expect(pay()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByTestId('card-cvv'), '12');
    expect(pay()).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByTestId('card-cvv'), '34');
    expect(screen.getByTestId('card-cvv')).toHaveProperty('value', '123');
    expect(pay()).toHaveProperty('disabled', false);
    expect(pay().textContent).toBe('Pay ₽2,100');
  });

  it("confirms the payment, shows 'Processing...' for 2 s, then goes to the decoded success_url", async () => {
    const api = renderPage(`?payment_id=${PAYMENT_ID}&amount=2100&success_url=${encodeURIComponent('/subscription/success?paid=1')}`);
    await fillCardAndPay();
    expect(pay().textContent).toBe('Processing...');
    expect(api.calls).toEqual([
      receiptRead,
      { method: 'POST', path: '/test-payment/confirm', body: { paymentId: PAYMENT_ID, cardNumber: '4242 4242 4242 4242', expiry: '12/28', cvv: '123', cardholder: 'Anna Petrova' } },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(location()).toContain('/test-payment');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(location()).toBe('/subscription/success?paid=1');
  });

  it('goes to /subscription/success without a success_url', async () => {
    renderPage(`?payment_id=${PAYMENT_ID}&amount=2100`);
    await fillCardAndPay();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(location()).toBe('/subscription/success');
  });

  it('loads an absolute success_url of this origin as a document', async () => {
    const target = `${window.location.origin}/subscription/success`;
    renderPage(`?payment_id=${PAYMENT_ID}&amount=2100&success_url=${encodeURIComponent(target)}`);
    await fillCardAndPay();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(leaveTo).toHaveBeenCalledWith(target);
  });

  it('refuses a success_url of another site (open redirect) and stays in the app', async () => {
    renderPage(`?payment_id=${PAYMENT_ID}&amount=2100&success_url=${encodeURIComponent('https://evil.example/phish')}`);
    await fillCardAndPay();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(leaveTo).not.toHaveBeenCalled();
    expect(location()).toBe('/subscription/success');
  });

  it('goes to /subscription/fail when the bank declines the card', async () => {
    renderPage(`?payment_id=${PAYMENT_ID}&amount=2100`, () => ({ status: 'REJECTED', message: 'Payment declined' }));
    await fillCardAndPay('4000000000000002');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(location()).toBe('/subscription/fail');
  });

  it('goes to /subscription/fail when the call fails', async () => {
    renderPage(`?payment_id=${PAYMENT_ID}&amount=2100`, () => {
      throw new ApiError('not_found', 404, { error: 'not_found', message: 'Payment not found' });
    });
    await fillCardAndPay();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(location()).toBe('/subscription/fail');
  });

  describe('the fiscal receipt', () => {
    it('shows what the bank was given below the amount: item, quantity × price, amount, no VAT, taxation, e-mail; and passes axe', async () => {
      const api = renderPage(`?payment_id=${PAYMENT_ID}&amount=2100`);
      expect(within(receipt()).getByRole('progressbar', { name: 'Loading the fiscal receipt' })).toBeTruthy();
      expect(await screen.findByText('The receipt will be e-mailed to anna@example.com')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'Fiscal receipt' })).toBeTruthy();
      expect(receiptTerms()).toEqual({
        Item: 'Professional Plan, 1 month',
        'Quantity × price': '1 × ₽2,100',
        Amount: '₽2,100',
        'VAT rate': 'No VAT',
        'Payment method': 'Full payment',
        'Payment object': 'Service',
        'Taxation system': 'Simplified, income (USN)',
        'FFD version': '1.05',
      });
      expect(within(receipt()).queryByRole('progressbar')).toBeNull();
      // Below the amount, which stays the link's.
      expect(screen.getByTestId('payment-amount').compareDocumentPosition(receipt()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.getByTestId('payment-amount').textContent).toBe('₽2,100');
      expect(api.calls).toEqual([receiptRead]);
      await expectAccessible();
    });

    it('names the VAT rate and taxation system of each item in words, kopecks in roubles', async () => {
      const item = { ...checkout.receipt!.Items[0]!, Price: 105050, Quantity: 2, Amount: 210100, Tax: 'vat120' as const, MeasurementUnit: 'шт' };
      renderPage(`?payment_id=${PAYMENT_ID}&amount=2101`, undefined, () => ({ ...checkout, receipt: { ...checkout.receipt!, Taxation: 'osn', FfdVersion: '1.2', Items: [item] } }));
      await screen.findByTestId('receipt-email');
      expect(receiptTerms()).toMatchObject({
        'Quantity × price': '2 шт × ₽1,050.5',
        Amount: '₽2,101',
        'VAT rate': 'VAT 20/120',
        'Taxation system': 'General (OSN)',
        'FFD version': '1.2',
      });
    });

    it('says so when no receipt goes with the payment', async () => {
      renderPage(`?payment_id=${PAYMENT_ID}&amount=2100`, undefined, () => ({ ...checkout, receipt: null }));
      expect(await within(receipt()).findByText('No fiscal receipt is sent with this payment (receipts are issued elsewhere)')).toBeTruthy();
      expect(within(receipt()).queryByRole('term')).toBeNull();
      await expectAccessible();
    });

    it('shows an alert when the receipt cannot be read, and the payment still goes through', async () => {
      const api = renderPage(`?payment_id=${PAYMENT_ID}&amount=2100`, undefined, () => {
        throw new ApiError('Payment not found', 404, { error: 'not_found', message: 'Payment not found' });
      });
      expect((await within(receipt()).findByRole('alert')).textContent).toBe("Could not load the payment's receipt");
      expect(screen.getByTestId('payment-amount').textContent).toBe('₽2,100');
      await expectAccessible();
      await fillCardAndPay();
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /test-payment/${PAYMENT_ID}`, 'POST /test-payment/confirm']);
      expect(location()).toBe('/subscription/success');
    });

    it('reads in Russian as receipts do', async () => {
      renderPage(`?payment_id=${PAYMENT_ID}&amount=2100`);
      await screen.findByTestId('receipt-email');
      await act(() => locale!.setLocale('ru'));
      expect(await screen.findByRole('heading', { level: 2, name: 'Кассовый чек' })).toBeTruthy();
      expect(receiptTerms()).toEqual({
        Наименование: 'Professional Plan, 1 month',
        'Количество × цена': '1 × 2\u00a0100 ₽',
        Сумма: '2\u00a0100 ₽',
        'Ставка НДС': 'Без НДС',
        'Способ расчёта': 'Полный расчёт',
        'Предмет расчёта': 'Услуга',
        'Система налогообложения': 'УСН доходы',
        'Версия ФФД': '1.05',
      });
      expect(screen.getByTestId('receipt-email').textContent).toBe('Чек будет отправлен на anna@example.com');
    });
  });
});
