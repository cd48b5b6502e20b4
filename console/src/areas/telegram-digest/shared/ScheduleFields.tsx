import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { useT } from '../../../i18n/LocaleProvider';
import type { MessageKey } from '../../../i18n/types';
import { clampNumber, DAY_KEYS, dayApplies, dayKey, DIGEST_FREQUENCIES, hourApplies, timeZones, type DigestFrequency, type ScheduleValues } from './schedule';

interface Props {
  values: ScheduleValues;
  onChange: (values: ScheduleValues) => void;
  /**
   * What a field that does not apply does: the new-digest form greys it out (spec 5 'disabled
   * for HOURLY'), the edit forms hide it (spec 2 'hidden for hourly').
   */
  inapplicable: 'disable' | 'hide';
  /** The new-digest form picks the zone; the edit forms keep the digest's own. */
  withTimezone?: boolean;
  disabled?: boolean;
  /** The second edit form's labels differ from the others' in the spec. */
  labels?: Partial<Record<'frequency' | 'time' | 'dayOfWeek', MessageKey>>;
}

const isFrequency = (value: string): value is DigestFrequency => (DIGEST_FREQUENCIES as readonly string[]).includes(value);

/** Spec 4: the frequency decides the time fields: hourly none, daily hour and minute, weekly adds the day. */
export function ScheduleFields({ values, onChange, inapplicable, withTimezone = false, disabled = false, labels = {} }: Props) {
  const t = useT();
  const timeId = useId();
  // A zone this browser does not list (an alias such as Etc/UTC) stays choosable.
  const zones = useMemo(() => [...new Set([...timeZones(), values.timezone])], [values.timezone]);
  const set = (patch: Partial<ScheduleValues>) => onChange({ ...values, ...patch });
  const timeApplies = hourApplies(values.frequency);
  const weekly = dayApplies(values.frequency);
  const showTime = timeApplies || inapplicable === 'disable';
  const showDay = weekly || inapplicable === 'disable';

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextField
        select
        label={t(labels.frequency ?? 'telegramDigest.fields.frequency')}
        value={values.frequency}
        onChange={(event) => {
          if (isFrequency(event.target.value)) set({ frequency: event.target.value });
        }}
        disabled={disabled}
        slotProps={{ select: { native: true } }}
      >
        {DIGEST_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t(`telegramDigest.frequency.${frequency}`)}
          </option>
        ))}
      </TextField>

      {showDay && (
        <TextField
          select
          label={t(labels.dayOfWeek ?? 'telegramDigest.fields.dayOfWeek')}
          value={String(values.dayOfWeek)}
          onChange={(event) => set({ dayOfWeek: clampNumber(event.target.value, 6) })}
          disabled={disabled || !weekly}
          slotProps={{ select: { native: true } }}
        >
          {DAY_KEYS.map((_, day) => (
            <option key={day} value={day}>
              {t(dayKey(day))}
            </option>
          ))}
        </TextField>
      )}

      {showTime && (
        <Box role="group" aria-labelledby={timeId} sx={{ gridColumn: { sm: '1 / -1' } }}>
          <Typography id={timeId} variant="subtitle2" component="div" color={timeApplies ? 'text.primary' : 'text.disabled'} sx={{ mb: 1 }}>
            {t(labels.time ?? 'telegramDigest.fields.time')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <TextField
              type="number"
              label={t('telegramDigest.fields.hour')}
              value={values.hour}
              onChange={(event) => set({ hour: clampNumber(event.target.value, 23) })}
              disabled={disabled || !timeApplies}
              sx={{ width: 110 }}
              slotProps={{ htmlInput: { min: 0, max: 23, step: 1, inputMode: 'numeric' } }}
            />
            <Typography aria-hidden sx={{ fontWeight: 700 }}>
              :
            </Typography>
            <TextField
              type="number"
              label={t('telegramDigest.fields.minute')}
              value={values.minute}
              onChange={(event) => set({ minute: clampNumber(event.target.value, 59) })}
              disabled={disabled || !timeApplies}
              sx={{ width: 110 }}
              slotProps={{ htmlInput: { min: 0, max: 59, step: 1, inputMode: 'numeric' } }}
            />
          </Box>
        </Box>
      )}

      {withTimezone && (
        <Autocomplete
          options={zones}
          value={values.timezone}
          onChange={(_event, zone) => set({ timezone: zone })}
          disableClearable
          disabled={disabled}
          sx={{ gridColumn: { sm: '1 / -1' } }}
          renderInput={(params) => <TextField {...params} label={t('telegramDigest.fields.timezone')} helperText={t('telegramDigest.fields.timezoneHelp')} />}
        />
      )}
    </Box>
  );
}
