import type Router from '@koa/router';
import { z } from 'zod';
import { parseInput } from './answer-errors.ts';
import type { SandboxTelegramUserStore } from './store.ts';

const revokeBody = z.object({ phone: z.string().max(64) });
const floodBody = z.object({ peerId: z.string().max(64), seconds: z.number().int().min(1).max(86_400) });

/**
 * The store's test hooks over HTTP, for browser tests of a web process in sandbox (which cannot
 * reach the store object) and for trying the product's answers by hand:
 *   POST /hooks/revoke-sessions { phone }           → 200 { revoked: number }  (the number's sessions end)
 *   POST /hooks/flood-next { peerId, seconds }      → 200 { ok: true }          (the chat's next history read answers FLOOD_WAIT)
 */
export function registerHookRoutes(router: Router, store: SandboxTelegramUserStore): void {
  router.post('/hooks/revoke-sessions', (ctx) => {
    const { phone } = parseInput(revokeBody, ctx.request.body);
    ctx.body = { revoked: store.revokeSessions(phone) };
  });

  router.post('/hooks/flood-next', (ctx) => {
    const { peerId, seconds } = parseInput(floodBody, ctx.request.body);
    store.floodNext(peerId, seconds);
    ctx.body = { ok: true };
  });
}
