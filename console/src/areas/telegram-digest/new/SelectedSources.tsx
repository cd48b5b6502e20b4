import CloseIcon from '@mui/icons-material/Close';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Box, IconButton, Typography } from '@mui/material';
import { useId } from 'react';
import { useT } from '../../../i18n/LocaleProvider';
import { sourceKey, sourceTitle, type PickedSource } from '../shared/picked-source';

/** The sources picked so far, each with its remove button; the digest gets them once it is created. */
export function SelectedSources({ sources, onRemove }: { sources: PickedSource[]; onRemove: (source: PickedSource) => void }) {
  const t = useT();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="selected-sources">
      <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600, mb: 1 }}>
        {t('telegramDigest.create.selected', { smart_count: sources.length })}
      </Typography>
      {sources.length === 0 ? (
        <Typography color="text.secondary">{t('telegramDigest.create.noneSelected')}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
          {sources.map((source) => (
            <Box component="li" key={sourceKey(source)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, pl: 1.5, pr: 0.5, py: 0.25, borderRadius: 4, bgcolor: 'action.selected' }}>
              {source.kind === 'folder' ? <FolderOutlinedIcon fontSize="small" aria-hidden /> : <ForumOutlinedIcon fontSize="small" aria-hidden />}
              <Typography variant="body2">{sourceTitle(source)}</Typography>
              <IconButton size="small" onClick={() => onRemove(source)} aria-label={t('telegramDigest.create.removeSource', { name: sourceTitle(source) })}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
