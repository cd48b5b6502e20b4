import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useCallback, useEffect, useId, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { calendarApi, type CalendarItem } from '../shared/calendar-api';

/** Spec 9: 'Calendar selection saved successfully!' is visible 3 s. */
export const SAVED_MESSAGE_MS = 3_000;

/**
 * Spec 2 and 5 'Calendar picker': the account's calendars, each with its colour and 'Primary'
 * on the primary one. Save is disabled while nothing is chosen or the choice is already the
 * selected calendar.
 */
export function CalendarPicker({ onSaved }: { onSaved: () => void }) {
  const t = useT();
  const api = useApi();
  const headingId = useId();
  const legendId = useId();
  const [calendars, setCalendars] = useState<CalendarItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [saved, setSaved] = useState(false);

  const load = useCallback(() => {
    let active = true;
    setFailed(false);
    calendarApi.list(api).then(
      (list) => {
        if (!active) return;
        const current = list.find((calendar) => calendar.selected)?.id ?? null;
        setCalendars(list);
        setSelected(current);
        setChosen(current);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [api]);

  useEffect(() => load(), [load]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const save = async () => {
    if (chosen === null) return;
    setSaving(true);
    setSaveFailed(false);
    setSaved(false);
    try {
      await calendarApi.select(api, chosen);
      setSelected(chosen);
      setCalendars((list) => list?.map((calendar) => ({ ...calendar, selected: calendar.id === chosen })) ?? null);
      setSaved(true);
      onSaved();
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Typography variant="h6" component="h2" id={headingId}>
            {t('telegramCalendar.picker.title')}
          </Typography>
          <Typography color="text.secondary">{t('telegramCalendar.picker.description')}</Typography>
        </Box>
        {failed ? (
          <Alert severity="error">{t('telegramCalendar.picker.fetchFailed')}</Alert>
        ) : calendars === null ? (
          <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography color="text.secondary">{t('telegramCalendar.picker.loading')}</Typography>
          </Box>
        ) : calendars.length === 0 ? (
          <Typography color="text.secondary">{t('telegramCalendar.picker.empty')}</Typography>
        ) : (
          <>
            <FormControl component="fieldset">
              <FormLabel component="legend" id={legendId}>
                {t('telegramCalendar.picker.label')}
              </FormLabel>
              <RadioGroup aria-labelledby={legendId} value={chosen ?? ''} onChange={(event) => setChosen(event.target.value)}>
                {calendars.map((calendar) => (
                  <FormControlLabel
                    key={calendar.id}
                    value={calendar.id}
                    control={<Radio />}
                    label={
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                        <Box
                          aria-hidden
                          data-testid="calendar-colour"
                          sx={{ width: 12, height: 12, borderRadius: '50%', flex: 'none', bgcolor: calendar.backgroundColor ?? 'grey.400', border: 1, borderColor: 'divider' }}
                        />
                        <span>{calendar.summary}</span>
                        {calendar.primary && <Chip size="small" variant="outlined" label={t('telegramCalendar.picker.primary')} />}
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => void save()} disabled={saving || chosen === null || chosen === selected}>
                {saving ? t('telegramCalendar.picker.saving') : t('telegramCalendar.picker.save')}
              </Button>
              <Box role="status" aria-live="polite">
                {saved && <Typography color="success.main">{t('telegramCalendar.picker.saved')}</Typography>}
              </Box>
            </Box>
            {saveFailed && <Alert severity="error">{t('telegramCalendar.picker.saveFailed')}</Alert>}
          </>
        )}
      </CardContent>
    </Card>
  );
}
