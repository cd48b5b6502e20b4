import Koa from 'koa';

/** The baseline: Koa answering "Hello World" with no middleware. */
const port = Number(process.argv[2]);
const app = new Koa();
app.use((ctx) => {
  ctx.body = 'Hello World';
});
const server = app.listen(port, '127.0.0.1');
// As the web process (api/server.ts): Node's 5 s default closes idle keep-alive sockets under
// the fixed-rate loop's feet, which then fail a request on a socket closed as it was reused.
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => process.exit(0));
