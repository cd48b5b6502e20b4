import type Router from '@koa/router';
import { z } from 'zod';
import { SANDBOX_TELEGRAM_USER_CALLS as CALLS } from '../../core/clients/telegram-user/sandbox-client.ts';
import { parseInput } from './answer-errors.ts';
import { floodWait } from './fake-error.ts';
import type { SandboxTelegramUserStore } from './store.ts';

const session = z.string().max(512);
const limit = z.number().int().min(0);
const sessionBody = z.object({ session });
const dialogsBody = z.object({ session, limit });
const searchBody = z.object({ session, query: z.string().max(256), limit });
const peerBody = z.object({ session, id: z.string().max(64) });
const historyBody = z.object({ session, id: z.string().max(64), since: z.iso.datetime({ offset: true }), limit });

/**
 * A signed-in session's reads (UserConnection), each checking the session first, so one revoked
 * or logged out meanwhile answers SESSION_REVOKED as Telegram's would.
 */
export function registerAccountRoutes(router: Router, store: SandboxTelegramUserStore): void {
  const { account } = store;

  router.post(CALLS.me, (ctx) => {
    const body = parseInput(sessionBody, ctx.request.body);
    ctx.body = { me: account.me(store.signedInPhone(body.session)) };
  });

  router.post(CALLS.dialogs, (ctx) => {
    const body = parseInput(dialogsBody, ctx.request.body);
    store.signedInPhone(body.session);
    ctx.body = { peers: account.dialogs(store.now(), body.limit) };
  });

  router.post(CALLS.search, (ctx) => {
    const body = parseInput(searchBody, ctx.request.body);
    store.signedInPhone(body.session);
    ctx.body = { peers: account.search(body.query, body.limit, store.now()) };
  });

  router.post(CALLS.folders, (ctx) => {
    const body = parseInput(sessionBody, ctx.request.body);
    store.signedInPhone(body.session);
    ctx.body = { folders: account.folders() };
  });

  router.post(CALLS.peer, (ctx) => {
    const body = parseInput(peerBody, ctx.request.body);
    store.signedInPhone(body.session);
    ctx.body = { peer: account.peer(body.id) };
  });

  router.post(CALLS.history, (ctx) => {
    const body = parseInput(historyBody, ctx.request.body);
    store.signedInPhone(body.session);
    const peer = account.peer(body.id);
    const wait = store.takeFlood(peer.id);
    if (wait !== undefined) throw floodWait(wait);
    ctx.body = { posts: account.history(peer.id, new Date(body.since), store.now(), body.limit) };
  });

  router.post(CALLS.logOut, (ctx) => {
    const body = parseInput(sessionBody, ctx.request.body);
    store.logOut(body.session);
    ctx.body = { ok: true };
  });
}
