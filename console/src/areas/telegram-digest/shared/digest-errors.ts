import { isUnauthorizedError } from '../../../api/api-error';
import { stringField } from '../../../api/client';
import { describeError } from '../../../api/server-error';
import type { MessageKey, Text } from '../../../i18n/types';
import { toasts } from '../../../toast/toast-store';

/** The digest API's own error codes (contracts/digest.ts), each with our text in both languages. */
const OWN_CODES = ['telegram_not_connected', 'telegram_session_revoked', 'telegram_code_invalid', 'telegram_code_expired', 'telegram_password_invalid', 'telegram_credentials_invalid'] as const;
type OwnCode = (typeof OWN_CODES)[number];
const isOwnCode = (code: string | undefined): code is OwnCode => (OWN_CODES as readonly (string | undefined)[]).includes(code);

/** Spec 5's two refusals of a source already added, as the server words them. */
const KNOWN_MESSAGES: Record<string, MessageKey> = {
  'Channel already added': 'telegramDigest.serverErrors.channelAlreadyAdded',
  'Folder already added': 'telegramDigest.serverErrors.folderAlreadyAdded',
};

/**
 * Codes whose generic text would hide what went wrong ('This change conflicts…'): the digest
 * API's message says it (a source already added, a field refused by name, a Telegram wait).
 */
const SPECIFIC_MESSAGE_CODES = new Set(['conflict', 'bad_request', 'validation_error', 'rate_limited', 'service_unavailable', 'digest_run_failed']);

const answerOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined);

/** Why a digest call failed, for a person: our text for the digest's codes, else the server's words. */
export function describeDigestError(error: unknown): Text {
  const data = answerOf(error);
  const code = stringField(data, 'error');
  const message = stringField(data, 'message');
  if (isOwnCode(code)) return { key: `telegramDigest.serverErrors.${code}` };
  if (message !== undefined && KNOWN_MESSAGES[message] !== undefined) return { key: KNOWN_MESSAGES[message] };
  if (code !== undefined && SPECIFIC_MESSAGE_CODES.has(code) && message !== undefined) return message;
  return describeError(error);
}

/**
 * A failure toast: spec 8's text as the title and the reason beneath. A lost session stays
 * quiet: the Session Expired toast says it, and this one would replace it (one at a time).
 */
export function reportDigestFailure(error: unknown, title: MessageKey): void {
  if (isUnauthorizedError(error)) return;
  toasts.show({ title: { key: title }, description: describeDigestError(error), variant: 'destructive' });
}

export const showSuccess = (title: MessageKey, description?: Text) => toasts.show({ title: { key: title }, ...(description === undefined ? {} : { description }), variant: 'success' });
