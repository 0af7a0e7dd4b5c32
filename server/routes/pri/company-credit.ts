import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/company-credit.ts';
import { route } from '../../http/route.ts';
import { creditOf } from '../../shop/credit-limit.ts';
import { viewerOf } from '../../shop/payment-list.ts';

/** The company's credit for /acPay (contract/calls/company-credit.ts): for its administrator and whoever pays for its team. */
export async function companyCreditRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.companyCredit, async ({ session }) => {
    const viewer = await viewerOf(app.db, session.userId);
    if (viewer.companyId === null || !(viewer.isAdmin || viewer.canPayForTeam)) return null;
    return { ...(await creditOf(app.db, viewer.companyId)), statements: viewer.isAdmin };
  });
}
