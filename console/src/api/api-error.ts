/** A failed API call: the message follows spec 8's precedence; the answer's body and status ride along. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, status: number, data: unknown) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

/** Spec 5: a lost session is recognised by the word 'Unauthorized' in the error text. */
export const isUnauthorizedError = (error: unknown): boolean => error instanceof Error && error.message.includes('Unauthorized');
