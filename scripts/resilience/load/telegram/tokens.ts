import { randomInt } from 'node:crypto';

/**
 * Letters only: the fake OpenAI's date reader (chrono) takes digits for times and dates, and a
 * Telegram command is [a-z0-9_]; a run of letters is safe in a command, an event title and an
 * answer alike.
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** `n` as `width` letters (base 26, 'a' for 0): fixed width, so no token is the prefix of another. */
export function letters(n: number, width: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 26 ** width) throw new Error(`${n} does not fit in ${width} letters`);
  let out = '';
  for (let rest = n, i = 0; i < width; i += 1, rest = Math.floor(rest / 26)) out = ALPHABET[rest % 26]! + out;
  return out;
}

/** Four random letters naming one run of the load, so nothing left by an earlier run is counted. */
export const newRunTag = (): string => letters(randomInt(26 ** 4), 4);

/** The token of one offer: a prefix naming the kind, the run's tag, the offer's number. */
export const offerToken = (prefix: string, run: string, seq: number): string => `${prefix}${run}${letters(seq, 5)}`;

/**
 * How many of `texts` name `token` as a whole word (letters around it would make it another
 * token): each is one effect of the offer that carried it.
 */
export function mentions(texts: readonly string[], token: string): number {
  const word = new RegExp(`(?<![a-z])${token}(?![a-z])`, 'i');
  return texts.filter((text) => word.test(text)).length;
}
