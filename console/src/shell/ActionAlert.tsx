import { Alert, Button, type AlertProps } from '@mui/material';

interface Props extends Omit<AlertProps, 'action'> {
  actionLabel: string;
  onAction: () => void;
}

/** A message with the one thing to do about it beside it: Retry, a new code, the step that comes first. */
export function ActionAlert({ actionLabel, onAction, children, ...alert }: Props) {
  return (
    <Alert
      {...alert}
      action={
        <Button color="inherit" size="small" onClick={onAction}>
          {actionLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
