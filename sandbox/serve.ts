import type { AddressInfo } from 'node:net';
import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import Koa from 'koa';

export interface ServedFake {
  /** http://127.0.0.1:<port>, no trailing slash. */
  origin: string;
  close: () => Promise<void>;
}

/**
 * Sandbox fakes served on their own free loopback port, for a test or the benchmark whose
 * process needs a real HTTP upstream (nock breaks grpc-js, and the benchmark's web process runs
 * without the sandbox), or a port given (the resilience harness's fakes process). Bodies are parsed as the web process parses them under /sandbox/.
 */
export async function serveFakes(routers: Router[], port = 0): Promise<ServedFake> {
  const app = new Koa();
  // Photos reach the fake OpenAI as data URLs (OpenAI takes images of up to 20 MB).
  app.use(bodyParser({ enableTypes: ['json', 'form'], jsonLimit: '30mb', formLimit: '64kb' }));
  for (const router of routers) app.use(router.routes());
  const server = app.listen(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  // The clients keep their connections; the fake must not drop them first.
  server.keepAliveTimeout = 60_000;
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
