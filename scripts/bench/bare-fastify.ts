/**
 * The ceiling for bench:api: a bare Fastify route answering the API's envelope, run in a child
 * process like the API, so the numbers beside it show what the shop's own work costs.
 */
import Fastify from 'fastify';

const app = Fastify();
app.post('/api/bare', async () => ({ code: 200, msg: '', data: null }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`Bare Fastify: ${address}/api/bare`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
