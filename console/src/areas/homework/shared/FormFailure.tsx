import { Alert } from '@mui/material';

/** Why the form was not saved, under its fields; announced as it appears. */
export function FormFailure({ failure }: { failure: string | null }) {
  if (failure === null) return null;
  return (
    <Alert severity="error" role="alert">
      {failure}
    </Alert>
  );
}
