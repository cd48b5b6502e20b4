/**
 * Errors the product raises on purpose. The API maps `code` to an HTTP status and answers
 * `{ error: code, message }`; anything else becomes a 500 with no details.
 */
export const errorStatus = {
  bad_request: 400,
  validation_error: 400,
  invalid_json: 400,
  unauthorized: 401,
  invalid_token: 401,
  token_expired: 401,
  session_revoked: 401,
  forbidden: 403,
  premium_required: 403,
  /** The user's YouTube grant is gone: not 401, which would end their session with us. */
  youtube_unauthorized: 403,
  not_found: 404,
  conflict: 409,
  /** The digest tool: the user's own Telegram sign-in (contracts/digest.ts). */
  telegram_code_invalid: 400,
  telegram_code_expired: 400,
  telegram_password_invalid: 400,
  telegram_credentials_invalid: 400,
  telegram_not_connected: 409,
  telegram_session_revoked: 409,
  /** A digest's Test run ended without sending: the reason is the message. */
  digest_run_failed: 409,
  payload_too_large: 413,
  /** The account lacks what a payment's fiscal receipt needs (its e-mail address). */
  receipt_email_required: 422,
  unsupported_media_type: 415,
  rate_limited: 429,
  /** An upstream we depend on refused or failed (the bank, the Temporal UI). */
  bad_gateway: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.status = errorStatus[code];
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);
export const unauthorized = (message = 'Unauthorized') => new AppError('unauthorized', message);
export const forbidden = (message = 'Forbidden') => new AppError('forbidden', message);
