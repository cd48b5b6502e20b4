import { useState } from 'react';
import { isUnauthorizedError } from '../../../api/api-error';
import { serverFieldErrors } from './errors';

export interface FormSave {
  saving: boolean;
  /** What went wrong, said under the fields. */
  failure: string | null;
  /** The server's words about the fields it refused (400 `fields`), for each field. */
  fieldErrors: Readonly<Record<string, string>>;
  /**
   * Sends the form. After a success `saving` stays on: the form is on its way out (another page, a
   * closed dialog) and must not be sent twice. A lost session says nothing here: its own toast does.
   */
  save: <T>(send: () => Promise<T>, onSaved: (value: T) => void, describe: (error: unknown) => string) => Promise<void>;
  /** Fields changed since the server refused them: its words about them no longer hold. */
  forgetFieldErrors: (fields: readonly string[]) => void;
  /** A fresh form again: a dialog opened anew, or one that stays open after its success. */
  reset: () => void;
}

/** The sending side of a form: whether it is being sent, and what the server refused. */
export function useFormSave(): FormSave {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const save = async <T>(send: () => Promise<T>, onSaved: (value: T) => void, describe: (error: unknown) => string) => {
    setSaving(true);
    setFailure(null);
    setFieldErrors({});
    let value: T;
    try {
      value = await send();
    } catch (error) {
      setSaving(false);
      if (isUnauthorizedError(error)) return;
      setFieldErrors(serverFieldErrors(error));
      setFailure(describe(error));
      return;
    }
    onSaved(value);
  };

  const forgetFieldErrors = (fields: readonly string[]) => setFieldErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))));

  const reset = () => {
    setSaving(false);
    setFailure(null);
    setFieldErrors({});
  };

  return { saving, failure, fieldErrors, save, forgetFieldErrors, reset };
}
