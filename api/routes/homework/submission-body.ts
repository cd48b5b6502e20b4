import type { Context } from 'koa';
import { HOMEWORK_LIMITS, submissionCreateSchema, type SubmissionCreateBody } from '../../../contracts/homework.ts';
import { bodyFieldErrors } from '../../../core/body-field-errors.ts';
import type { IncomingFile } from '../../../core/domain/homework/submit-from-console.ts';
import { readMultipart, UploadTooLarge } from '../../../core/http/multipart.ts';
import { parseBody } from '../../middleware/validate.ts';

/**
 * POST /submissions's body (spec 7: "passed as given"): a multipart form (fields assignmentId,
 * content, cohortStudentId; files under `files`) or JSON without files. A file over the limit
 * refuses the request before anything is stored.
 */
export async function readSubmissionBody(ctx: Context): Promise<{ body: SubmissionCreateBody; files: IncomingFile[] }> {
  if (!ctx.is('multipart/form-data')) return { body: parseBody(ctx, submissionCreateSchema), files: [] };
  let form;
  try {
    form = await readMultipart(ctx.req, { fileBytes: HOMEWORK_LIMITS.fileMaxBytes, files: HOMEWORK_LIMITS.filesPerSubmission, fields: 10 });
  } catch (err) {
    if (err instanceof UploadTooLarge) throw bodyFieldErrors([{ path: 'files', message: err.message }]);
    throw bodyFieldErrors([{ path: 'body', message: 'The form could not be read' }]);
  }
  ctx.request.body = form.fields;
  const body = parseBody(ctx, submissionCreateSchema);
  const files = form.files.filter((f) => f.field === 'files').map((f) => ({ name: f.name, declaredType: f.mimeType || null, bytes: f.bytes }));
  return { body, files };
}
