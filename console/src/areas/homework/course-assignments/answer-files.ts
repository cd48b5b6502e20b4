import { HOMEWORK_LIMITS, isSubmissionFileType, SUBMISSION_FILE_TYPES } from '../../../../../contracts/homework.ts';

/** The extensions of the files a submission takes (browsers often declare no type, or another, for .md and .csv). */
const EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'pdf', 'txt', 'md', 'markdown', 'csv'] as const;

/** The file picker's `accept`: the types and the extensions, so the system dialog offers these first. */
export const ACCEPT = [...SUBMISSION_FILE_TYPES, ...EXTENSIONS.map((extension) => `.${extension}`)].join(',');

export const MAX_FILE_MB = HOMEWORK_LIMITS.fileMaxBytes / 1024 / 1024;

export type FileProblem = { name: string; problem: 'tooMany' | 'tooBig' | 'empty' | 'wrongType' };

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The browser's first look at files picked for an answer: empty, over the size limit, neither of
 * a type nor with an extension the API takes, or past the number a submission may carry. Only a
 * first look: the API decides by the bytes, and may still refuse a file let through here.
 */
function problemOf(file: File): FileProblem['problem'] | null {
  if (file.size === 0) return 'empty';
  if (file.size > HOMEWORK_LIMITS.fileMaxBytes) return 'tooBig';
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isSubmissionFileType(declared) && !(EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'wrongType';
  return null;
}

/**
 * The files chosen so far with the ones just picked added: a file already chosen is not added
 * twice, and each picked file that fails the first look is left out and said why.
 */
export function addFiles(chosen: readonly File[], picked: readonly File[]): { files: File[]; problems: FileProblem[] } {
  const files = [...chosen];
  const problems: FileProblem[] = [];
  for (const file of picked) {
    if (files.some((candidate) => sameFile(candidate, file))) continue;
    const problem = problemOf(file) ?? (files.length >= HOMEWORK_LIMITS.filesPerSubmission ? 'tooMany' : null);
    if (problem === null) files.push(file);
    else problems.push({ name: file.name, problem });
  }
  return { files, problems };
}
