import { Alert, Typography } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import { renderText, type MessageKey, type Text } from '../../../i18n/types';

/** What went wrong in a set-up step: spec 8's text, and the server's reason beneath when it gave one. */
export interface Problem {
  text: MessageKey;
  reason?: Text;
}

/** A step's problem, read out when it appears and kept until the next try. */
export function FormProblem({ problem }: { problem: Problem | null }) {
  const t = useT();
  if (problem === null) return null;
  return (
    <Alert severity="error" role="alert">
      {t(problem.text)}
      {problem.reason !== undefined && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {renderText(t, problem.reason)}
        </Typography>
      )}
    </Alert>
  );
}
