import { createServer } from 'node:http';
import { describeReceipts, receiptSettings } from '../core/clients/bank/receipt-env.ts';
import { loadConfigOrExit } from '../core/config.ts';
import { startMetricsServer } from '../core/metrics/metrics-server.ts';
import { exitOnUncaughtErrors } from '../core/process-failures.ts';
import { buildApp } from './app.ts';
import { closeAppDeps, createAppDeps } from './create-deps.ts';

process.env.PROCESS_ROLE ??= 'web';
const cfg = loadConfigOrExit();
const deps = createAppDeps(cfg);
exitOnUncaughtErrors(deps.log, 'web');
const app = await buildApp(deps);
const server = createServer(app.callback());
server.keepAliveTimeout = 65_000;
server.listen(cfg.PORT, () => deps.log.info({ port: cfg.PORT, sandbox: cfg.SANDBOX }, `web listening on ${cfg.PUBLIC_URL}`));
deps.log.info(describeReceipts(receiptSettings(cfg)));
// On its own internal port: the public port never serves /metrics.
const metrics = await startMetricsServer(cfg, 'web', deps.log);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.log.info({ signal }, 'web stopping: finishing in-flight requests');
  // Stop accepting, let running requests finish, drop idle keep-alive sockets.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection turns idle once its last response is sent: close it then.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const forced = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearInterval(sweep);
  clearTimeout(forced);
  await closeAppDeps(deps);
  // Last: the scrape during shutdown still sees the final counts.
  await metrics?.close();
  deps.log.info('web stopped');
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
