import Koa from 'koa';

/** The baseline: Koa answering "Hello World" with no middleware. */
const port = Number(process.argv[2]);
const app = new Koa();
app.use((ctx) => {
  ctx.body = 'Hello World';
});
app.listen(port, '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
