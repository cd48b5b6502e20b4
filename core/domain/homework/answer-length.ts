import { HOMEWORK_LIMITS } from '../../../contracts/homework.ts';

/**
 * How long an answer's text is as the grader reads it: the typed text and every text file's
 * contents, in characters (as the typed text's limit counts them). A text file goes whole into
 * the grading request, so it counts against the same HOMEWORK_LIMITS.contentMax as typed text;
 * pictures and PDFs do not (the vision model's reading of them is bounded by the model).
 */
export function answerCharacters(content: string, textFiles: readonly string[]): number {
  return textFiles.reduce((sum, text) => sum + text.length, content.trim().length);
}

export const fitsAnswerLimit = (characters: number): boolean => characters <= HOMEWORK_LIMITS.contentMax;

/** A text file's characters, decoded as check-file.ts took it (UTF-8). */
export const textOf = (bytes: Buffer): string => bytes.toString('utf8');

/** What the console answers and the bot says when text files would make the answer too long (English; the bot has its own texts). */
export const tooLongMessage = (characters: number) =>
  `Your answer's text and its text files together are ${characters} characters; an answer takes at most ${HOMEWORK_LIMITS.contentMax}. Shorten it.`;
