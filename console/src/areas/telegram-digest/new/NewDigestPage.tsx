import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Container, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { DIGEST_LIMITS } from '../../../../../contracts/digest.ts';
import { useT } from '../../../i18n/LocaleProvider';
import { OnlyImportantSwitch } from '../shared/OnlyImportantSwitch';
import { PageHeader } from '../shared/PageHeader';
import { sourceKey } from '../shared/picked-source';
import { digestPaths } from '../shared/routes';
import { ScheduleFields } from '../shared/ScheduleFields';
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
      <PageHeader title={t('telegramDigest.create.title')} subtitle={t('telegramDigest.create.subtitle')} />

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
              <OnlyImportantSwitch checked={form.onlyImportant} onChange={form.setOnlyImportant} disabled={form.busy} />
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
              isChannelChosen={(channel) => chosen.has(sourceKey({ kind: 'channel', channel }))}
              isFolderChosen={(folder) => chosen.has(sourceKey({ kind: 'folder', folder }))}
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
