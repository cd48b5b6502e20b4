import { createHash, randomInt } from 'node:crypto';
import { LINK_CODE_ALPHABET, normalizeLinkCode } from '../../../contracts/telegram.ts';

/** Codes are stored only as this hash: a copy of the table links nobody's chat. */
export const hashLinkCode = (code: string): string => createHash('sha256').update(normalizeLinkCode(code)).digest('hex');

/** 8 characters of 31: about 8.5e11 codes, of which a handful are live at once for 10 minutes. */
export function newServerCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += LINK_CODE_ALPHABET[randomInt(LINK_CODE_ALPHABET.length)];
  return code;
}
