import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { callsTo, digestServer, digestStatus, noCredentials, refusal } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => toasts.dismiss());

const HASH = '0123456789abcdef0123456789abcdef';
const tab = (name: string) => screen.getByRole('tab', { name });
const input = (name: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${name}`));
const typeInto = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
/** The step's own alert (a toast is an alert too). */
const problem = async (text: string) => (await screen.findByText(text)).closest('[role="alert"]')?.textContent ?? '';

async function openSetup(server = digestServer({ status: noCredentials() })) {
  const view = renderScreen('/telegram-digest/setup', server);
  expect(await screen.findByRole('heading', { level: 1, name: 'Set Up Telegram Digest' })).toBeTruthy();
  await screen.findByRole('tab', { name: '1. API Credentials' });
  return view;
}

describe('/telegram-digest/setup', () => {
  it('starts on "1. API Credentials" without credentials, with the security panels and no Disconnect', async () => {
    await openSetup();
    expect(tab('1. API Credentials').getAttribute('aria-selected')).toBe('true');
    expect(tab('2. Authentication').getAttribute('aria-selected')).toBe('false');
    const security = screen.getByTestId('security-info');
    expect(within(security).getByText(/my\.telegram\.org/, { selector: 'p' })).toBeTruthy();
    expect(within(security).getByText(/stored encrypted/)).toBeTruthy();
    expect(within(security).getByText(/only reads/)).toBeTruthy();
    expect(within(security).getByRole('link', { name: /Open my\.telegram\.org/ }).getAttribute('href')).toBe('https://my.telegram.org');
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
    fireEvent.click(tab('2. Authentication'));
    expect(screen.getByText('Save your API ID and API Hash on the first tab first.')).toBeTruthy();
  });

  it('asks for both API ID and API Hash, checks them, saves them and moves to the sign-in', async () => {
    const { api } = await openSetup();
    fireEvent.click(screen.getByRole('button', { name: 'Save Credentials' }));
    expect(await screen.findByText('Please enter both API ID and API Hash')).toBeTruthy();
    typeInto(input('API ID'), '1234567');
    typeInto(input('API Hash'), 'not-a-hash');
    fireEvent.click(screen.getByRole('button', { name: 'Save Credentials' }));
    expect(await screen.findByText('The API Hash is 32 characters of letters a–f and digits.')).toBeTruthy();
    expect(callsTo(api, '/telegram/digest/credentials', 'POST')).toHaveLength(0);

    typeInto(input('API Hash'), HASH);
    fireEvent.click(screen.getByRole('button', { name: 'Save Credentials' }));
    expect(await screen.findByText('Credentials saved')).toBeTruthy();
    expect(callsTo(api, '/telegram/digest/credentials', 'POST').map((call) => call.body)).toEqual([{ apiId: '1234567', apiHash: HASH }]);
    expect(tab('2. Authentication').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByLabelText(/^Phone number/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy();
  });

  it('says "Failed to save credentials" with the server’s reason', async () => {
    await openSetup(
      digestServer({ status: noCredentials() }, (call) => {
        if (call.path === '/telegram/digest/credentials') throw refusal(400, 'telegram_credentials_invalid', 'Telegram does not accept this API ID and API Hash. Check them at my.telegram.org.');
      }),
    );
    typeInto(input('API ID'), '1234567');
    typeInto(input('API Hash'), HASH);
    fireEvent.click(screen.getByRole('button', { name: 'Save Credentials' }));
    expect(await problem('Failed to save credentials')).toContain('Telegram does not accept this API ID and API Hash.');
  });

  it('signs in with the phone and the code: "Code Sent", then "Authentication successful!..."', async () => {
    const { api } = await openSetup(digestServer({ status: digestStatus({ apiConnected: false, username: null }) }));
    expect(tab('2. Authentication').getAttribute('aria-selected')).toBe('true');
    expect(callsTo(api, '/telegram/digest/auth/validate')).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Please enter your phone number')).toBeTruthy();
    typeInto(input('Phone number'), '+44 7700 900123');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Code Sent')).toBeTruthy();
    expect(callsTo(api, '/telegram/digest/auth/start', 'POST').map((call) => call.body)).toEqual([{ phoneNumber: '+44 7700 900123' }]);

    const code = input('Authentication code');
    expect(code.maxLength).toBe(5);
    expect(document.activeElement).toBe(code);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the authentication code')).toBeTruthy();
    typeInto(code, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Authentication successful!...')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Authentication Successful!' })).toBeTruthy();
    expect(screen.getByText('Signed in to Telegram as anna_t.')).toBeTruthy();
    expect(callsTo(api, '/telegram/digest/auth/complete', 'POST').map((call) => call.body)).toEqual([{ code: '12345' }]);
  });

  it('asks for the 2FA password only when Telegram requires it', async () => {
    const { api } = await openSetup(digestServer({ status: digestStatus({ apiConnected: false }), requiresPassword: true }));
    typeInto(await screen.findByLabelText(/^Phone number/), '+447700900123');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    typeInto(await screen.findByLabelText(/^Authentication code/), '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('2FA Required')).toBeTruthy();
    const password = input('2FA password');
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter your 2FA password')).toBeTruthy();
    typeInto(password, 'hunter2 words');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Authentication Successful!' })).toBeTruthy();
    expect(callsTo(api, '/telegram/digest/auth/complete', 'POST').map((call) => call.body)).toEqual([{ code: '12345' }, { password: 'hunter2 words' }]);
  });

  it('says "Authentication failed. Please try again." with the reason, and lets the code be typed again', async () => {
    let wrong = true;
    await openSetup(
      digestServer({ status: digestStatus({ apiConnected: false }) }, (call) => {
        if (wrong && call.path === '/telegram/digest/auth/complete') throw refusal(400, 'telegram_code_invalid', 'The code is not correct. Check the code Telegram sent and try again.');
      }),
    );
    typeInto(await screen.findByLabelText(/^Phone number/), '+447700900123');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    typeInto(await screen.findByLabelText(/^Authentication code/), '11111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await problem('Authentication failed. Please try again.')).toContain('The code is not correct.');
    wrong = false;
    typeInto(input('Authentication code'), '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Authentication Successful!' })).toBeTruthy();
  });

  it('says "Failed to send authentication code" when Telegram refuses the number', async () => {
    await openSetup(
      digestServer({ status: digestStatus({ apiConnected: false }) }, (call) => {
        if (call.path === '/telegram/digest/auth/start') throw refusal(400, 'bad_request', 'PHONE_NUMBER_INVALID');
      }),
    );
    typeInto(await screen.findByLabelText(/^Phone number/), '+10000000');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await problem('Failed to send authentication code')).toContain('PHONE_NUMBER_INVALID');
  });

  it('shows "Authentication Successful!" when the session is already valid', async () => {
    await openSetup(digestServer({ sessionValid: true }));
    expect(await screen.findByRole('heading', { name: 'Authentication Successful!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your digests' }).getAttribute('href')).toBe('/telegram-digest');
  });

  it('disconnects after the confirmation and starts over at the credentials', async () => {
    const { api } = await openSetup(digestServer({ sessionValid: true }));
    await screen.findByRole('heading', { name: 'Authentication Successful!' });
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Telegram Digest?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Telegram Digest disconnected')).toBeTruthy();
    expect(callsTo(api, '/telegram/digest/disconnect', 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tab('1. API Credentials').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Save Credentials' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(tab('1. API Credentials')));
  });

  it('says "Failed to disconnect Telegram Digest" and keeps the dialog', async () => {
    await openSetup(
      digestServer({ sessionValid: true }, (call) => {
        if (call.path === '/telegram/digest/disconnect') throw refusal(503, 'service_unavailable', 'down');
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Failed to disconnect Telegram Digest')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
