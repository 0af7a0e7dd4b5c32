import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/suggest.ts';
import { suggestProducts } from '../../catalogue/suggest.ts';
import { route } from '../../http/route.ts';

export async function suggestRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.productSuggest, async ({ body: { q } }) => suggestProducts(app.db, q));
}
