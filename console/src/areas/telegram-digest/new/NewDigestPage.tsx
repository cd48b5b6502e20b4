import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Container, FormControlLabel, FormHelperText, Stack, Switch, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { DIGEST_LIMITS } from '../../../../../contracts/digest.ts';
import { useT } from '../../../i18n/LocaleProvider';
import { digestPaths } from '../shared/routes';
import { ScheduleFields } from '../shared/ScheduleFields';
import { sourceKey } from './chosen-source';
import { SelectedSources } from './SelectedSources';
import { SourcePicker } from './SourcePicker';
import { useNewDigest } from './use-new-digest';

/**
 * Spec 2 '/telegram-digest/new': 'Create New Digest' with Basic Information and Select Sources
 * (tabs 'Chats & Channels' with search, and 'Folders'), Cancel and 'Create Digest'. The search
 * is a form of its own, so the basic information is the page's form and the Create button
 * submits it from outside.
 */
export function NewDigestPage() {
  const t = useT();
  const form = useNewDigest();
  const formId = useId();
  const basicId = useId();
  const sourcesId = useId();
  const onlyImportantHelpId = useId();
  const [tried, setTried] = useState(false);
  const chosen = new Set(form.sources.map(sourceKey));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    void form.submit();
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('telegramDigest.create.title')} · ${t('app.name')}`}</title>
      <Button component={RouterLink} to={digestPaths.list} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
        {t('telegramDigest.back')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
        {t('telegramDigest.create.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('telegramDigest.create.subtitle')}
      </Typography>

      <Stack spacing={3}>
        <Card component="section" variant="outlined" aria-labelledby={basicId}>
          <CardContent>
            <Typography variant="h6" component="h2" id={basicId} sx={{ mb: 2 }}>
              {t('telegramDigest.create.basic')}
            </Typography>
            <Box component="form" id={formId} noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
              <TextField
                label={t('telegramDigest.fields.name')}
                placeholder={t('telegramDigest.create.namePlaceholder')}
                value={form.name}
                onChange={(event) => form.setName(event.target.value)}
                error={tried && form.name.trim() === ''}
                required
                fullWidth
                disabled={form.busy}
                slotProps={{ htmlInput: { maxLength: DIGEST_LIMITS.nameMax } }}
              />
              <TextField
                label={t('telegramDigest.fields.prompt')}
                placeholder={t('telegramDigest.create.promptPlaceholder')}
                helperText={t('telegramDigest.fields.promptHelp')}
                value={form.prompt}
                onChange={(event) => form.setPrompt(event.target.value)}
                error={tried && form.prompt.trim() === ''}
                required
                fullWidth
                multiline
                minRows={4}
                disabled={form.busy}
                slotProps={{ htmlInput: { maxLength: DIGEST_LIMITS.promptMax } }}
              />
              <ScheduleFields values={form.schedule} onChange={form.setSchedule} inapplicable="disable" withTimezone disabled={form.busy} />
              <Box>
                <FormControlLabel
                  control={
                    <Switch
                      checked={form.onlyImportant}
                      onChange={(event) => form.setOnlyImportant(event.target.checked)}
                      disabled={form.busy}
                      slotProps={{ input: { 'aria-describedby': onlyImportantHelpId } }}
                    />
                  }
                  label={t('telegramDigest.fields.onlyImportant')}
                />
                <FormHelperText id={onlyImportantHelpId} sx={{ mt: 0 }}>
                  {t('telegramDigest.fields.onlyImportantHelp')}
                </FormHelperText>
              </Box>
            </Box>
          </CardContent>
        </Card>

        <Card component="section" variant="outlined" aria-labelledby={sourcesId}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box>
              <Typography variant="h6" component="h2" id={sourcesId}>
                {t('telegramDigest.create.sources')}
              </Typography>
              <Typography color={tried && form.sources.length === 0 ? 'error' : 'text.secondary'} variant="body2">
                {t('telegramDigest.create.sourcesHelp')}
              </Typography>
            </Box>
            <SourcePicker
              isChannelChosen={(channel) => chosen.has(`channel:${channel.id}`)}
              isFolderChosen={(folder) => chosen.has(`folder:${folder.id}`)}
              onAddChannel={form.addChannel}
              onAddFolder={form.addFolder}
            />
            <SelectedSources sources={form.sources} onRemove={form.removeSource} />
          </CardContent>
        </Card>

        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={digestPaths.list} disabled={form.busy}>
            {t('telegramDigest.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={form.busy}>
            {form.busy ? t('telegramDigest.create.creating') : t('telegramDigest.create.submit')}
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
