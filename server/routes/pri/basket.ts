import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/basket.ts';
import { QUICK_ORDER_LIMITS } from '#contract/limits/orders.ts';
import { quickOrderLineCount } from '#contract/rules/quick-order.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { addPart, basketCount, emptyBasket, removeLine, saveLine, updateLine } from '../../shop/basket.ts';
import { readBasket } from '../../shop/basket-lines.ts';
import { quickAdd } from '../../shop/quick-add.ts';

/** The buyer's server-side basket (contract/calls/basket.ts). */
export async function basketRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.basketAdd, async ({ body, session }) => {
    await addPart(app.db, session.userId, body.partNo, body.quantity);
    return { basketCount: await basketCount(app.db, session.userId) };
  });

  route(app, calls.basketCount, async ({ session }) => ({ basketCount: await basketCount(app.db, session.userId) }));

  route(app, calls.basketList, async ({ session }) => readBasket(app.db, session.userId));

  route(app, calls.basketUpdate, async ({ body: { partNo, ...change }, session }) => {
    await updateLine(app.db, session.userId, partNo, change);
    return readBasket(app.db, session.userId);
  });

  route(app, calls.basketRemove, async ({ body, session }) => {
    await removeLine(app.db, session.userId, body.partNo);
    return readBasket(app.db, session.userId);
  });

  route(app, calls.basketSave, async ({ body, session }) => {
    await saveLine(app.db, session.userId, body.partNo, body.saved);
    return readBasket(app.db, session.userId);
  });

  route(app, calls.basketClear, async ({ session }) => {
    await emptyBasket(app.db, session.userId);
    return readBasket(app.db, session.userId);
  });

  route(app, calls.basketQuickAdd, async ({ body, session, request }) => {
    if (quickOrderLineCount(body.text) > QUICK_ORDER_LIMITS.lines) {
      throw new ApiError(CODE.badInput, fillBoth(MESSAGES.quickOrderTooLong, { max: QUICK_ORDER_LIMITS.lines }), {
        field: 'text',
      });
    }
    return quickAdd(app.db, session.userId, body.text, request.language);
  });
}
