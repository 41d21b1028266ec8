import express from 'express';
import { constantProductList } from '../fixture.js';

// What many would write instead: Express 5 with the same route.
const app = express();
const document = constantProductList();
app.get('/product-list', (_request, response) => {
  response.json(document);
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`listening http://127.0.0.1:${port}\n`);
});
