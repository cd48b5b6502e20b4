import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '../../unique-violation.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A fresh 6-character student code (spec 3: 6 uppercase alphanumerics), from a CSPRNG. */
export function newStudentCode(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Postgres's unique_violation on the code's index: the code is someone else's. */
export const isCodeTaken = (err: unknown): boolean => isUniqueViolation(err, 'homework_cohort_students_telegram_code_unique');
