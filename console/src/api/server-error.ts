import { en } from '../i18n/en';
import type { MessageKey, Text } from '../i18n/types';
import { stringField } from './client';

type ServerCode = Exclude<keyof typeof en.errors.server, 'network' | 'unknown'>;

const isKnownCode = (code: string | undefined): code is ServerCode =>
  code !== undefined && code !== 'network' && code !== 'unknown' && Object.hasOwn(en.errors.server, code);

/**
 * What to tell a person about a failed call. Error codes are stable, so a known code gets our
 * translated text; anything else shows the server's own message (English only), and a
 * failure with no answer at all says the server could not be reached.
 */
export function describeError(error: unknown): Text {
  const data = answerOf(error);
  const code = stringField(data, 'error');
  if (isKnownCode(code)) return { key: `errors.server.${code}` satisfies MessageKey };
  const message = stringField(data, 'message');
  if (message !== undefined) return message;
  // fetch rejects with a TypeError when the network fails before any answer.
  if (error instanceof TypeError) return { key: 'errors.server.network' };
  return { key: 'errors.server.unknown' };
}

/** The parsed answer of a failed call: ApiError keeps it in `data`, react-admin's HttpError in `body`. */
function answerOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('data' in error) return error.data;
  if ('body' in error) return error.body;
  return undefined;
}
