import Router from '@koa/router';
import { z } from 'zod';
import { digestAddChannelSchema, digestAddFolderSchema } from '../../../contracts/digest.ts';
import { addChannel, addFolder, availableChannels, listFolders, removeSource, searchChannels } from '../../../core/domain/digest/sources.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { parseBody, parseParams, parseQuery } from '../../middleware/validate.ts';
import { digestGate } from './gate.ts';

const idParams = z.object({ id: z.uuid('id must be a digest id') });
const searchQuery = z.object({ query: z.string().trim().min(1, 'query is required').max(64) });

/** Spec 7 'Digest': the account's chats and folders, and a digest's sources (added and removed on their own calls). */
export function digestSourceRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/telegram/digest' });
  const gate = digestGate(deps);
  const account = deps.digest.account;

  router.get('/channels/available', ...gate, async (ctx) => {
    ctx.body = { channels: await availableChannels(account, currentUser(ctx).id) };
  });

  router.get('/channels/search', ...gate, async (ctx) => {
    ctx.body = { channels: await searchChannels(account, currentUser(ctx).id, parseQuery(ctx, searchQuery).query) };
  });

  router.get('/folders', ...gate, async (ctx) => {
    ctx.body = { folders: await listFolders(account, currentUser(ctx).id) };
  });

  router.post('/preferences/:id/channels', ...gate, async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    const { channelId, username } = parseBody(ctx, digestAddChannelSchema);
    ctx.status = 201;
    ctx.body = { success: true, channel: await addChannel(account, currentUser(ctx).id, id, channelId, username ?? null) };
  });

  router.post('/preferences/:id/folders', ...gate, async (ctx) => {
    const { id } = parseParams(ctx.params, idParams);
    const { folderId } = parseBody(ctx, digestAddFolderSchema);
    ctx.status = 201;
    ctx.body = { success: true, channel: await addFolder(account, currentUser(ctx).id, id, folderId) };
  });

  router.delete('/channels/:id', ...gate, async (ctx) => {
    const { id } = parseParams(ctx.params, z.object({ id: z.uuid('id must be a source entry id') }));
    await removeSource(currentUser(ctx).id, id);
    ctx.body = { success: true };
  });

  return router;
}
