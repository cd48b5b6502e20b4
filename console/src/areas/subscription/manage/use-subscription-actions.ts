import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../api/ApiContext';
import { paths } from '../../../app/paths';
import { useLocale } from '../../../i18n/LocaleProvider';
import { formatDate } from '../../../i18n/format';
import { reportActionError } from '../../../api/report-error';
import { cancelSubscription, refundSubscription } from '../state/subscription-api';
import { useSubscription } from '../state/use-subscription';
import { toasts } from '../../../toast/toast-store';

/** One call of the management page: busy while it runs, `failed` for the inline text after. */
function useAction<A extends unknown[]>(run: (...args: A) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const act = async (...args: A): Promise<boolean> => {
    setBusy(true);
    setFailed(false);
    try {
      await run(...args);
      return true;
    } catch {
      setFailed(true);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { act, busy, failed, reset: () => setFailed(false) };
}

/** POST /api/subscription/cancel: the toast names the day access ends (spec 8). */
export function useCancelSubscription() {
  const api = useApi();
  const { locale } = useLocale();
  const { refresh } = useSubscription();
  return useAction(async (reason: string) => {
    try {
      const { endDate } = await cancelSubscription(api, reason.trim());
      toasts.show({ title: { key: 'manage.cancelled.title' }, description: { key: 'manage.cancelled.body', values: { date: formatDate(endDate, locale) } }, variant: 'success' });
    } catch (error) {
      reportActionError(error, 'manage.errors.cancel');
      throw error;
    }
    void refresh();
  });
}

/** POST /api/subscription/refund: access ends at once, so the person goes home (spec 4). */
export function useRefundSubscription() {
  const api = useApi();
  const navigate = useNavigate();
  const { refresh } = useSubscription();
  return useAction(async () => {
    try {
      await refundSubscription(api);
      toasts.show({ title: { key: 'manage.refunded.title' }, description: { key: 'manage.refunded.body' }, variant: 'success' });
    } catch (error) {
      reportActionError(error, 'manage.errors.refund');
      throw error;
    }
    await navigate(paths.home);
    void refresh();
  });
}
