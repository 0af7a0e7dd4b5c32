import type { FastifyInstance } from 'fastify';
import { SUGGEST_MIN_LENGTH } from '#contract/rules/suggest-text.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { suggestProducts } from '../../catalogue/suggest.ts';
import { ok } from '../../http/envelope.ts';
import { fields, text } from '#contract/fields.ts';
import { searchLabel } from './search-request.ts';

export async function suggestRoutes(app: FastifyInstance): Promise<void> {
  app.post('/unpri/productSuggest', {
    schema: {
      tags: ['search'],
      summary: 'Suggestions while the buyer types in the header search: up to 6 families and 6 part numbers',
      body: fields({ q: text({ label: searchLabel, required: true, min: SUGGEST_MIN_LENGTH, max: LIMITS.search }) }),
    },
  }, async (request) => {
    const { q } = request.body as { q: string };
    return ok(await suggestProducts(app.db, q));
  });
}
