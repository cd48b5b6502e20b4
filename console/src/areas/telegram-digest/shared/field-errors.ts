import { digestUpdateSchema } from '../../../../../contracts/digest.ts';
import type { MessageKey } from '../../../i18n/types';
import type { DigestUpdateBody } from './digest-api';

const FIELDS = ['name', 'prompt', 'hour', 'minute', 'dayOfWeek', 'timezone', 'maxLength'] as const;
export type DigestField = (typeof FIELDS)[number] | 'other';
export type FieldErrors = Partial<Record<DigestField, MessageKey>>;

const fieldOf = (path: readonly PropertyKey[]): DigestField => {
  const [first] = path;
  return (FIELDS as readonly PropertyKey[]).includes(first ?? '') ? (first as DigestField) : 'other';
};

/**
 * A digest change checked against the API's own schema (contracts/digest.ts) before it is sent,
 * each refused field with our text in the person's language. Empty when it may be sent.
 */
export function checkDigestChange(body: DigestUpdateBody): FieldErrors {
  const result = digestUpdateSchema.safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= `telegramDigest.fieldErrors.${field}`;
  }
  return errors;
}
