import { useState } from 'react';
import type { NameDescription } from './NameDescriptionFields';

export interface NameDescriptionForm {
  values: NameDescription;
  setValues: (values: NameDescription) => void;
  /** The name is required after trimming: until there is one, the form is not sent. */
  blank: boolean;
  /** What is sent: both trimmed, a blank description as null (which clears one the item had). */
  body: { name: string; description: string | null };
}

/** The values of a form of NameDescriptionFields (a course, a cohort). */
export function useNameDescription(initial: NameDescription = { name: '', description: '' }): NameDescriptionForm {
  const [values, setValues] = useState(initial);
  const description = values.description.trim();
  return { values, setValues, blank: values.name.trim() === '', body: { name: values.name.trim(), description: description === '' ? null : description } };
}
