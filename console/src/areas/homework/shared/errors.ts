import { ApiError, isUnauthorizedError } from '../../../api/api-error';
import { stringField } from '../../../api/client';
import { describeError } from '../../../api/server-error';
import { renderText, type MessageKey, type Text, type Translate } from '../../../i18n/types';
import { toasts } from '../../../toast/toast-store';

/**
 * Codes whose generic text would hide what went wrong ('This change conflicts…'): the homework
 * API's message says it (a course that must be restored before it is deleted, a field refused).
 */
const SPECIFIC_MESSAGE_CODES = new Set(['conflict', 'bad_request', 'validation_error', 'not_found']);

/** Why a homework call failed, for a person: the server's own words when they say more than our generic text. */
export function describeHomeworkError(error: unknown): Text {
  if (error instanceof ApiError) {
    const code = stringField(error.data, 'error');
    const message = stringField(error.data, 'message');
    if (code !== undefined && SPECIFIC_MESSAGE_CODES.has(code) && message !== undefined) return message;
  }
  return describeError(error);
}

/**
 * A failure as a form says it under its fields: spec 8's text, then the reason ('Failed to create
 * cohort: Course not found'); `separator` for a text that ends its own sentence.
 */
export const failedBecause = (t: Translate, title: MessageKey, error: unknown, separator = ': '): string => `${t(title)}${separator}${renderText(t, describeHomeworkError(error))}`;

/**
 * A failure toast: spec 8's text as the title and the reason beneath (with `serverFirst`, the
 * API's own message whatever its code: spec 7 says a failed download shows it). A lost session stays
 * quiet: the Session Expired toast says it, and this one would replace it (one at a time).
 */
export function reportFailure(error: unknown, title: MessageKey, { serverFirst = false }: { serverFirst?: boolean } = {}): void {
  if (isUnauthorizedError(error)) return;
  const description = (serverFirst ? serverWords(error) : undefined) ?? describeHomeworkError(error);
  toasts.show({ title: { key: title }, description, variant: 'destructive' });
}

export const showSuccess = (title: MessageKey, description?: Text) => toasts.show({ title: { key: title }, ...(description === undefined ? {} : { description }), variant: 'success' });

/**
 * The API's own words about a failure (its `{ error, message }` body), for the screens that show
 * them instead of ours (spec 8 'or the server message'); nothing for an answer that is not the
 * API's (a proxy's error page).
 */
export function serverWords(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || stringField(error.data, 'error') === undefined) return undefined;
  return stringField(error.data, 'message');
}

/** A 404, or a 400 for an id that is no id: what the page asked for is not there (or not this user's). */
export const isMissing = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * What a 400 refused, field by field, in the order the server gave: its `fields` as the API
 * sends them (`[{ field, message }]`, api/middleware/error-handler.ts; one entry per refused file
 * under `files`) or as a map of field name to words.
 */
export function refusedFields(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const fields = typeof error.data === 'object' && error.data !== null && 'fields' in error.data ? error.data.fields : undefined;
  if (typeof fields !== 'object' || fields === null) return [];
  if (Array.isArray(fields)) {
    return fields.flatMap((entry: unknown) => {
      const field = stringField(entry, 'field');
      const message = stringField(entry, 'message');
      return field === undefined || message === undefined ? [] : [{ field, message }];
    });
  }
  return Object.entries(fields).flatMap(([field, message]) => (typeof message === 'string' ? [{ field, message }] : []));
}

/** A 400's `fields` (field name → the server's words), to show each beside its input. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(refusedFields(error).map(({ field, message }) => [field, message]));
}
