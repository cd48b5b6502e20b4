import { Alert, AlertTitle, Button } from '@mui/material';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { JobActionResult } from '../../../../contracts/operations.ts';
import { useT } from '../../i18n/LocaleProvider';
import type { JobAction } from './job-actions';

export interface ShownResult {
  action: JobAction;
  result: JobActionResult;
}

const ResultContext = createContext<((shown: ShownResult | null) => void) | null>(null);

/** Where a retry or remove reports what it did; the page shows it until dismissed or the next action. */
export function useShowJobResult(): (shown: ShownResult | null) => void {
  const show = useContext(ResultContext);
  if (!show) throw new Error('useShowJobResult must be used inside <JobResultProvider>');
  return show;
}

/** Keeps the last action's result and shows it above `children`. */
export function JobResultProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownResult | null>(null);
  return (
    <ResultContext value={setShown}>
      {shown !== null && <JobResultAlert shown={shown} onDismiss={() => setShown(null)} />}
      {children}
    </ResultContext>
  );
}

/** Done N, missing M ("This job no longer exists" for each), refused with the server's reasons. */
function JobResultAlert({ shown, onDismiss }: { shown: ShownResult; onDismiss: () => void }) {
  const t = useT();
  const { action, result } = shown;
  const clean = result.missing.length === 0 && result.refused.length === 0;
  return (
    <Alert
      severity={clean ? 'success' : 'warning'}
      role="status"
      data-testid="job-result"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onDismiss}>
          {t('operator.jobs.dismiss')}
        </Button>
      }
    >
      <AlertTitle>{t('operator.jobs.result')}</AlertTitle>
      <div>{t(action === 'retry' ? 'operator.jobs.retried' : 'operator.jobs.removed', { smart_count: result.done.length })}</div>
      {result.missing.length > 0 && (
        <>
          <div>{t('operator.jobs.missing', { smart_count: result.missing.length })}</div>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {result.missing.map((id) => (
              <li key={id}>
                {id}: {t('operator.jobs.missingOne')}
              </li>
            ))}
          </ul>
        </>
      )}
      {result.refused.length > 0 && (
        <>
          <div>{t('operator.jobs.refused', { smart_count: result.refused.length })}</div>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {result.refused.map((item) => (
              <li key={item.id}>
                {item.id}: {item.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
