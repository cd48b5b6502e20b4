import type { Context, Middleware, Next } from 'koa';
import type { Role, User } from '../../db/index.ts';
import type { AccessTokens } from '../../core/domain/auth/access-token.ts';
import type { AccessResolver } from '../../core/domain/auth/resolve-access.ts';
import { AppError } from '../../core/errors.ts';

export function bearerToken(ctx: Context): string | null {
  const header = ctx.get('authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Requires a valid access token of a live session; sets ctx.state.user and sessionId. */
export function authenticate(tokens: AccessTokens, access: AccessResolver): Middleware {
  return async (ctx: Context, next: Next) => {
    const token = bearerToken(ctx);
    if (!token) throw new AppError('unauthorized', 'Authentication required');
    const claims = await tokens.verify(token);
    ctx.state.user = await access.resolve(claims);
    ctx.state.sessionId = claims.sessionId;
    await next();
  };
}

/** Optional authentication: the user of a valid bearer token of a live session, else null. */
export async function bearerUser(ctx: Context, tokens: AccessTokens, access: AccessResolver): Promise<User | null> {
  const token = bearerToken(ctx);
  const claims = token ? await tokens.verify(token).catch(() => null) : null;
  return claims ? access.resolve(claims).catch(() => null) : null;
}

export function currentUser(ctx: Context): User {
  const user = ctx.state.user;
  if (!user) throw new AppError('unauthorized', 'Authentication required');
  return user;
}

/** Roles are checked on the server for every operator route; the console only hides links. */
export function requireRole(...allowed: Role[]): Middleware {
  return async (ctx, next) => {
    if (!allowed.includes(currentUser(ctx).role)) {
      throw new AppError('forbidden', `This needs the ${allowed.join(' or ')} role`);
    }
    await next();
  };
}
