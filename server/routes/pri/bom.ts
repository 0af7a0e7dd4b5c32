import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/bom.ts';
import { matchBom } from '../../bom/match-bom.ts';
import { readBom } from '../../bom/read-bom.ts';
import { route } from '../../http/route.ts';

/** A bill of materials read and matched for the review on /acList (contract/calls/bom.ts); nothing is written. */
export async function bomRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.bomMatch, async ({ body, session }) => matchBom(app.db, session.userId, await readBom(body)));
}
