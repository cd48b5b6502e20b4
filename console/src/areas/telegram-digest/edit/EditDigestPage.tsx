import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Container, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useId } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isUnauthorizedError } from '../../../api/api-error';
import { useT } from '../../../i18n/LocaleProvider';
import { toasts } from '../../../toast/toast-store';
import type { DigestPreference } from '../shared/digest-api';
import { DigestNotFound } from '../shared/DigestNotFound';
import { digestPaths } from '../shared/routes';
import { useDigest, type DigestState } from '../shared/use-digest';
import { BasicSettingsCard } from './BasicSettingsCard';
import { ChannelsCard } from './ChannelsCard';
import { DangerZone } from './DangerZone';
import { EditSkeleton } from './EditSkeleton';
import { useEditForm } from './use-edit-form';
import { useSourceChanges } from './use-source-changes';

/**
 * Spec 2 '/telegram-digest/{id}' (also {digestId} and /edit: one route shape serves them):
 * placeholders while loading, 'Digest not found', or the form. A failed load says 'Failed to
 * load digest settings' and goes back to the list (spec 8, first form).
 */
export function EditDigestPage() {
  const navigate = useNavigate();
  const { id } = useParams();
  const state = useDigest(id);
  const { load } = state;

  useEffect(() => {
    if (load.kind !== 'failed') return;
    if (!isUnauthorizedError(load.error)) toasts.show({ title: { key: 'errors.title' }, description: { key: 'telegramDigest.edit.loadFailed' }, variant: 'destructive' });
    void navigate(digestPaths.list, { replace: true });
  }, [load, navigate]);

  if (load.kind === 'not-found') return <DigestNotFound />;
  if (load.kind !== 'ready') return <EditSkeleton />;
  return <EditDigestForm key={load.digest.id} digest={load.digest} state={state} />;
}

function EditDigestForm({ digest, state }: { digest: DigestPreference; state: DigestState }) {
  const t = useT();
  const formId = useId();
  const form = useEditForm(digest, state.setDigest);
  const sources = useSourceChanges(digest, state.reload, state.setDigest);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${digest.name} · ${t('telegramDigest.edit.title')} · ${t('app.name')}`}</title>
      <Box component="header" sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
          <Tooltip title={t('telegramDigest.edit.back')}>
            <IconButton component={RouterLink} to={digestPaths.list} aria-label={t('telegramDigest.edit.back')}>
              <ArrowBackIcon />
            </IconButton>
          </Tooltip>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 30 }, wordBreak: 'break-word' }}>
              {digest.name}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {t('telegramDigest.edit.title')} ·{' '}
              <Link component={RouterLink} to={digestPaths.quickEdit(digest.id)}>
                {t('telegramDigest.edit.quickEdit')}
              </Link>
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={digestPaths.history(digest.id)} startIcon={<HistoryIcon />}>
            {t('telegramDigest.edit.history')}
          </Button>
          <Button type="submit" form={formId} variant="contained" startIcon={<SaveIcon />} disabled={form.saving}>
            {form.saving ? t('telegramDigest.edit.saving') : t('telegramDigest.edit.save')}
          </Button>
        </Box>
      </Box>
      <Stack spacing={3}>
        <BasicSettingsCard form={form} formId={formId} />
        <ChannelsCard sources={digest.channels} onAdd={sources.add} onRemove={sources.remove} />
        <DangerZone digest={digest} />
      </Stack>
    </Container>
  );
}
