import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fakes';
import { renderWithApp } from '../../test/render';
import { TelegramLoginPanel } from './TelegramLoginPanel';

afterEach(() => vi.unstubAllGlobals());

describe('the sandbox chat page: the Telegram sign-in codes', () => {
  it("shows the code sent to a number and the number's 2FA password", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(200, { phone: '+79991234567', code: '40213', codeExpiresAt: new Date(Date.now() + 300_000).toISOString(), password: 'sandbox-2fa' })));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<TelegramLoginPanel />, { route: '/sandbox-chat' });
    await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), '+7 999 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Show the code' }));
    expect(await screen.findByText(/Login code: 40213/)).toBeTruthy();
    expect(screen.getByText('2FA password: sandbox-2fa')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/sandbox/telegram-user/login-info?phone=%2B7%20999%20123%2045%2067');
  });

  it("says when no code was sent, and shows the fake's refusal", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(200, { phone: '+79990000000', code: null, codeExpiresAt: null, password: null }))));
    const { unmount } = renderWithApp(<TelegramLoginPanel />, { route: '/sandbox-chat' });
    await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), '+79990000000');
    await userEvent.click(screen.getByRole('button', { name: 'Show the code' }));
    expect(await screen.findByText(/No code was sent to this number yet/)).toBeTruthy();
    expect(screen.getByText('This number has no 2FA password.')).toBeTruthy();
    unmount();

    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(400, { error: 'validation_error', message: 'phone: enter the number with its country code, 7 to 15 digits' }))));
    renderWithApp(<TelegramLoginPanel />, { route: '/sandbox-chat' });
    await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Show the code' }));
    expect(await screen.findByText(/enter the number with its country code/)).toBeTruthy();
  });
});
