import { Alert, CircularProgress, Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { thresholdsSchema } from '../../../../../contracts/homework.ts';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { DialogFormActions } from '../shared/DialogFormActions';
import { reportFailure, showSuccess } from '../shared/errors';
import { homeworkApi } from '../shared/homework-api';

interface Props {
  open: boolean;
  cohort: { id: string; name: string };
  onClose: () => void;
}

type Form = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; passPercent: string; confidence: string };

const passPercentSchema = thresholdsSchema.shape.passPercent.unwrap();
const confidenceSchema = thresholdsSchema.shape.reviewBelowConfidence.unwrap();
/** An input's text as the number it says; blank is no number at all. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The cohort's grading thresholds (PUT thresholds): the pass mark in percent of the maximum and
 * the AI confidence below which a grade waits for the teacher. Read when the dialog opens.
 */
export function ThresholdsDialog({ open, cohort, onClose }: Props) {
  const t = useT();
  const api = useApi();
  const titleId = useId();
  const [form, setForm] = useState<Form>({ kind: 'loading' });
  const [saving, setSaving] = useState(false);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setForm({ kind: 'loading' });
    setChecked(false);
    homeworkApi.cohort(api, cohort.id).then(
      ({ thresholds }) => {
        if (current) setForm({ kind: 'ready', passPercent: String(thresholds.passPercent), confidence: String(thresholds.reviewBelowConfidence) });
      },
      () => {
        if (current) setForm({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [api, cohort.id, open]);

  const passPercent = form.kind === 'ready' ? passPercentSchema.safeParse(numberOf(form.passPercent)) : null;
  const confidence = form.kind === 'ready' ? confidenceSchema.safeParse(numberOf(form.confidence)) : null;
  const passError = checked && passPercent?.success === false;
  const confidenceError = checked && confidence?.success === false;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!passPercent?.success || !confidence?.success || saving) return;
    setSaving(true);
    try {
      await homeworkApi.saveThresholds(api, cohort.id, { passPercent: passPercent.data, reviewBelowConfidence: confidence.data });
    } catch (error) {
      reportFailure(error, 'homework.thresholds.failed');
      setSaving(false);
      return;
    }
    setSaving(false);
    showSuccess('homework.thresholds.saved');
    onClose();
  };

  return (
    <Dialog open={open} onClose={() => !saving && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>{t('homework.thresholds.title', { name: cohort.name })}</DialogTitle>
        <DialogContent>
          {form.kind === 'loading' && <CircularProgress aria-label={t('homework.thresholds.loading')} sx={{ display: 'block', mx: 'auto', my: 3 }} />}
          {form.kind === 'failed' && <Alert severity="error">{t('homework.thresholds.loadFailed')}</Alert>}
          {form.kind === 'ready' && (
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <TextField
                type="number"
                label={t('homework.thresholds.passPercent')}
                value={form.passPercent}
                onChange={(event) => setForm({ ...form, passPercent: event.target.value })}
                error={passError}
                helperText={passError ? t('homework.thresholds.passPercentError') : t('homework.thresholds.passPercentHelp')}
                disabled={saving}
                slotProps={{ htmlInput: { min: 1, max: 100, step: 1, inputMode: 'numeric' } }}
              />
              <TextField
                type="number"
                label={t('homework.thresholds.confidence')}
                value={form.confidence}
                onChange={(event) => setForm({ ...form, confidence: event.target.value })}
                error={confidenceError}
                helperText={confidenceError ? t('homework.thresholds.confidenceError') : t('homework.thresholds.confidenceHelp')}
                disabled={saving}
                slotProps={{ htmlInput: { min: 0, max: 1, step: 0.05, inputMode: 'decimal' } }}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogFormActions onCancel={onClose} saving={saving} canSubmit={form.kind === 'ready' && !saving} submitLabel={t(saving ? 'homework.thresholds.saving' : 'homework.thresholds.save')} />
      </form>
    </Dialog>
  );
}
