import { DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { FormFailure } from './FormFailure';

interface Props {
  /** The ids the dialog is named and described by (its aria-labelledby and aria-describedby). */
  titleId: string;
  introId: string;
  title: string;
  intro: string;
  /** Sent by fetch: the dialog stays until it is done. */
  onSubmit: () => void;
  failure: string | null;
  /** Its buttons (DialogFormActions). */
  actions: ReactNode;
  children: ReactNode;
}

/** A form inside a dialog: the title, a line on what it does, the fields, why it was not saved, then its buttons. */
export function DialogForm({ titleId, introId, title, intro, onSubmit, failure, actions, children }: Props) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId} sx={{ mb: 2 }}>
          {intro}
        </DialogContentText>
        <Stack spacing={2.5}>
          {children}
          <FormFailure failure={failure} />
        </Stack>
      </DialogContent>
      {actions}
    </form>
  );
}
