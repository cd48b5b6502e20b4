import CheckIcon from '@mui/icons-material/Check';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Alert, Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { useLocale } from '../../../i18n/LocaleProvider';
import { reportFailure, showSuccess } from '../shared/errors';
import { formatDateTime, formatPercent } from '../shared/format';
import { homeworkApi, type Submission } from '../shared/homework-api';
import { plainList } from '../shared/layout';
import { ScoreBadge } from '../shared/ScoreBadge';
import { Section } from '../shared/Section';
import { Feedback } from './Feedback';
import { canAccept } from './needs-review';
import { ReviewFlags } from './ReviewFlags';

interface Props {
  /** The latest versions held as 'Needs review' (needs-review.ts). */
  submissions: readonly Submission[];
  /** The assignment's maximum; null without scores (no Change score then). */
  maxScore: number | null;
  onAccepted: (submission: Submission) => void;
  onChangeScore: (submission: Submission) => void;
}

function ReviewItem({ submission, maxScore, onAccepted, onChangeScore }: { submission: Submission } & Omit<Props, 'submissions'>) {
  const { t, locale } = useLocale();
  const api = useApi();
  const nameId = useId();
  const hintId = useId();
  const [accepting, setAccepting] = useState(false);
  const name = submission.cohortStudent.displayName;
  const acceptable = canAccept(submission);

  const accept = async () => {
    setAccepting(true);
    try {
      const saved = await homeworkApi.acceptSubmission(api, submission.id);
      showSuccess('homework.assignment.review.accepted');
      onAccepted(saved);
    } catch (error) {
      reportFailure(error, 'homework.assignment.review.acceptFailed');
    } finally {
      setAccepting(false);
    }
  };

  return (
    <Card component="li" variant="outlined" aria-labelledby={nameId} data-testid="review-item">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Box>
          <Typography variant="h6" component="h3" id={nameId} sx={{ wordBreak: 'break-word' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('homework.assignment.submitted', { time: formatDateTime(submission.submittedAt, locale) })} · {t('homework.assignment.version', { version: submission.version })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="review-proposal">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('homework.assignment.review.proposed')}
          </Typography>
          {maxScore === null ? (
            <Chip size="small" variant="outlined" label={t('homework.status.feedbackOnly')} />
          ) : submission.finalScore === null ? (
            <Chip size="small" variant="outlined" label={t('homework.assignment.review.noScore')} />
          ) : (
            <ScoreBadge score={submission.finalScore} maxScore={maxScore} />
          )}
          {submission.aiConfidence != null && (
            <Typography variant="body2" color="text.secondary" data-testid="review-confidence">
              {t('homework.assignment.confidence', { percent: formatPercent(submission.aiConfidence * 100, locale) })}
            </Typography>
          )}
        </Box>
        <ReviewFlags flags={submission.reviewFlags} />
        {submission.reviewReason != null && submission.reviewReason.trim() !== '' && (
          <Typography variant="body2" data-testid="review-reason">
            {t('homework.assignment.review.reason', { reason: submission.reviewReason })}
          </Typography>
        )}
        <Feedback submission={submission} />
        {!acceptable && (
          <Typography variant="body2" color="text.secondary" id={hintId}>
            {t(maxScore === null ? 'homework.assignment.review.noFeedbackHint' : 'homework.assignment.review.noScoreHint')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="small"
            startIcon={<CheckIcon />}
            onClick={() => void accept()}
            disabled={!acceptable || accepting}
            aria-label={t('homework.assignment.review.acceptNamed', { name })}
            aria-describedby={acceptable ? undefined : hintId}
          >
            {t(accepting ? 'homework.assignment.review.accepting' : 'homework.assignment.review.accept')}
          </Button>
          {maxScore !== null && (
            <Button variant="outlined" size="small" startIcon={<EditNoteIcon />} onClick={() => onChangeScore(submission)} disabled={accepting} aria-label={t('homework.assignment.review.changeNamed', { name })}>
              {t('homework.assignment.review.change')}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The AI grades held for the teacher (unsure, or flagged: docs/decisions.md 'Thresholds' and
 * 'What releases an AI grade'), above the submissions: the
 * students see these as Pending until the teacher accepts the grade or changes the score. Not
 * shown when nothing waits.
 */
export function NeedsReviewSection({ submissions, maxScore, onAccepted, onChangeScore }: Props) {
  const { t } = useLocale();
  if (submissions.length === 0) return null;
  return (
    <Section title={t('homework.assignment.review.title', { smart_count: submissions.length })} testId="needs-review">
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('homework.assignment.review.intro')}
      </Alert>
      <Box component="ul" aria-label={t('homework.assignment.review.list')} sx={plainList}>
        {submissions.map((submission) => (
          <ReviewItem key={submission.id} submission={submission} maxScore={maxScore} onAccepted={onAccepted} onChangeScore={onChangeScore} />
        ))}
      </Box>
    </Section>
  );
}
