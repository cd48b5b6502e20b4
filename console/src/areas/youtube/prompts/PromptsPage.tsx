import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { Box, Button, Card, CardContent, Container, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { useT } from '../../../i18n/LocaleProvider';
import { ActionAlert } from '../../../shell/ActionAlert';
import { ConfirmDialog } from '../../../shell/ConfirmDialog';
import { PromptCard } from './PromptCard';
import { PromptDialog } from './PromptDialog';
import type { PromptTemplate } from './prompts-api';
import { usePrompts } from './use-prompts';

const grid = { display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } } as const;

/** Spec 2 '/youtube-commenter/prompts': the user's comment prompt templates. */
export function PromptsPage() {
  const t = useT();
  const { prompts, loadFailed, reload, save, remove, makeDefault } = usePrompts();
  // The dialogs keep their subject while they close, so the title does not change mid-animation.
  const [editor, setEditor] = useState<{ open: boolean; prompt: PromptTemplate | null; key: number }>({ open: false, prompt: null, key: 0 });
  const [deleting, setDeleting] = useState<{ open: boolean; prompt: PromptTemplate | null }>({ open: false, prompt: null });
  const [settingDefault, setSettingDefault] = useState<string | null>(null);

  const openEditor = (prompt: PromptTemplate | null) => setEditor((current) => ({ open: true, prompt, key: current.key + 1 }));
  const setDefault = async (id: string) => {
    setSettingDefault(id);
    await makeDefault(id);
    setSettingDefault(null);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('youtube.prompts.title')} · ${t('app.name')}`}</title>
      <Button component={RouterLink} to={paths.youtubeCommenter} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
        {t('youtube.prompts.back')}
      </Button>
      <Box sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'flex-end' }, justifyContent: 'space-between', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, mb: { xs: 3, md: 4 } }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
            {t('youtube.prompts.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('youtube.prompts.subtitle')}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => openEditor(null)} data-testid="new-prompt" sx={{ flexShrink: 0 }}>
          {t('youtube.prompts.newPrompt')}
        </Button>
      </Box>

      {prompts === null ? (
        loadFailed ? (
          <ActionAlert severity="error" actionLabel={t('youtube.prompts.retry')} onAction={() => void reload()}>
            {t('youtube.prompts.loadFailed')}
          </ActionAlert>
        ) : (
          <Box sx={grid} aria-busy="true" aria-label={t('common.loading')} data-testid="prompts-loading">
            {[0, 1, 2, 3].map((index) => (
              <PromptCardSkeleton key={index} />
            ))}
          </Box>
        )
      ) : prompts.length === 0 ? (
        <Card sx={{ textAlign: 'center', py: { xs: 5, md: 8 }, px: 3, borderStyle: 'dashed' }} data-testid="prompts-empty">
          <ChatOutlinedIcon color="disabled" sx={{ fontSize: 48, mb: 1.5 }} />
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 420, mx: 'auto' }}>
            {t('youtube.prompts.empty')}
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openEditor(null)}>
            {t('youtube.prompts.createFirst')}
          </Button>
        </Card>
      ) : (
        <Box sx={grid}>
          {prompts.map((prompt) => (
            <PromptCard
              key={prompt.id}
              prompt={prompt}
              busy={settingDefault === prompt.id}
              onSetDefault={() => void setDefault(prompt.id)}
              onEdit={() => openEditor(prompt)}
              onDelete={() => setDeleting({ open: true, prompt })}
            />
          ))}
        </Box>
      )}

      <PromptDialog
        key={editor.key}
        open={editor.open}
        prompt={editor.prompt}
        first={prompts?.length === 0}
        onSave={(input) => save(input, editor.prompt?.id)}
        onClose={() => setEditor((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={deleting.open}
        title={t('youtube.prompts.deleteDialog.title')}
        body={t('youtube.prompts.deleteDialog.body')}
        confirmLabel={t('youtube.prompts.deleteDialog.confirm')}
        busyLabel={t('youtube.prompts.deleteDialog.deleting')}
        cancelLabel={t('youtube.prompts.deleteDialog.cancel')}
        onConfirm={() => (deleting.prompt === null ? Promise.resolve(true) : remove(deleting.prompt.id))}
        onClose={() => setDeleting((current) => ({ ...current, open: false }))}
      />
    </Container>
  );
}

function PromptCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Skeleton variant="text" width="45%" sx={{ fontSize: 22 }} />
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="rounded" height={96} sx={{ my: 1.5 }} />
        <Box sx={{ display: 'flex', gap: 0.75 }}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" width={84} height={24} sx={{ borderRadius: 4 }} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
