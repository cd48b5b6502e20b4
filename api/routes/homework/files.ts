import Router from '@koa/router';
import { z } from 'zod';
import { fileLink, fileOfLink, opensInline } from '../../../core/domain/homework/file-links.ts';
import { notFound } from '../../../core/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { authenticate, currentUser } from '../../middleware/authenticate.ts';
import { parseQuery } from '../../middleware/validate.ts';
import { idOf } from './params.ts';

const tokenQuery = z.object({ token: z.string('token is required').min(1, 'token is required').max(2000) }).loose();

/** A header-safe file name: the UTF-8 name as filename*, an ASCII fallback as filename. */
const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Submitted files: a signed-in teacher or student asks for a short-lived link (404 for a file
 * that is not theirs), and the link itself serves the file with no session, since an <img> or
 * a download cannot carry the bearer token. Files are served as attachments (pictures inline)
 * under a sandbox CSP with nosniff, so an uploaded file never runs as a page of this origin.
 */
export function homeworkFileRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/homework/files' });
  const auth = authenticate(deps.tokens, deps.access);

  router.get('/:id', auth, async (ctx) => {
    ctx.body = { data: await fileLink(currentUser(ctx), idOf(ctx), deps.homework.fileLinkKey, new Date()) };
  });
  router.get('/:id/content', async (ctx) => {
    const id = idOf(ctx);
    const { token } = parseQuery(ctx, tokenQuery);
    const file = await fileOfLink(id, token, deps.homework.fileLinkKey);
    const bytes = await deps.homework.storage.get(file.storageKey);
    if (!bytes) throw notFound('File');
    ctx.set('Content-Disposition', disposition(opensInline(file.fileType) ? 'inline' : 'attachment', file.originalName));
    ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.type = file.fileType;
    ctx.body = bytes;
  });
  return router;
}
