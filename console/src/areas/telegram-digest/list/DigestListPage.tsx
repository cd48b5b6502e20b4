import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';
import { ActionAlert } from '../../../shell/ActionAlert';
import { ConfirmDialog } from '../../../shell/ConfirmDialog';
import { BotConnectScreen } from '../bot/BotConnectScreen';
import type { DigestPreference } from '../shared/digest-api';
import { PageHeader } from '../shared/PageHeader';
import { digestPaths } from '../shared/routes';
import { ConnectionStatusCard } from './ConnectionStatusCard';
import { DigestCard } from './DigestCard';
import { EmptyDigests } from './EmptyDigests';
import { ListSkeleton } from './ListSkeleton';
import { MissingCredentials } from './MissingCredentials';
import { useDigestActions } from './use-digest-actions';
import { useDigestOverview } from './use-digest-overview';

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } } as const;

/**
 * Spec 2 '/telegram-digest (list)': a skeleton while loading; a warning when the API credentials
 * are missing; the Russian bot-connect screen while the digest bot is not linked; else the
 * connection status and the digests.
 */
export function DigestListPage() {
  const t = useT();
  const { overview, reload, updateDigests } = useDigestOverview();
  const actions = useDigestActions(updateDigests, reload);
  // The dialog keeps its digest while it closes, so its text does not change mid-animation.
  const [deleting, setDeleting] = useState<{ open: boolean; digest: DigestPreference | null }>({ open: false, digest: null });
  const [deleted, setDeleted] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);

  let body;
  if (overview.kind === 'loading') body = <ListSkeleton />;
  else if (overview.kind === 'failed') {
    body = (
      <ActionAlert severity="error" actionLabel={t('telegramDigest.retry')} onAction={reload}>
        {t('telegramDigest.list.loadFailed')}
      </ActionAlert>
    );
  } else if (overview.kind === 'no-credentials') body = <MissingCredentials />;
  else if (overview.kind === 'no-bot') body = <BotConnectScreen onConnected={reload} />;
  else {
    body = (
      <Stack spacing={3}>
        <ConnectionStatusCard status={overview.status} />
        <Box component="section" aria-labelledby="digest-list-heading">
          <Typography variant="h6" component="h2" id="digest-list-heading" ref={listHeading} tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
            {t('telegramDigest.list.yourDigests')}
          </Typography>
          {overview.digests.length === 0 ? (
            <EmptyDigests />
          ) : (
            <Box sx={grid}>
              {overview.digests.map((digest) => (
                <DigestCard
                  key={digest.id}
                  digest={digest}
                  toggling={actions.toggling[digest.id] === true}
                  testing={actions.testing[digest.id] === true}
                  onToggle={() => void actions.toggle(digest)}
                  onTest={() => void actions.test(digest)}
                  onDelete={() => setDeleting({ open: true, digest })}
                />
              ))}
            </Box>
          )}
        </Box>
      </Stack>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('telegramDigest.title')} · ${t('app.name')}`}</title>
      <PageHeader
        title={t('telegramDigest.title')}
        subtitle={t('telegramDigest.subtitle')}
        mb={{ xs: 3, md: 4 }}
        action={
          overview.kind === 'ready' && (
            <Button component={RouterLink} to={digestPaths.create} variant="contained" startIcon={<AddIcon />} sx={{ flexShrink: 0 }}>
              {t('telegramDigest.list.createDigest')}
            </Button>
          )
        }
      />
      {body}
      <ConfirmDialog
        open={deleting.open}
        title={t('telegramDigest.list.deleteDialog.title')}
        body={t('telegramDigest.list.deleteDialog.body', { name: deleting.digest?.name ?? '' })}
        confirmLabel={t('telegramDigest.list.deleteDialog.confirm')}
        busyLabel={t('telegramDigest.list.deleteDialog.deleting')}
        cancelLabel={t('telegramDigest.cancel')}
        onConfirm={async () => {
          const done = deleting.digest === null || (await actions.remove(deleting.digest));
          setDeleted(done);
          return done;
        }}
        onClose={() => setDeleting((current) => ({ ...current, open: false }))}
        onExited={() => {
          // The card and its delete button are gone: focus goes to the list's heading instead of the page's start.
          if (deleted) listHeading.current?.focus();
          setDeleted(false);
        }}
      />
    </Container>
  );
}
