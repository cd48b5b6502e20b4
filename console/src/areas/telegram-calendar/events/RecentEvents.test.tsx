import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocale, type LocaleContextValue } from '../../../i18n/LocaleProvider';
import { activeSubscription, anna, signedIn } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { calendarServer, callsTo, messagingEvent, refusal } from '../testing/fake-server';
import { RecentEvents } from './RecentEvents';
import { EVENTS_REFRESH_MS } from './use-events';

let locale: LocaleContextValue | null = null;
/** Hands the test the page's locale, to switch the language. */
function LocaleProbe() {
  locale = useLocale();
  return null;
}

function renderEvents(api: ReturnType<typeof calendarServer>, active = true) {
  renderWithApp(
    <>
      <RecentEvents active={active} />
      <LocaleProbe />
    </>,
    { auth: signedIn(anna), api, subscription: activeSubscription() },
  );
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
    expect(within(pending!).getByTestId('event-status').textContent).toBe('Waiting for your answer');
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

  it("shows a question waiting in Telegram as 'Waiting for your answer', an unanswered one as 'Expired', in English and Russian", async () => {
    const api = renderEvents(
      calendarServer({
        events: [
          messagingEvent({ id: 'q', eventTitle: 'Call mom', status: 'pending', waitingFor: 'clarification', htmlLink: null }),
          messagingEvent({ id: 'c', eventTitle: 'Breakfast', status: 'pending', waitingFor: 'confirmation', htmlLink: null }),
          messagingEvent({ id: 'e', eventTitle: 'Yoga', status: 'pending', waitingFor: 'clarification', expired: true, htmlLink: null }),
          messagingEvent({ id: 'r', eventTitle: 'Haircut', status: 'pending', waitingFor: 'reconnect', htmlLink: null }),
          messagingEvent({ id: 'p', eventTitle: 'Standup', status: 'pending', waitingFor: null, htmlLink: null }),
        ],
      }),
    );
    await screen.findAllByTestId('event-row');
    const labels = () => rows().map((row) => [within(row).getByTestId('event-status').textContent, within(row).queryByTestId('event-expired')?.textContent ?? null]);
    expect(labels()).toEqual([
      ['Waiting for your answer', null],
      ['Waiting for your answer', null],
      ['Expired', 'The question in Telegram went unanswered for a day. Send the event to the bot again.'],
      ['Processing', null],
      ['Processing', null],
    ]);
    const [question, , expired, reconnect] = rows();
    expect(within(question!).getByText('Waiting for your answer in Telegram')).toBeTruthy();
    expect(within(expired!).queryByText('Waiting for your answer in Telegram')).toBeNull();
    expect(within(reconnect!).getByText('Waits until Google Calendar is connected again')).toBeTruthy();

    await act(() => locale!.setLocale('ru'));
    await screen.findByRole('heading', { level: 2, name: 'Последние события' });
    expect(labels()).toEqual([
      ['Ждёт вашего ответа', null],
      ['Ждёт вашего ответа', null],
      ['Истекло', 'Вопрос в Telegram остался без ответа больше суток. Отправьте событие боту ещё раз.'],
      ['Обрабатывается', null],
      ['Обрабатывается', null],
    ]);
    expect(callsTo(api, '/calendar/events')).toHaveLength(1);
  });

  it('does not keep asking for a list whose only pending event has an expired question', async () => {
    vi.useFakeTimers();
    const api = renderEvents(calendarServer({ events: [messagingEvent({ status: 'pending', waitingFor: 'clarification', expired: true }), messagingEvent({ id: 'evt-2' })] }));
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(EVENTS_REFRESH_MS * 3));
    expect(callsTo(api, '/calendar/events')).toHaveLength(1);
    expect(screen.getAllByTestId('event-status').map((chip) => chip.textContent)).toEqual(['Expired', 'Added']);
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
