import Router from '@koa/router';
import { parseConfig } from '../../../core/config.ts';
import { sandboxRoutes } from '../../../sandbox/index.ts';
import { serveFakes } from '../../../sandbox/serve.ts';
import { fakeTbankRoutes } from '../fakes/tbank-routes.ts';

/**
 * The fakes process: every upstream the product calls (Google, YouTube, Calendar, OpenAI, the
 * Bot API, Telegram accounts, RevenueCat, Amplitude: the sandbox's own fakes; T-Bank: the
 * harness's) on one loopback port, in a process the faults never touch, so what the product
 * sent them (messages, events, published replies, payments) is still there for the audit after
 * the product's own processes were killed.
 *
 * Env: FAKES_ENV is the product's env as JSON (bots, tokens, the web port the Bot API fake
 * posts webhooks to); answers its origin as the line `fakes listening on <origin>`.
 */
const productEnv = JSON.parse(process.env.FAKES_ENV ?? '{}') as Record<string, string>;
// The fakes take the sandbox's config (they are the sandbox's routers): loopback, not production.
const cfg = parseConfig({ ...productEnv, NODE_ENV: 'development', SANDBOX: '1', PUBLIC_URL: `http://127.0.0.1:${productEnv.PORT}`, PAYMENT_PROVIDER: 'test' });
const tbank = new Router({ prefix: '/tbank/v2' });
tbank.use(fakeTbankRoutes({ terminalKey: productEnv.TBANK_TERMINAL_KEY!, password: productEnv.TBANK_PASSWORD! }).routes());
const served = await serveFakes([...sandboxRoutes(cfg), tbank], Number(process.env.FAKES_PORT ?? 0));
console.log(`fakes listening on ${served.origin}`);
process.once('SIGTERM', () => void served.close().then(() => process.exit(0)));
