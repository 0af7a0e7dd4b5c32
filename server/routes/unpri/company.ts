import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/company.ts';
import { toCompanyInfo } from '../../content/company-info.ts';
import { route } from '../../http/route.ts';

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.companyInfoDetail, async () => {
    const row = await app.db.selectFrom('companyInfo').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    return toCompanyInfo(row);
  });

  route(app, calls.acceptedPayments, async () => ({ card: app.cardGateway !== null }));
}
