import { Alert, MenuItem, Skeleton, TextField } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { describeError } from '../../../api/server-error';
import { useT } from '../../../i18n/LocaleProvider';
import { toasts } from '../../../toast/toast-store';
import { calendarApi, DATE_ORDER_SETTINGS, type DateOrderSetting } from '../shared/calendar-api';

const optionKey = {
  auto: 'telegramCalendar.dateOrder.auto',
  'day-first': 'telegramCalendar.dateOrder.dayFirst',
  'month-first': 'telegramCalendar.dateOrder.monthFirst',
} as const satisfies Record<DateOrderSetting, string>;

const isDateOrder = (value: string): value is DateOrderSetting => (DATE_ORDER_SETTINGS as readonly string[]).includes(value);

/**
 * Issue 33: how the calendar bot reads a numeric date such as "03/12", the user's setting
 * (PATCH /api/users/me/settings `dateOrder`). 'Automatic' leaves it to the message's language
 * and the calendar's time zone. Saved on change; a failed save puts the old choice back.
 */
export function DateOrderSelect() {
  const t = useT();
  const api = useApi();
  const id = useId();
  const [saved, setSaved] = useState<DateOrderSetting | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    calendarApi.settings(api).then(
      (settings) => {
        if (active) setSaved(settings.dateOrder);
      },
      () => {
        if (active) setLoadFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [api]);

  const choose = async (next: DateOrderSetting) => {
    const before = saved;
    if (next === before) return;
    setSaved(next);
    setSaving(true);
    try {
      setSaved((await calendarApi.saveDateOrder(api, next)).dateOrder);
      toasts.show({ title: { key: 'telegramCalendar.dateOrder.saved' }, variant: 'success' });
    } catch (error) {
      setSaved(before);
      toasts.show({ title: { key: 'telegramCalendar.dateOrder.saveFailed' }, description: describeError(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  if (loadFailed) return <Alert severity="warning">{t('telegramCalendar.dateOrder.loadFailed')}</Alert>;
  if (saved === null) return <Skeleton variant="rounded" height={56} data-testid="date-order-loading" />;
  return (
    <TextField
      select
      id={id}
      label={t('telegramCalendar.dateOrder.label')}
      helperText={t('telegramCalendar.dateOrder.hint')}
      value={saved}
      onChange={(event) => {
        if (isDateOrder(event.target.value)) void choose(event.target.value);
      }}
      disabled={saving}
      fullWidth
      data-testid="date-order"
    >
      {DATE_ORDER_SETTINGS.map((order) => (
        <MenuItem key={order} value={order}>
          {t(optionKey[order])}
        </MenuItem>
      ))}
    </TextField>
  );
}
