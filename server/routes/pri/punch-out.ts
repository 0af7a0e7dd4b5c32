import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/punch-out.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { PUNCH_OUT_MESSAGES } from '../../i18n/punch-out-messages.ts';
import { beginPunchOut } from '../../punch-out/punch-out-sessions.ts';
import { transferBasket } from '../../punch-out/transfer.ts';

/** A punch-out session in the buyer's browser (contract/calls/punch-out.ts). */
export async function punchOutSessionRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.punchOutBegin, async ({ body }) => {
    const begun = await beginPunchOut(app.db, body.code);
    if (!begun) throw new ApiError(CODE.notFound, PUNCH_OUT_MESSAGES.startUsed);
    return begun;
  });
  route(app, calls.punchOutTransfer, async ({ body, session }) =>
    transferBasket(app.db, session.userId, session.sessionId, body.returnEmpty === true),
  );
}
