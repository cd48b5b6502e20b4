import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeSubscription, anna, signedIn } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { calendarServer, callsTo, messagingEvent, refusal } from '../testing/fake-server';
import { RecentEvents } from './RecentEvents';
import { EVENTS_REFRESH_MS } from './use-events';

function renderEvents(api: ReturnType<typeof calendarServer>, active = true) {
  renderWithApp(<RecentEvents active={active} />, { auth: signedIn(anna), api, subscription: activeSubscription() });
  return api;
}

const now = new Date(2026, 2, 10, 12, 0);
const at = (day: number, hour = 9) => new Date(2026, 2, day, hour, 0).toISOString();
const rows = () => screen.getAllByTestId('event-row');
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

afterEach(() => {
  vi.useRealTimers();
});

describe("'Recent Events'", () => {
  it('shows each event with its source, start in its zone, status, link and age in days', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    renderEvents(
      calendarServer({
        events: [
          messagingEvent({ id: 'a', eventTitle: 'Dentist', transcribedText: 'dentist on thursday at three', source: 'voice', createdAt: at(10) }),
          messagingEvent({ id: 'b', eventTitle: null, transcribedText: null, status: 'pending', waitingFor: 'clarification', startTime: null, htmlLink: null, createdAt: at(9, 23) }),
          messagingEvent({ id: 'c', eventTitle: 'Timetable', source: 'photo', status: 'failed', failureReason: 'Google Calendar refused the event.', htmlLink: null, createdAt: at(5) }),
          messagingEvent({ id: 'd', eventTitle: 'Gym', status: 'cancelled', htmlLink: null, createdAt: at(8) }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Recent Events' })).toBeTruthy();
    await screen.findAllByTestId('event-row');
    const [voice, pending, failed, cancelled] = rows();

    expect(within(voice!).getByText('Dentist')).toBeTruthy();
    expect(within(voice!).getByTestId('event-source').textContent).toBe('Voice');
    expect(within(voice!).getByTestId('event-start').textContent).toMatch(/^Mar 12, 2026, 3:00\sPM \(Europe\/Moscow\)$/);
    expect(within(voice!).getByTestId('event-status').textContent).toBe('Added');
    expect(within(voice!).getByTestId('event-age').textContent).toBe('Today');
    const link = within(voice!).getByRole('link', { name: /^Open in Google Calendar/ });
    expect(link.getAttribute('href')).toBe('https://calendar.google.com/calendar/event?eid=evt1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    expect(within(pending!).getByText('Untitled')).toBeTruthy();
    expect(within(pending!).getByTestId('event-source').textContent).toBe('Text');
    expect(within(pending!).getByTestId('event-status').textContent).toBe('Processing');
    expect(within(pending!).getByText('Waiting for your answer in Telegram')).toBeTruthy();
    expect(within(pending!).getByTestId('event-start').textContent).toBe('Time not set yet');
    expect(within(pending!).getByTestId('event-age').textContent).toBe('1 day ago');
    expect(within(pending!).queryByRole('link')).toBeNull();

    expect(within(failed!).getByTestId('event-source').textContent).toBe('Photo');
    expect(within(failed!).getByTestId('event-status').textContent).toBe('Failed');
    expect(within(failed!).getByTestId('event-failure').textContent).toBe('Google Calendar refused the event.');
    expect(within(failed!).getByTestId('event-age').textContent).toBe('5 days ago');

    expect(within(cancelled!).getByTestId('event-status').textContent).toBe('Cancelled');
    expect(within(cancelled!).getByTestId('event-age').textContent).toBe('2 days ago');
  });

  it('shows the empty text', async () => {
    renderEvents(calendarServer());
    expect(await screen.findByText('No events yet. Send a voice message to the Telegram bot to create one!')).toBeTruthy();
  });

  it("shows the server's message when the list cannot be read", async () => {
    renderEvents(
      calendarServer({}, (call) => {
        if (call.path === '/calendar/events') throw refusal(503, 'calendar_unavailable', 'Events are not available right now.');
      }),
    );
    expect(await screen.findByText('Events are not available right now.')).toBeTruthy();
  });

  it('asks again every 5 s while an event is pending and the page is visible, then stops', async () => {
    vi.useFakeTimers();
    const api = renderEvents(calendarServer({ events: [messagingEvent({ status: 'pending' })] }));
    await flush();
    expect(callsTo(api, '/calendar/events')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(EVENTS_REFRESH_MS));
    expect(callsTo(api, '/calendar/events')).toHaveLength(2);

    // A hidden page is not refreshed; it is as soon as it shows again.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(() => vi.advanceTimersByTimeAsync(EVENTS_REFRESH_MS * 3));
    expect(callsTo(api, '/calendar/events')).toHaveLength(2);
    visibility.mockReturnValue('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(callsTo(api, '/calendar/events')).toHaveLength(3);

    api.state.events = [messagingEvent({ status: 'created' })];
    await act(() => vi.advanceTimersByTimeAsync(EVENTS_REFRESH_MS));
    expect(callsTo(api, '/calendar/events')).toHaveLength(4);
    expect(screen.getByTestId('event-status').textContent).toBe('Added');
    await act(() => vi.advanceTimersByTimeAsync(EVENTS_REFRESH_MS * 5));
    expect(callsTo(api, '/calendar/events')).toHaveLength(4);
  });

  it('never refreshes a list without pending events on a timer, only when the page shows again', async () => {
    vi.useFakeTimers();
    const api = renderEvents(calendarServer({ events: [messagingEvent()] }));
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(EVENTS_REFRESH_MS * 3));
    expect(callsTo(api, '/calendar/events')).toHaveLength(1);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(callsTo(api, '/calendar/events')).toHaveLength(2);
  });

  it('says how to begin while neither service is connected, without asking for events', () => {
    const api = renderEvents(calendarServer(), false);
    expect(screen.getByText('Connect your accounts to start creating events')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Waiting for connection...');
    expect(api.calls).toEqual([]);
  });
});
