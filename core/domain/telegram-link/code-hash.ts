import { createHash, randomInt } from 'node:crypto';
import { LINK_CODE_ALPHABET, normalizeLinkCode } from '../../../contracts/telegram.ts';

/** Codes are stored only as this hash: a copy of the table links nobody's chat. */
export const hashLinkCode = (code: string): string => createHash('sha256').update(normalizeLinkCode(code)).digest('hex');

const randomOfAlphabet = (length: number): string => {
  let code = '';
  for (let i = 0; i < length; i += 1) code += LINK_CODE_ALPHABET[randomInt(LINK_CODE_ALPHABET.length)];
  return code;
};

/** 8 characters of 31: about 8.5e11 codes, of which a handful are live at once for 10 minutes. */
export const newServerCode = (): string => randomOfAlphabet(8);

/** A deep link's token (contracts/telegram.ts linkTokenPattern): 24 characters of 31, about 119 bits. */
export const newLinkToken = (): string => randomOfAlphabet(24);
