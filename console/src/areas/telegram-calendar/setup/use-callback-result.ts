import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CALENDAR_CALLBACK_ERRORS, type CalendarCallbackError } from '../../../../../contracts/calendar.ts';
import { toasts } from '../../../toast/toast-store';

const CONNECTED = 'calendar';
const FAILED = 'calendarError';

const reasonOf = (value: string): CalendarCallbackError =>
  (CALENDAR_CALLBACK_ERRORS as readonly string[]).includes(value) ? (value as CalendarCallbackError) : 'authorization_failed';

/**
 * Google's consent comes back through the API's callback with `?calendar=connected` or
 * `?calendarError=<reason>` (contracts/calendar.ts). Spec 2: the parameter is removed from the
 * address after load; success is a toast, a failure an alert that stays until dismissed.
 */
export function useCallbackResult(): { failure: CalendarCallbackError | null; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<CalendarCallbackError | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const connected = params.get(CONNECTED);
    const failed = params.get(FAILED);
    if (connected === null && failed === null) return;
    if (failed !== null) setFailure(reasonOf(failed));
    else if (connected === 'connected') toasts.show({ title: { key: 'telegramCalendar.callback.connected' }, variant: 'success' });
    params.delete(CONNECTED);
    params.delete(FAILED);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [location, navigate]);

  return { failure, dismiss: () => setFailure(null) };
}
