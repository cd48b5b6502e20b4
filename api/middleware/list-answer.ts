import type { Context } from 'koa';

/**
 * A page of an operator resource in ra-data-simple-rest's contract: the rows as the body and
 * `Content-Range: <resource> <first>-<last>/<total>` (exposed to the console by CORS).
 */
export function answerList(ctx: Context, resource: string, range: readonly [number, number], rows: unknown[], total: number): void {
  const [start] = range;
  ctx.set('Content-Range', `${resource} ${start}-${start + Math.max(rows.length - 1, 0)}/${total}`);
  ctx.body = rows;
}
