import type Router from '@koa/router';
import { serveFakes } from '../serve.ts';
import type { AnalyticsFakeOptions } from './fake-router.ts';

export interface RunningAnalyticsFake {
  /** The reader's base URL (what analyticsEndpointsFromConfig gives in sandbox): the API's paths go under it. */
  url: string;
  /** Every request served so far, in order ('GET /v2/projects'). */
  requests: string[];
  close: () => Promise<void>;
}

/**
 * An analytics fake (the routes the web process serves with SANDBOX=1 under `path`) on a free
 * port of its own: for tests that also talk to Temporal (no nock there) and for the benchmark,
 * with `delayMs` on every answer.
 */
export async function startAnalyticsFake<O extends AnalyticsFakeOptions>(routes: (options: O) => Router, path: string, options: O): Promise<RunningAnalyticsFake> {
  const requests: string[] = [];
  const served = await serveFakes([routes({ ...options, onRequest: (request: string) => (requests.push(request), options.onRequest?.(request)) })]);
  return { url: `${served.origin}${path}`, requests, close: served.close };
}
