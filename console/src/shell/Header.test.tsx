import { createTheme } from '@mui/material/styles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { themeOptions } from '../theme';
import { activeSubscription, anna, fakeConfigStore, olga, signedIn, signedOut } from '../test/fakes';
import { renderWithApp } from '../test/render';
import { Header } from './Header';

// The desktop navigation starts at the lg breakpoint (1200 px) and jsdom lays out 1024 px, so
// these tests move lg below that to see the desktop header.
const desktop = createTheme({ ...themeOptions, breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1000, xl: 1536 } } });

describe('the header', () => {
  it('signed out: the logo, the Subscription link, the Sandbox badge and a sign-in button', () => {
    renderWithApp(<Header />, { auth: signedOut, theme: desktop });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/subscription']);
    expect(screen.getByRole('link', { name: 'AI-Powered Microservices, Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Sandbox')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('links the Sandbox badge to the sandbox chat with the bots', () => {
    renderWithApp(<Header />, { auth: signedOut, theme: desktop });
    expect(screen.getByRole('link', { name: 'Sandbox' }).getAttribute('href')).toBe('/sandbox-chat');
  });

  it('has no Sandbox badge outside sandbox mode', () => {
    renderWithApp(<Header />, { config: fakeConfigStore({ sandbox: false, apiBaseUrl: '', bullBoardPath: '/admin/queues', temporalUiPath: '/admin/temporal' }), theme: desktop });
    expect(screen.queryByText('Sandbox')).toBeNull();
  });

  it('signed in: the tool links, and an avatar menu with name, e-mail and Logout but no Manage Subscription', async () => {
    const { session } = renderWithApp(<Header />, { auth: signedIn(anna), theme: desktop });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/youtube-commenter',
      '/telegram',
      '/homework',
      '/analytics',
      '/subscription',
    ]);
    expect(screen.queryByRole('button', { name: 'Operator' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Anna Petrova')).toBeTruthy();
    expect(within(menu).getByText('anna@example.com')).toBeTruthy();
    expect(within(menu).queryByText('Manage Subscription')).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect((session as unknown as { signedOut: number }).signedOut).toBe(1);
  });

  it("follows the subscription: the Subscription link goes to management and the avatar menu offers 'Manage Subscription'", async () => {
    renderWithApp(<Header />, { auth: signedIn(anna), subscription: activeSubscription(), theme: desktop });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Subscription' }).getAttribute('href')).toBe('/subscription/manage');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Manage Subscription' }).getAttribute('href')).toBe('/subscription/manage');
  });

  it('gives operators the operator menu', async () => {
    renderWithApp(<Header />, { auth: signedIn(olga), theme: desktop });
    await userEvent.click(screen.getByRole('button', { name: 'Operator' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Users' }).getAttribute('href')).toBe('/admin/users');
    expect(within(menu).getByRole('menuitem', { name: 'Subscriptions' }).getAttribute('href')).toBe('/admin/subscriptions');
    expect(within(menu).getByRole('menuitem', { name: 'Payments' }).getAttribute('href')).toBe('/admin/payments');
    expect(within(menu).getByRole('menuitem', { name: 'Bull Board' }).getAttribute('href')).toBe('/admin/queues');
    // The web process serves the Temporal UI under its own path, in a tab of its own like Bull Board (the console stays).
    const temporal = within(menu).getByRole('menuitem', { name: 'Temporal UI' });
    expect(temporal.getAttribute('href')).toBe('/admin/temporal');
    expect(temporal.getAttribute('target')).toBe('_blank');
    expect(temporal.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens a mobile menu with the same links', async () => {
    renderWithApp(<Header />, { auth: signedIn(anna), theme: desktop });
    // Hidden at desktop widths by a media query, which jsdom (1024 px wide) applies.
    await userEvent.click(screen.getByLabelText('Open menu'));
    const drawer = screen.getByRole('presentation');
    const links = within(drawer).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/youtube-commenter', '/telegram', '/homework', '/analytics', '/subscription']);
    expect(within(drawer).getByText('Logout')).toBeTruthy();
  });

  it('switches the language to Russian and remembers it', async () => {
    renderWithApp(<Header />, { auth: signedIn(anna), theme: desktop });
    await userEvent.click(screen.getByRole('button', { name: 'RU, Русский' }));
    expect(await screen.findByRole('link', { name: 'Домашние задания' })).toBeTruthy();
    expect(localStorage.getItem('locale')).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
  });
});
