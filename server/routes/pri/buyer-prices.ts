import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/buyer-prices.ts';
import { route } from '../../http/route.ts';
import { buyerPrices } from '../../pricing/buyer-prices.ts';
import { customerPartNosOf } from '../../pricing/customer-part-numbers.ts';

/** The logged-in buyer's own prices, for pages pre-rendered with list prices (contract/calls/buyer-prices.ts). */
export async function buyerPriceRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.priceMine, async ({ body, session }) => {
    const [prices, customerPartNos] = await Promise.all([buyerPrices(app.db, session.userId, body.variantIds), customerPartNosOf(app.db, session.userId, body.variantIds)]);
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
}
