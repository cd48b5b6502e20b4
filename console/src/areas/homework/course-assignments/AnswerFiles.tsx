import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Alert, Box, Button, FormHelperText, Typography } from '@mui/material';
import { useId, useRef, type ChangeEvent } from 'react';
import { HOMEWORK_LIMITS } from '../../../../../contracts/homework.ts';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { Locale, Translate } from '../../../i18n/types';
import { formatFixed } from '../shared/format';
import { IconAction } from '../shared/IconAction';
import { ACCEPT, addFiles, MAX_FILE_MB, type FileProblem } from './answer-files';
import { srOnly } from '../../../shell/sr-only';

/** Out of sight but still the control: focusable, named by its label, opened by Space or Enter. */

/** '840.2 KB' below a megabyte, '3.5 MB' from there. */
const sizeOf = (bytes: number, t: Translate, locale: Locale) =>
  bytes < 1024 * 1024 ? t('homework.submitAnswer.sizeKb', { size: formatFixed(bytes / 1024, locale) }) : t('homework.submitAnswer.sizeMb', { size: formatFixed(bytes / 1024 / 1024, locale) });

export const describeProblem = (t: Translate, { name, problem }: FileProblem): string =>
  t(`homework.submitAnswer.${problem}`, { name, size: MAX_FILE_MB, count: HOMEWORK_LIMITS.filesPerSubmission, kinds: t('homework.submitAnswer.kinds') });

interface Props {
  files: readonly File[];
  /** The files picked that were left out, and why (the browser's first look). */
  problems: readonly FileProblem[];
  onChange: (files: File[], problems: FileProblem[]) => void;
  disabled: boolean;
}

/**
 * The files of an answer: a real `<input type="file" multiple>` behind a visible 'Attach files'
 * button (its label; the input itself takes the focus, so the keyboard opens the system dialog
 * as a click does), what may be sent, the chosen files with name, size and Remove, and the
 * picked files left out with the reason.
 */
export function AnswerFiles({ files, problems, onChange, disabled }: Props) {
  const { t, locale } = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const listId = useId();

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Picking the same file again after removing it must fire a change too.
    event.target.value = '';
    if (picked.length === 0) return;
    const next = addFiles(files, picked);
    onChange(next.files, next.problems);
  };
  const remove = (file: File) => {
    onChange(
      files.filter((candidate) => candidate !== file),
      [],
    );
    // Its button is gone: the focus goes back to where files are added.
    input.current?.focus();
  };

  return (
    <Box>
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        startIcon={<AttachFileIcon />}
        disabled={disabled}
        sx={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        {t('homework.submitAnswer.attach')}
        <Box component="input" ref={input} type="file" multiple accept={ACCEPT} onChange={pick} disabled={disabled} aria-describedby={helpId} sx={srOnly} />
      </Button>
      <FormHelperText id={helpId}>{t('homework.submitAnswer.filesHelp', { count: HOMEWORK_LIMITS.filesPerSubmission, size: MAX_FILE_MB, kinds: t('homework.submitAnswer.kinds') })}</FormHelperText>
      {problems.length > 0 && (
        <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
          {t('homework.submitAnswer.notAdded')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((problem) => (
              <li key={`${problem.name}:${problem.problem}`}>{describeProblem(t, problem)}</li>
            ))}
          </Box>
        </Alert>
      )}
      {files.length > 0 && (
        <>
          <Typography variant="subtitle2" component="p" id={listId} sx={{ mt: 1.5 }}>
            {t('homework.submitAnswer.chosen')}
          </Typography>
          <Box component="ul" aria-labelledby={listId} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="answer-files">
            {files.map((file) => (
              <Box component="li" key={`${file.name}:${file.size}:${file.lastModified}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
                <InsertDriveFileOutlinedIcon fontSize="small" color="action" aria-hidden />
                <Typography variant="body2" sx={{ wordBreak: 'break-all', flex: 1 }}>
                  {file.name}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({sizeOf(file.size, t, locale)})
                  </Typography>
                </Typography>
                {!disabled && <IconAction label={t('homework.submitAnswer.remove', { name: file.name })} icon={<CloseIcon fontSize="small" />} onClick={() => remove(file)} />}
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
