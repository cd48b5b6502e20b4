import { createServer } from 'node:http';
import { describeReceipts, receiptSettings } from '../core/clients/bank/receipt-env.ts';
import { loadConfigOrExit } from '../core/config.ts';
import { startMetricsServer } from '../core/metrics/metrics-server.ts';
import { exitOnUncaughtErrors } from '../core/process-failures.ts';
import { buildApp } from './app.ts';
import { closeAppDeps, createAppDeps } from './create-deps.ts';
import { listenHost } from './listen-host.ts';
import { buildTemporalUiApp } from './routes/temporal-ui-origin.ts';

process.env.PROCESS_ROLE ??= 'web';
const cfg = loadConfigOrExit();
const deps = createAppDeps(cfg);
exitOnUncaughtErrors(deps.log, 'web');
const app = await buildApp(deps);
const server = createServer(app.callback());
server.keepAliveTimeout = 65_000;
server.listen(cfg.PORT, listenHost(cfg), () => deps.log.info({ port: cfg.PORT, host: listenHost(cfg) ?? 'all interfaces', sandbox: cfg.SANDBOX }, `web listening on ${cfg.PUBLIC_URL}`));
// The Temporal UI's own origin (TEMPORAL_UI_PUBLIC_URL): a listener of its own, never the console's.
const temporalUiServer = cfg.TEMPORAL_UI_PUBLIC_URL ? createServer(buildTemporalUiApp(deps, cfg.TEMPORAL_UI_PUBLIC_URL).callback()) : null;
// The console works without it: a taken port costs operators the UI, not everyone the product.
temporalUiServer?.on('error', (err) => deps.log.error({ err, port: cfg.TEMPORAL_UI_LISTEN_PORT }, 'the Temporal UI listener failed: operators cannot open the Temporal UI'));
temporalUiServer?.listen(cfg.TEMPORAL_UI_LISTEN_PORT, listenHost(cfg), () => deps.log.info({ port: cfg.TEMPORAL_UI_LISTEN_PORT }, `Temporal UI listening on ${cfg.TEMPORAL_UI_PUBLIC_URL}`));
deps.log.info(describeReceipts(receiptSettings(cfg)));
// On its own internal port: the public port never serves /metrics.
const metrics = await startMetricsServer(cfg, 'web', deps.log);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.log.info({ signal }, 'web stopping: finishing in-flight requests');
  // Stop accepting, let running requests finish, drop idle keep-alive sockets.
  const servers = temporalUiServer ? [server, temporalUiServer] : [server];
  const closed = Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  // A keep-alive connection turns idle once its last response is sent: close it then.
  const sweep = setInterval(() => servers.forEach((s) => s.closeIdleConnections()), 100);
  const forced = setTimeout(() => servers.forEach((s) => s.closeAllConnections()), 10_000);
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
