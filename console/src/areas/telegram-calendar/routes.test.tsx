import { screen } from '@testing-library/react';
import { Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activeSubscription, anna, signedIn, subscriptionOf } from '../../test/fakes';
import { renderWithApp } from '../../test/render';
import { signedInAreaRoutes } from '../signed-in-routes';
import { calendarServer } from './testing/fake-server';

const renderAt = (route: string, subscription = activeSubscription()) =>
  renderWithApp(<Routes>{signedInAreaRoutes}</Routes>, { auth: signedIn(anna), subscription, route, api: calendarServer() });

describe('the calendar tool’s routes', () => {
  it('show the tool and its /auth page to a subscriber, and not-found below them', async () => {
    const { unmount } = renderAt('/telegram-calendar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Telegram to Calendar' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1: Google Calendar' })).toBeTruthy();
    unmount();
    const { unmount: unmountAuth } = renderAt('/telegram-calendar/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link the Telegram bot' })).toBeTruthy();
    unmountAuth();
    renderAt('/telegram-calendar/other');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('put both behind the feature guard, and keep the /telegram/calendar shortcut', async () => {
    for (const route of ['/telegram-calendar', '/telegram-calendar/auth']) {
      const { unmount } = renderAt(route, subscriptionOf());
      expect(await screen.findByTestId('paywall-dialog')).toBeTruthy();
      unmount();
    }
    renderAt('/telegram/calendar');
    expect(screen.getByTestId('location').textContent).toBe('/telegram-calendar');
  });
});
