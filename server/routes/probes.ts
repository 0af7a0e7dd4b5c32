import type { FastifyInstance } from 'fastify';
import { pick } from '#contract/i18n/text.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { ok } from '../http/envelope.ts';
import { OPERATIONS_MESSAGES } from '../i18n/operations-messages.ts';
import { migrationsCurrent } from '../operations/readiness.ts';

/**
 * Probes for load balancers and orchestrators: GET, no token, no session, no body. `health` says
 * the process answers; `ready` that it can serve (the database answers, its schema is current),
 * else 503 with the envelope (a database that cannot be reached answers 503 through the error handler).
 */
export async function probeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { tags: ['operations'], summary: 'Liveness: the process is up' } }, async (request) =>
    ok({ status: 'up' }, pick(OPERATIONS_MESSAGES.up, request.language)),
  );

  app.get(
    '/ready',
    { schema: { tags: ['operations'], summary: 'Readiness: the database answers and migrations are current' } },
    async (request) => {
      if (!(await migrationsCurrent(app.db))) throw new ApiError(CODE.unavailable, OPERATIONS_MESSAGES.schemaBehind);
      return ok({ status: 'ready' }, pick(OPERATIONS_MESSAGES.ready, request.language));
    },
  );
}
