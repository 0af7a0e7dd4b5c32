import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/buyer-prices.ts';
import { route } from '../../http/route.ts';
import { buyerFromPrices, buyerPrices } from '../../pricing/buyer-prices.ts';
import { adminCompanyOf } from '../../accounts/membership.ts';
import { saveCustomerPartNo } from '../../pricing/customer-part-number-save.ts';
import { customerPartNosOf } from '../../pricing/customer-part-numbers.ts';

/** The logged-in buyer's own prices, for pages pre-rendered with list prices, and a company admin's part numbers (contract/calls/buyer-prices.ts). */
export async function buyerPriceRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.priceMine, async ({ body, session }) => {
    const [prices, customerPartNos] = await Promise.all([
      buyerPrices(app.db, session.userId, body.variantIds),
      customerPartNosOf(app.db, session.userId, body.variantIds),
    ]);
    return {
      prices: [...prices.values()].map((p) => ({
        variantId: p.variantId,
        partNo: p.partNo,
        listPriceBreaks: p.listBreaks,
        priceBreaks: p.breaks,
        customerPartNo: customerPartNos.get(p.variantId) ?? null,
      })),
    };
  });

  route(app, calls.priceFromMine, async ({ body, session }) => ({
    prices: [...(await buyerFromPrices(app.db, session.userId, body.familyIds)).values()],
  }));

  route(app, calls.customerPartNoSave, async ({ body, session }) =>
    saveCustomerPartNo(app.db, { ...body, companyId: await adminCompanyOf(app.db, session.userId) }, null),
  );
}
