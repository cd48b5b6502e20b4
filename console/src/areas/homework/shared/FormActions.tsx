import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';

interface Props {
  /** Where Cancel leads: the page the form was opened from. */
  cancelTo: string;
  submitLabel: string;
  canSubmit: boolean;
  /** A button of its own at the other end (Delete Course). */
  start?: ReactNode;
}

/** A page form's Cancel and submit buttons, at its end. */
export function FormActions({ cancelTo, submitLabel, canSubmit, start }: Props) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end' }}>
      {start !== undefined && (
        <>
          {start}
          <Box sx={{ flex: 1 }} />
        </>
      )}
      <Button component={RouterLink} to={cancelTo}>
        {t('homework.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={!canSubmit}>
        {submitLabel}
      </Button>
    </Box>
  );
}
