import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../../i18n/LocaleProvider';
import { renderText } from '../../../i18n/types';
import type { ReplyEntry } from './reply-state';

/** How long 'Copied!' shows after copying (as the guide's copy button). */
export const COPIED_MS = 2_000;

interface Props {
  author: string;
  entry: ReplyEntry;
  onGenerate: (skipCache: boolean) => void;
  /** Keeps an edit; resolves true when it was kept. */
  onSave: (text: string) => Promise<boolean>;
  onPublish: () => void;
}

/**
 * Spec 4 'Reply flow per comment': generate, then the reply with Edit (Save / Cancel), Copy,
 * Regenerate and Publish; published, it is locked and says so.
 */
export function ReplyPanel({ author, entry, onGenerate, onSave, onPublish }: Props) {
  const t = useT();
  const labelId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const { phase, text } = entry;
  const generating = phase === 'generating';
  const publishing = phase === 'publishing';
  const published = phase === 'published';
  const error = entry.error === null ? null : (
    <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
      {renderText(t, entry.error)}
    </Alert>
  );

  if (text === '') {
    return (
      <Box sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={generating ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeIcon />}
          onClick={() => onGenerate(false)}
          disabled={generating}
          aria-label={generating ? undefined : t('youtube.video.generateFor', { author })}
        >
          {generating ? t('youtube.video.generating') : t('youtube.video.generateReply')}
        </Button>
        {error}
      </Box>
    );
  }

  const save = async () => {
    if (editing === null || entry.dbCommentId === null) return;
    setSaving(true);
    const kept = await onSave(editing.trim());
    setSaving(false);
    if (kept) setEditing(null);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby={labelId}
      data-testid="reply-panel"
      data-phase={phase}
      sx={{ mt: 2, p: { xs: 1.5, sm: 2 }, borderRadius: 2, border: 1, borderColor: published ? 'success.light' : 'primary.light', bgcolor: published ? 'rgba(46, 125, 50, 0.04)' : 'rgba(67, 56, 202, 0.04)' }}
    >
      <Typography id={labelId} variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600, mb: 1 }}>
        <AutoAwesomeIcon sx={{ fontSize: 16 }} aria-hidden="true" />
        {t('youtube.video.replyTo', { author })}
      </Typography>

      {editing !== null ? (
        <>
          <TextField
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
            multiline
            minRows={3}
            maxRows={12}
            fullWidth
            disabled={saving}
            autoFocus
            slotProps={{ htmlInput: { 'aria-label': t('youtube.video.editLabel'), maxLength: 10_000, 'data-testid': 'reply-editor' } }}
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            <Button variant="contained" size="small" onClick={() => void save()} disabled={saving || editing.trim() === ''}>
              {saving ? t('youtube.video.saving') : t('youtube.video.save')}
            </Button>
            <Button size="small" onClick={() => setEditing(null)} disabled={saving}>
              {t('youtube.video.cancel')}
            </Button>
          </Box>
        </>
      ) : (
        <Typography data-testid="reply-text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', opacity: generating ? 0.5 : 1 }}>
          {text}
        </Typography>
      )}

      {published && (
        <Alert severity="success" sx={{ mt: 1.5 }} data-testid="reply-published">
          {t('youtube.video.published')}
        </Alert>
      )}

      {editing === null && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }} role="group" aria-label={t('youtube.video.replyActions')}>
          {!published && (
            <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(text)} disabled={generating || publishing}>
              {t('youtube.video.edit')}
            </Button>
          )}
          <Button size="small" startIcon={copied === 'yes' ? <CheckIcon /> : <ContentCopyIcon />} onClick={() => void copy()} color={copied === 'yes' ? 'success' : 'primary'}>
            {copied === 'yes' ? t('youtube.video.copied') : t('youtube.video.copy')}
          </Button>
          {!published && (
            <Button size="small" startIcon={generating ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />} onClick={() => onGenerate(true)} disabled={generating || publishing}>
              {generating ? t('youtube.video.generating') : t('youtube.video.regenerate')}
            </Button>
          )}
          {!published && (
            <Button
              variant="contained"
              size="small"
              startIcon={publishing ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
              onClick={onPublish}
              disabled={generating || publishing}
              sx={{ ml: { sm: 'auto' } }}
              data-testid="publish-reply"
            >
              {publishing ? t('youtube.video.publishing') : t('youtube.video.publish')}
            </Button>
          )}
        </Box>
      )}
      {copied === 'failed' && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {t('youtube.video.errors.copy')}
        </Alert>
      )}
      {error}
    </Box>
  );
}
