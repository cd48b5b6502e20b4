import { Card, CardContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { FormFailure } from './FormFailure';

interface Props {
  /** The form's name for screen readers: the page's title. */
  label: string;
  /** Sent by fetch: the page stays. */
  onSubmit: () => void;
  failure: string | null;
  /** Its buttons, below the failure. */
  actions: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}

/** A page's form on a card: its fields, then why it was not saved, then its buttons. The fields check themselves (noValidate). */
export function FormCard({ label, onSubmit, failure, actions, maxWidth, children }: Props) {
  return (
    <Card
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-label={label}
      sx={{ maxWidth }}
    >
      <CardContent>
        <Stack spacing={2.5}>
          {children}
          <FormFailure failure={failure} />
          {actions}
        </Stack>
      </CardContent>
    </Card>
  );
}
