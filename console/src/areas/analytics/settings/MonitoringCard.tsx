import { Box, Card, CardContent, FormControlLabel, FormHelperText, MenuItem, Slider, Switch, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { ANALYTICS_LIMITS, NOTIFICATION_TIMEZONES, type NotificationTimezone } from '../../../../../contracts/analytics.ts';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { MonitoringPreferences } from '../shared/analytics-api';
import { formatShare } from '../shared/format';

const { threshold, hour } = ANALYTICS_LIMITS;
const HOURS = Array.from({ length: hour.max - hour.min + 1 }, (_, index) => hour.min + index);

/** A switch named by its label, its help read as its description. */
function SwitchRow({ checked, onChange, label, help }: { checked: boolean; onChange: (checked: boolean) => void; label: string; help: string }) {
  const helpId = useId();
  return (
    <Box>
      <FormControlLabel control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'aria-describedby': helpId } }} />} label={label} />
      <FormHelperText id={helpId} sx={{ mt: -0.5, ml: 6 }}>
        {help}
      </FormHelperText>
    </Box>
  );
}

interface Props {
  preferences: MonitoringPreferences;
  onChange: (change: Partial<MonitoringPreferences>) => void;
}

/**
 * Monitoring Preferences (spec 9): the anomaly threshold (5% to 50% in steps of 1%), daily
 * monitoring, the notification hour and timezone, critical alerts only. Saved with Save Settings.
 */
export function MonitoringCard({ preferences, onChange }: Props) {
  const { t, locale } = useLocale();
  const titleId = useId();
  const thresholdId = useId();
  const thresholdHelpId = useId();
  const percent = (value: number) => formatShare(value, locale);
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography variant="h6" component="h2" id={titleId}>
          {t('analytics.settings.monitoring.title')}
        </Typography>
        <Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography id={thresholdId} variant="body2" sx={{ fontWeight: 600 }}>
              {t('analytics.settings.monitoring.threshold')}
            </Typography>
            <Typography variant="body2" data-testid="threshold-value">
              {percent(preferences.anomalyThreshold)}
            </Typography>
          </Box>
          <Slider
            value={preferences.anomalyThreshold}
            min={threshold.min}
            max={threshold.max}
            step={threshold.step}
            onChange={(_event, value) => onChange({ anomalyThreshold: Math.round((Array.isArray(value) ? (value[0] ?? threshold.default) : value) * 100) / 100 })}
            getAriaValueText={percent}
            valueLabelFormat={percent}
            valueLabelDisplay="auto"
            slotProps={{ input: { 'aria-labelledby': thresholdId, 'aria-describedby': thresholdHelpId } }}
          />
          <FormHelperText id={thresholdHelpId} sx={{ mt: 0 }}>
            {t('analytics.settings.monitoring.thresholdHelp')}
          </FormHelperText>
        </Box>
        <SwitchRow
          checked={preferences.dailyMonitoringEnabled}
          onChange={(checked) => onChange({ dailyMonitoringEnabled: checked })}
          label={t('analytics.settings.monitoring.daily')}
          help={t('analytics.settings.monitoring.dailyHelp')}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField select label={t('analytics.settings.monitoring.hour')} value={preferences.notificationHour} onChange={(event) => onChange({ notificationHour: Number(event.target.value) })}>
            {HOURS.map((value) => (
              <MenuItem key={value} value={value}>
                {`${String(value).padStart(2, '0')}:00`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('analytics.settings.monitoring.timezone')}
            value={preferences.notificationTimezone}
            onChange={(event) => onChange({ notificationTimezone: event.target.value as NotificationTimezone })}
          >
            {NOTIFICATION_TIMEZONES.map((zone) => (
              <MenuItem key={zone.value} value={zone.value}>
                {zone.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <SwitchRow
          checked={preferences.criticalOnly}
          onChange={(checked) => onChange({ criticalOnly: checked })}
          label={t('analytics.settings.monitoring.criticalOnly')}
          help={t('analytics.settings.monitoring.criticalOnlyHelp')}
        />
      </CardContent>
    </Card>
  );
}
