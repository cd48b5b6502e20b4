import type { TelegramUserErrorCode } from '../../core/clients/telegram-user/user-client.ts';

/** Telegram's refusals by their interface code, plus the fake's own for a malformed request. */
export type FakeErrorCode = TelegramUserErrorCode | 'validation_error';

/** A refusal the routes answer as `{ error, message, retryAfterSeconds? }` with its status. */
export class FakeTelegramError extends Error {
  readonly status: number;
  readonly code: FakeErrorCode;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, code: FakeErrorCode, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'FakeTelegramError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

// The sentences are gramjs-map.ts's, so the sandbox shows a person what production would.
export const apiIdInvalid = () => new FakeTelegramError(400, 'API_ID_INVALID', 'Telegram does not accept this API ID and API hash. Check both values at my.telegram.org.');
export const phoneNumberInvalid = () =>
  new FakeTelegramError(400, 'PHONE_NUMBER_INVALID', 'Telegram does not recognise this phone number. Enter it in international format, with the country code.');
export const phoneCodeInvalid = () => new FakeTelegramError(400, 'PHONE_CODE_INVALID', 'The login code is not correct. Check the code Telegram sent and try again.');
export const phoneCodeExpired = () => new FakeTelegramError(400, 'PHONE_CODE_EXPIRED', 'The login code has expired. Please request a new code.');
export const passwordInvalid = () => new FakeTelegramError(400, 'PASSWORD_HASH_INVALID', 'The two-step verification password is not correct.');
export const sessionRevoked = (message = 'The Telegram session has ended (it was logged out or revoked from another device). Please sign in again.') =>
  new FakeTelegramError(401, 'SESSION_REVOKED', message);
export const peerUnavailable = () =>
  new FakeTelegramError(400, 'PEER_UNAVAILABLE', 'This chat cannot be read by your Telegram account: it is private, you are no longer a member, or it no longer exists.');
// HTTP's own status for a rate limit (Telegram says 420), with the wait in the body and in Retry-After.
export const floodWait = (seconds: number) =>
  new FakeTelegramError(429, 'FLOOD_WAIT', `Telegram asked to wait ${seconds} second${seconds === 1 ? '' : 's'} before the next request. Please try again after that.`, seconds);
export const validationError = (message: string) => new FakeTelegramError(400, 'validation_error', message);
