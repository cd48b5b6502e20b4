import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Chip, TextField } from '@mui/material';
import type { FormEvent, KeyboardEvent } from 'react';
import { ANALYTICS_LIMITS } from '../../../../../contracts/analytics.ts';
import { useT } from '../../../i18n/LocaleProvider';
import { srOnly } from '../../../shell/sr-only';
import { ProgressReport } from '../shared/ProgressReport';
import { QueryResult } from './QueryResult';
import { useAnalyticsQuery } from './use-analytics-query';

/**
 * Spec 2 'Ask Analytics': a free-text question, a badge of the language it is detected as,
 * 'Analyze', the progress bar with percent and message while the answer streams in, and the
 * result panel with 'Clear'. Ctrl+Enter (⌘+Enter) sends the question too.
 */
export function AskTab() {
  const t = useT();
  const query = useAnalyticsQuery();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!query.running) query.ask();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !query.running) {
      event.preventDefault();
      query.ask();
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <TextField
          label={t('analytics.ask.question')}
          placeholder={t('analytics.ask.placeholder')}
          value={query.question}
          onChange={(event) => query.setQuestion(event.target.value)}
          onKeyDown={onKeyDown}
          multiline
          minRows={3}
          fullWidth
          error={query.blank}
          helperText={query.blank ? t('analytics.ask.blank') : t('analytics.ask.hint')}
          slotProps={{ htmlInput: { maxLength: ANALYTICS_LIMITS.questionMax } }}
        />
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            icon={<TranslateIcon />}
            variant="outlined"
            data-testid="query-language"
            label={
              <>
                <Box component="span" sx={srOnly}>
                  {`${t('analytics.ask.detectedLanguage')} `}
                </Box>
                {t(`analytics.ask.languages.${query.language}`)}
              </>
            }
          />
          <Button type="submit" variant="contained" startIcon={<AutoAwesomeIcon />} disabled={query.running} sx={{ ml: 'auto' }}>
            {t(query.running ? 'analytics.ask.analyzing' : 'analytics.ask.analyze')}
          </Button>
        </Box>
      </Box>
      {query.running && <ProgressReport testId="query-progress" label={t('analytics.ask.progressLabel')} percent={query.progress?.progress ?? null} message={query.progress?.message ?? null} />}
      {query.result !== null && <QueryResult saved={query.result} onClear={query.clear} />}
    </Box>
  );
}
