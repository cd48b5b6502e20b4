import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { describeError } from '../../../api/server-error';
import type { Text } from '../../../i18n/types';
import { calendarApi, type CalendarStatusBody, type LinkStatusBody } from '../shared/calendar-api';

/** Spec 4 'Calendar tool setup': where the two services stand. */
export interface SetupStatus {
  /** Null until the first answer. */
  calendar: CalendarStatusBody | null;
  bot: LinkStatusBody | null;
  /** The first load failed: the server's message. */
  error: Text | null;
  /** Asks again for both; the page keeps what it shows meanwhile. */
  reload: () => void;
  /** The bot's status as the code panel's polling found it. */
  setBot: (bot: LinkStatusBody) => void;
}

export function useSetupStatus(): SetupStatus {
  const api = useApi();
  const [calendar, setCalendar] = useState<CalendarStatusBody | null>(null);
  const [bot, setBot] = useState<LinkStatusBody | null>(null);
  const [error, setError] = useState<Text | null>(null);
  // Only the latest load may set the state; an older answer arriving late is dropped.
  const round = useRef(0);

  const reload = useCallback(() => {
    const current = ++round.current;
    setError(null);
    void Promise.all([calendarApi.status(api), calendarApi.botStatus(api)]).then(
      ([calendarStatus, botStatus]) => {
        if (current !== round.current) return;
        setCalendar(calendarStatus);
        setBot(botStatus);
      },
      (failure: unknown) => {
        if (current === round.current) setError(describeError(failure));
      },
    );
  }, [api]);

  useEffect(() => {
    reload();
    return () => {
      round.current += 1;
    };
  }, [reload]);

  return { calendar, bot, error, reload, setBot };
}
