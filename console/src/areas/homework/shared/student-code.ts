import { HOMEWORK_LIMITS } from '../../../../../contracts/homework.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** The largest multiple of the alphabet's size a byte reaches: bytes above it are drawn again, so every character is equally likely. */
const FAIR_LIMIT = 256 - (256 % ALPHABET.length);

/** Spec 3 and 9: a student's code, 6 uppercase letters and digits, made in the browser from crypto.getRandomValues. */
export function studentCode(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => {
    crypto.getRandomValues(bytes);
    return bytes;
  },
): string {
  let code = '';
  while (code.length < HOMEWORK_LIMITS.studentCodeLength) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < FAIR_LIMIT && code.length < HOMEWORK_LIMITS.studentCodeLength) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}
