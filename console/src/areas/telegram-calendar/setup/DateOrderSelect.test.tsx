import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activeSubscription, anna, signedIn } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { toasts } from '../../../toast/toast-store';
import { Toaster } from '../../../toast/Toaster';
import { calendarOff, calendarServer, callsTo, refusal, userSettings } from '../testing/fake-server';
import { CalendarSetupPage } from './CalendarSetupPage';

type Server = ReturnType<typeof calendarServer>;

function renderPage(api: Server) {
  renderWithApp(
    <>
      <CalendarSetupPage />
      <Toaster />
    </>,
    { auth: signedIn(anna), api, subscription: activeSubscription(), route: '/telegram-calendar' },
  );
  return api;
}

const dateFormat = async () => within(await screen.findByTestId('calendar-step')).findByRole('combobox', { name: 'Date format' });

afterEach(() => {
  toasts.dismiss();
});

describe('/telegram-calendar: the date format (how the bot reads "03/12", issue 33)', () => {
  it('shows the saved choice in the connected calendar’s card, explains itself, and saves a new one with PATCH /users/me/settings', async () => {
    const api = renderPage(calendarServer({ settings: userSettings({ dateOrder: 'month-first' }) }));
    const select = await dateFormat();
    expect(select.textContent).toBe('Month first (12/31)');
    // The line under it is the select's description.
    const described = (select.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('How the bot reads dates like 03/12 in your messages. Dates with dots, like 03.12, are always day first.');

    await userEvent.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Automatic (from your language and time zone)', 'Day first (31.12)', 'Month first (12/31)']);
    expect(options[2]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('option', { name: 'Day first (31.12)' }));

    expect(await screen.findByText('Date format saved')).toBeTruthy();
    expect(callsTo(api, '/users/me/settings', 'PATCH').map((call) => call.body)).toEqual([{ dateOrder: 'day-first' }]);
    expect(api.state.settings.dateOrder).toBe('day-first');
    expect((await dateFormat()).textContent).toBe('Day first (31.12)');
  });

  it("is 'Automatic' for a user who never chose, and choosing it again sends nothing", async () => {
    const api = renderPage(calendarServer());
    const select = await dateFormat();
    expect(select.textContent).toBe('Automatic (from your language and time zone)');
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'Automatic (from your language and time zone)' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(callsTo(api, '/users/me/settings', 'PATCH')).toHaveLength(0);
  });

  it('puts the old choice back and says why when the save fails', async () => {
    const api = renderPage(
      calendarServer({}, (call) => {
        if (call.method === 'PATCH') throw refusal(500, 'internal_error', 'Internal Server Error');
      }),
    );
    await userEvent.click(await dateFormat());
    await userEvent.click(screen.getByRole('option', { name: 'Month first (12/31)' }));
    expect(await screen.findByText('Could not save the date format')).toBeTruthy();
    expect(screen.getByText('An error occurred on the server. Please try again later.')).toBeTruthy();
    await waitFor(async () => expect((await dateFormat()).textContent).toBe('Automatic (from your language and time zone)'));
    expect(api.state.settings.dateOrder).toBe('auto');
  });

  it('is not offered before the calendar is connected', async () => {
    const api = renderPage(calendarServer({ calendar: calendarOff() }));
    expect(await screen.findByRole('button', { name: 'Connect Google Calendar' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Date format' })).toBeNull();
    expect(callsTo(api, '/users/me/settings')).toHaveLength(0);
  });
});
