import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StarIcon from '@mui/icons-material/Star';
import { Box, Card, CardContent, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useLocale, useT } from '../../../i18n/LocaleProvider';
import { formatDate } from '../../../i18n/format';
import { PROMPT_VARIABLES, type PromptTemplate } from './prompts-api';

interface Props {
  prompt: PromptTemplate;
  /** Disables the actions while a call about this card runs. */
  busy?: boolean;
  onSetDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One template of /youtube-commenter/prompts (spec 2): name, badge, date, text, variables, actions. */
export function PromptCard({ prompt, busy = false, onSetDefault, onEdit, onDelete }: Props) {
  const { t, locale } = useLocale();
  const nameId = useId();
  const named = { name: prompt.name };
  // The tooltip shows the spec's word; a screen reader also hears which template it acts on.
  const action = (label: string, name: string, onClick: () => void, icon: ReactNode, color: 'default' | 'error' = 'default') => (
    <Tooltip title={label}>
      {/* The span keeps the tooltip working while the button is disabled. */}
      <span>
        <IconButton aria-label={name} onClick={onClick} disabled={busy} color={color} size="small">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      data-testid="prompt-card"
      data-default={String(prompt.isDefault)}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: prompt.isDefault ? 'primary.light' : undefined,
        boxShadow: prompt.isDefault ? (theme) => `0 0 0 1px ${theme.palette.primary.light}` : undefined,
      }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography id={nameId} variant="h6" component="h2" sx={{ fontSize: 18, overflowWrap: 'anywhere' }}>
                {prompt.name}
              </Typography>
              {prompt.isDefault && <Chip icon={<StarIcon />} label={t('youtube.prompts.defaultBadge')} color="primary" size="small" data-testid="prompt-default-badge" />}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {t('youtube.prompts.updated', { date: formatDate(prompt.updatedAt, locale) })}
            </Typography>
          </Box>
          <Stack direction="row" spacing={0.25} role="group" aria-label={t('youtube.prompts.actionsFor', { name: prompt.name })} sx={{ flexShrink: 0, mt: -0.5, mr: -0.75 }}>
            {!prompt.isDefault && action(t('youtube.prompts.setDefault'), t('youtube.prompts.setDefaultNamed', named), onSetDefault, <StarBorderIcon fontSize="small" />)}
            {action(t('youtube.prompts.edit'), t('youtube.prompts.editNamed', named), onEdit, <EditOutlinedIcon fontSize="small" />)}
            {action(t('youtube.prompts.delete'), t('youtube.prompts.deleteNamed', named), onDelete, <DeleteOutlineIcon fontSize="small" />, 'error')}
          </Stack>
        </Box>
        <Typography
          variant="body2"
          component="p"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            bgcolor: 'action.hover',
            borderRadius: 1,
            p: 1.5,
            flex: 1,
            maxHeight: 280,
            overflowY: 'auto',
          }}
        >
          {prompt.prompt}
        </Typography>
        <PromptVariables />
      </CardContent>
    </Card>
  );
}

/** Spec 3's variables as chips. */
export function PromptVariables() {
  const t = useT();
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.75 }}>
        {t('youtube.prompts.variables')}
      </Typography>
      <Box component="ul" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}>
        {PROMPT_VARIABLES.map((variable) => (
          <li key={variable}>
            <Chip label={variable} size="small" variant="outlined" sx={{ fontFamily: 'monospace' }} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
