import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Card, CardContent, Container, FormControlLabel, IconButton, List, ListItem, ListItemText, Switch, TextField, Typography } from '@mui/material';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DIGEST_LIMITS } from '../../../../../contracts/digest.ts';
import { isUnauthorizedError } from '../../../api/api-error';
import { useT } from '../../../i18n/LocaleProvider';
import { ActionAlert } from '../../../shell/ActionAlert';
import { toasts } from '../../../toast/toast-store';
import type { DigestPreference } from '../shared/digest-api';
import { DigestNotFound } from '../shared/DigestNotFound';
import { digestPaths } from '../shared/routes';
import { ScheduleFields } from '../shared/ScheduleFields';
import { useDigest } from '../shared/use-digest';
import { EditSkeleton } from '../edit/EditSkeleton';
import { useQuickEdit } from './use-quick-edit';

/**
 * Spec 2 'Second, simpler edit form for the same digest', at /telegram-digest/{id}/quick-edit
 * (the spec does not say where it is routed). A failed load says so and stays (spec 8: only the
 * first form goes back to the list).
 */
export function QuickEditPage() {
  const t = useT();
  const { id } = useParams();
  const { load, reload } = useDigest(id);

  useEffect(() => {
    if (load.kind === 'failed' && !isUnauthorizedError(load.error)) toasts.show({ title: { key: 'errors.title' }, description: { key: 'telegramDigest.edit.loadFailed' }, variant: 'destructive' });
  }, [load]);

  if (load.kind === 'not-found') return <DigestNotFound />;
  if (load.kind === 'loading') return <EditSkeleton />;
  if (load.kind === 'failed') {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {t('telegramDigest.quickEdit.title')}
        </Typography>
        <ActionAlert severity="error" actionLabel={t('telegramDigest.retry')} onAction={() => void reload()}>
          {t('telegramDigest.edit.loadFailed')}
        </ActionAlert>
      </Container>
    );
  }
  return <QuickEditForm key={load.digest.id} digest={load.digest} />;
}

function QuickEditForm({ digest }: { digest: DigestPreference }) {
  const t = useT();
  const form = useQuickEdit(digest);
  const channelsId = useId();
  const channelsHeading = useRef<HTMLHeadingElement>(null);
  const { values, change, saving } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${digest.name} · ${t('telegramDigest.quickEdit.title')} · ${t('app.name')}`}</title>
      <Button component={RouterLink} to={digestPaths.edit(digest.id)} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
        {t('telegramDigest.edit.title')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 32 } }}>
        {t('telegramDigest.quickEdit.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('telegramDigest.quickEdit.subtitle')}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
            <TextField
              label={t('telegramDigest.quickEdit.name')}
              value={values.name}
              onChange={(event) => change({ name: event.target.value })}
              required
              disabled={saving}
              slotProps={{ htmlInput: { maxLength: DIGEST_LIMITS.nameMax } }}
            />
            <FormControlLabel control={<Switch checked={values.enabled} onChange={(event) => change({ enabled: event.target.checked })} disabled={saving} />} label={t('telegramDigest.quickEdit.enabled')} />
            <ScheduleFields
              values={values.schedule}
              onChange={(schedule) => change({ schedule })}
              inapplicable="hide"
              disabled={saving}
              labels={{ frequency: 'telegramDigest.quickEdit.frequency', time: 'telegramDigest.quickEdit.time', dayOfWeek: 'telegramDigest.quickEdit.dayOfWeek' }}
            />
            <TextField
              label={t('telegramDigest.quickEdit.instructions')}
              value={values.prompt}
              onChange={(event) => change({ prompt: event.target.value })}
              required
              multiline
              minRows={4}
              disabled={saving}
              slotProps={{ htmlInput: { maxLength: DIGEST_LIMITS.promptMax } }}
            />
            <FormControlLabel
              control={<Switch checked={values.onlyImportant} onChange={(event) => change({ onlyImportant: event.target.checked })} disabled={saving} />}
              label={t('telegramDigest.quickEdit.onlyImportant')}
            />

            <Box component="section" aria-labelledby={channelsId}>
              <Typography variant="subtitle1" component="h2" id={channelsId} ref={channelsHeading} tabIndex={-1} sx={{ fontWeight: 600, outline: 'none' }}>
                {t('telegramDigest.quickEdit.channels')}
              </Typography>
              {form.channels.length === 0 ? (
                <Typography color="text.secondary">{t('telegramDigest.quickEdit.noChannels')}</Typography>
              ) : (
                <List dense disablePadding>
                  {form.channels.map((source) => (
                    <ListItem
                      key={source.id}
                      divider
                      secondaryAction={
                        <IconButton
                          edge="end"
                          onClick={() => {
                            form.removeChannel(source);
                            // Its button goes with it: focus stays in the list's section.
                            channelsHeading.current?.focus();
                          }}
                          disabled={saving}
                          aria-label={t('telegramDigest.quickEdit.removeChannel', { name: source.name })}
                        >
                          <CloseIcon />
                        </IconButton>
                      }
                    >
                      <ListItemText primary={source.name} secondary={source.username ? `@${source.username.replace(/^@/, '')}` : undefined} />
                    </ListItem>
                  ))}
                </List>
              )}
              {form.removedAny && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('telegramDigest.quickEdit.removedNote')}
                </Typography>
              )}
            </Box>

            <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={digestPaths.list} disabled={saving}>
                {t('telegramDigest.quickEdit.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={saving}>
                {saving ? t('telegramDigest.quickEdit.saving') : t('telegramDigest.quickEdit.save')}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
    </Container>
  );
}
