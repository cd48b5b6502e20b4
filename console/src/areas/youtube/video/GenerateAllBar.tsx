import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, CircularProgress, LinearProgress, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocale } from '../../../i18n/LocaleProvider';
import { formatCount } from './format';
import type { Progress } from './use-batch-progress';

interface Props {
  /** Every comment of the video, replies included (`commentCount`); null while the list loads. */
  commentCount: number | null;
  /** How many comments 'Generate All' would send. */
  candidates: number;
  progress: Progress | null;
  refreshing: boolean;
  onGenerateAll: () => void;
  onRefresh: () => void;
}

/** Spec 2: 'Comments (N)' with 'Generate All' and 'Refresh'; while a batch runs, its progress. */
export function GenerateAllBar({ commentCount, candidates, progress, refreshing, onGenerateAll, onRefresh }: Props) {
  const { t, locale } = useLocale();
  const progressLabelId = useId();
  const running = progress !== null;
  const nothingToDo = commentCount !== null && candidates === 0;

  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography variant="h5" component="h2" data-testid="comments-heading">
          {commentCount === null ? t('youtube.video.comments') : t('youtube.video.commentsCount', { count: formatCount(commentCount, locale) })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
          <Tooltip title={nothingToDo && !running ? t('youtube.video.nothingToGenerate') : ''}>
            {/* The span keeps the tooltip working while the button is disabled. */}
            <Box component="span" sx={{ flex: { xs: 1, sm: '0 0 auto' }, display: 'flex' }}>
              <Button
                variant="contained"
                startIcon={running ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeIcon />}
                onClick={onGenerateAll}
                disabled={commentCount === null || running || nothingToDo}
                sx={{ flex: 1 }}
                data-testid="generate-all"
              >
                {running ? t('youtube.video.generatingAll') : t('youtube.video.generateAll')}
              </Button>
            </Box>
          </Tooltip>
          <Button
            variant="outlined"
            startIcon={refreshing ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
            onClick={onRefresh}
            disabled={commentCount === null || refreshing}
            sx={{ flex: { xs: 1, sm: '0 0 auto' } }}
            data-testid="refresh-comments"
          >
            {t('youtube.video.refresh')}
          </Button>
        </Box>
      </Box>
      {progress !== null && (
        <Box sx={{ mt: 2 }} data-testid="generate-all-progress">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 0.5 }}>
            <Typography id={progressLabelId} variant="body2" color="text.secondary">
              {t('youtube.video.generatingReplies')}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="generate-all-count" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {`${progress.done} / ${progress.total}`}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={progress.total === 0 ? 0 : (progress.done / progress.total) * 100}
            aria-labelledby={progressLabelId}
            aria-valuetext={`${progress.done} / ${progress.total}`}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
      )}
    </Box>
  );
}
