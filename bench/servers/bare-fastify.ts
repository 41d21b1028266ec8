import Fastify from 'fastify';
import { constantProductList } from '../fixture.js';

// The platform's limit: Fastify with one route answering a constant document, nothing else.
const app = Fastify({ logger: false });
const document = constantProductList();
app.get('/product-list', async () => document);
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
