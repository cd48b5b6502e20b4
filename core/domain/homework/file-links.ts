import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { HOMEWORK_LIMITS, homeworkPaths, type FileLink } from '../../../contracts/homework.ts';
import { HomeworkSubmission, HomeworkSubmissionFile, type User } from '../../../db/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { readableSubmission } from './access.ts';

const AUDIENCE = 'homework-file';

/**
 * The links' own key, derived from the app's secret: a file link can never pass for a session
 * token, nor a session token for a file link.
 */
export const fileLinkKey = (appSecret: string): Uint8Array => createHmac('sha256', appSecret).update('homework file links v1').digest();

/** Pictures open in the browser; anything else is downloaded (and never rendered as a page). */
export const opensInline = (fileType: string) => fileType.startsWith('image/');

/**
 * A link to one file for a user allowed to read it (the course's teacher or the student who sent
 * it; anyone else: 404), working for HOMEWORK_LIMITS.fileLinkSeconds. The token names the file,
 * so it opens nothing else.
 */
export async function fileLink(user: Pick<User, 'id' | 'email'>, fileId: string, key: Uint8Array, now: Date): Promise<FileLink> {
  const file = await HomeworkSubmissionFile.query().findById(fileId);
  if (!file) throw notFound('File');
  try {
    await readableSubmission(user, file.submissionId);
  } catch {
    throw notFound('File');
  }
  const expiresAt = new Date(now.getTime() + HOMEWORK_LIMITS.fileLinkSeconds * 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(file.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
  return {
    url: `/api${homeworkPaths.file(file.id)}/content?token=${encodeURIComponent(token)}`,
    expiresAt: expiresAt.toISOString(),
    originalName: file.originalName,
    fileType: file.fileType,
    inline: opensInline(file.fileType),
  };
}

/** The file a link's token opens, or 404 for a token that is wrong, expired or for another file. */
export async function fileOfLink(fileId: string, token: string, key: Uint8Array): Promise<HomeworkSubmissionFile> {
  try {
    const { payload } = await jwtVerify(token, key, { audience: AUDIENCE, algorithms: ['HS256'], subject: fileId });
    if (payload.sub !== fileId) throw new Error('another file');
  } catch {
    throw new AppError('not_found', 'This link has expired or is not valid. Open the file again from the console.');
  }
  const file = await HomeworkSubmissionFile.query().findById(fileId);
  // The submission may have been deleted since the link was made.
  if (!file || !(await HomeworkSubmission.query().findById(file.submissionId))) throw notFound('File');
  return file;
}
