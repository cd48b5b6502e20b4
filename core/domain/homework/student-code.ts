import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A fresh 6-character student code (spec 3: 6 uppercase alphanumerics), from a CSPRNG. */
export function newStudentCode(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Postgres's unique_violation on the code's index: the code is someone else's. */
export function isCodeTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; nativeError?: { code?: string; constraint?: string } };
  const code = e.nativeError?.code ?? e.code;
  const constraint = e.nativeError?.constraint ?? e.constraint;
  return code === '23505' && constraint === 'homework_cohort_students_telegram_code_unique';
}
