import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/synonyms.ts';
import { readSynonyms, saveSynonyms } from '../../editor/synonyms.ts';
import { route } from '../../http/route.ts';

/** The search's synonyms (contract/calls/synonyms.ts): editors only, every change recorded. */
export async function synonymRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.synonymsGet, async () => readSynonyms(app.db));
  route(app, calls.synonymsSave, async ({ body, session }) => saveSynonyms(app.db, session, body.text));
}
