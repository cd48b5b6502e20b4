import type { Context } from 'koa';

/** OpenAI's error body, `{ error: { message, type, param, code } }`: the SDK raises it as APIError subclasses by status. */
export function openAIError(ctx: Context, status: number, message: string, more: { type?: string; param?: string | null; code?: string | null } = {}) {
  ctx.status = status;
  ctx.body = { error: { message, type: more.type ?? 'invalid_request_error', param: more.param ?? null, code: more.code ?? null } };
}

/** The SDK always sends a key; a request without one is answered as OpenAI does. False after answering 401. */
export function hasKey(ctx: Context): boolean {
  if (/^Bearer\s+\S+/.test(ctx.get('authorization'))) return true;
  openAIError(ctx, 401, "You didn't provide an API key.", { code: 'invalid_api_key' });
  return false;
}

export const wait = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
