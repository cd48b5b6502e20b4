import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { describeError } from '../../../api/server-error';
import type { Text } from '../../../i18n/types';
import { calendarApi, type MessagingEvent } from '../shared/calendar-api';
import { inProgress } from './event-format';

/** The list is asked again this often while an event is still pending and the page is visible. */
export const EVENTS_REFRESH_MS = 5_000;

export interface EventsState {
  events: MessagingEvent[] | null;
  error: Text | null;
}

/**
 * GET /api/calendar/events once `active`, then every 5 s while any event is pending (a message
 * being transcribed or waiting for the user's answer, but not one whose question expired) and
 * the page is visible; coming back to the page (from Telegram, say) asks at once.
 */
export function useEvents(active: boolean): EventsState {
  const api = useApi();
  const [events, setEvents] = useState<MessagingEvent[] | null>(null);
  const [error, setError] = useState<Text | null>(null);
  const round = useRef(0);

  const load = useCallback(() => {
    const current = ++round.current;
    calendarApi.events(api).then(
      (list) => {
        if (current !== round.current) return;
        setEvents(list);
        setError(null);
      },
      (failure: unknown) => {
        if (current === round.current) setError(describeError(failure));
      },
    );
  }, [api]);

  useEffect(() => {
    if (!active) return;
    load();
    return () => {
      round.current += 1;
    };
  }, [active, load]);

  // Back from Telegram (where the messages are sent): ask at once.
  useEffect(() => {
    if (!active) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [active, load]);

  const pending = active && (events ?? []).some(inProgress);
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') load();
    }, EVENTS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, load]);

  return { events, error };
}
