import { Alert, AlertTitle } from '@mui/material';
import type { Dashboard } from '../../../../contracts/operations.ts';
import { useT } from '../../i18n/LocaleProvider';

/** The parts of the platform a page could not read (Redis or Temporal down): what is shown is the rest. */
export function UnavailableAlert({ sources }: { sources: Dashboard['unavailable'] }) {
  const t = useT();
  if (sources.length === 0) return null;
  return (
    <Alert severity="warning" role="alert" data-testid="unavailable" sx={{ mb: 2 }}>
      <AlertTitle>{t('operator.unavailable.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {sources.map((item) => (
          <li key={item.source}>
            {t(`operator.unavailable.source.${item.source}`)}: {item.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
