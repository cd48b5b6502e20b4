import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeSubscription, anna, signedIn } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { calendars, calendarServer, callsTo, refusal } from '../testing/fake-server';
import { CalendarPicker, SAVED_MESSAGE_MS } from './CalendarPicker';

function renderPicker(api: ReturnType<typeof calendarServer>, onSaved = vi.fn()) {
  renderWithApp(<CalendarPicker onSaved={onSaved} />, { auth: signedIn(anna), api, subscription: activeSubscription() });
  return { api, onSaved };
}

const save = () => screen.getByRole('button', { name: 'Save' });
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

afterEach(() => {
  vi.useRealTimers();
});

describe('the calendar picker', () => {
  it('lists the calendars with their colour and Primary; Save waits for a different choice, and the saved text goes after 3 s', async () => {
    vi.useFakeTimers();
    const { api, onSaved } = renderPicker(calendarServer());
    await flush();
    const group = screen.getByRole('radiogroup', { name: 'Your calendars' });
    const primary = within(group).getByRole('radio', { name: /anna@example\.com/ });
    const work = within(group).getByRole('radio', { name: 'Work' });
    expect(within(group).getAllByText('Primary')).toHaveLength(1);
    expect(primary.closest('label')!.textContent).toContain('Primary');
    expect(getComputedStyle(within(work.closest('label')!).getByTestId('calendar-colour')).backgroundColor).toBe('rgb(248, 58, 34)');
    // The selected calendar is chosen: saving it again is pointless.
    expect((primary as HTMLInputElement).checked).toBe(true);
    expect(save().hasAttribute('disabled')).toBe(true);

    fireEvent.click(work);
    expect(save().hasAttribute('disabled')).toBe(false);
    fireEvent.click(primary);
    expect(save().hasAttribute('disabled')).toBe(true);
    fireEvent.click(work);
    fireEvent.click(save());
    await flush();
    expect(callsTo(api, '/calendar/select', 'POST').map((call) => call.body)).toEqual([{ calendarId: 'work@group.calendar.google.com' }]);
    const status = screen.getByText('Calendar selection saved successfully!');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledTimes(1);
    // Now Work is the selected one.
    expect(save().hasAttribute('disabled')).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(SAVED_MESSAGE_MS - 10));
    expect(screen.getByText('Calendar selection saved successfully!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.queryByText('Calendar selection saved successfully!')).toBeNull();
    expect(SAVED_MESSAGE_MS).toBe(3000);
  });

  it('keeps Save disabled while nothing is chosen', async () => {
    renderPicker(calendarServer({ calendars: calendars.map((calendar) => ({ ...calendar, selected: false })) }));
    const group = await screen.findByRole('radiogroup', { name: 'Your calendars' });
    expect(within(group).getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(save().hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Work' }));
    expect(save().hasAttribute('disabled')).toBe(false);
  });

  it("says 'Failed to fetch calendars'", async () => {
    renderPicker(
      calendarServer({}, (call) => {
        if (call.path === '/calendar/list') throw refusal(502, 'calendar_unavailable', 'Google did not answer.');
      }),
    );
    expect(await screen.findByText('Failed to fetch calendars')).toBeTruthy();
  });

  it("says 'Failed to save calendar selection' and keeps the choice", async () => {
    const { onSaved } = renderPicker(
      calendarServer({}, (call) => {
        if (call.path === '/calendar/select') throw refusal(404, 'not_found', 'Calendar not found');
      }),
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Work' }));
    fireEvent.click(save());
    expect(await screen.findByText('Failed to save calendar selection')).toBeTruthy();
    expect(save().hasAttribute('disabled')).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
