import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, MenuItem, Select, Skeleton, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { useT } from '../../../i18n/LocaleProvider';
import type { PromptTemplate } from '../prompts/prompts-api';
import type { ReplyStyles } from './use-reply-styles';

/** Spec 2: 'Reply style:' with the user's templates, the default marked '(Default)', and 'Manage Prompts'. */
export function ReplyStyleSelect({ styles, disabled = false }: { styles: ReplyStyles; disabled?: boolean }) {
  const t = useT();
  const labelId = useId();
  const { prompts, selectedId, select } = styles;
  const label = (prompt: PromptTemplate) => (prompt.isDefault ? `${prompt.name} ${t('youtube.video.defaultMark')}` : prompt.name);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
      <Typography id={labelId} component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {t('youtube.video.replyStyle')}
      </Typography>
      {prompts === null ? (
        <Skeleton variant="rounded" width={220} height={40} data-testid="reply-style-loading" />
      ) : (
        <Select
          size="small"
          value={selectedId ?? ''}
          onChange={(event) => select(event.target.value)}
          disabled={disabled || prompts.length === 0}
          displayEmpty
          renderValue={(value) => {
            const chosen = prompts.find((prompt) => prompt.id === value);
            return chosen === undefined ? t('youtube.video.builtInStyle') : label(chosen);
          }}
          labelId={labelId}
          data-testid="reply-style"
          sx={{ minWidth: 200, maxWidth: '100%', flex: { xs: '1 1 200px', sm: '0 1 auto' } }}
        >
          {prompts.map((prompt) => (
            <MenuItem key={prompt.id} value={prompt.id}>
              {label(prompt)}
            </MenuItem>
          ))}
        </Select>
      )}
      <Button component={RouterLink} to={paths.youtubePrompts} size="small" startIcon={<TuneIcon />}>
        {t('youtube.video.managePrompts')}
      </Button>
    </Box>
  );
}
