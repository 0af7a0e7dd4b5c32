import type { FastifyInstance } from 'fastify';
import type { BasketAddRequest, BasketCountAnswer, BasketSaveRequest, BasketUpdateRequest } from '#contract/api/shop-types.ts';
import { MAX_ORDER_QTY, MIN_ORDER_QTY } from '#contract/rules/order-quantity.ts';
import { QUICK_ORDER_LIMITS, quickOrderLineCount } from '#contract/rules/quick-order.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { LIMITS, ORDER_LIMITS } from '#contract/limits/fields.ts';
import { requireSession } from '../../auth/authenticate.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, text, wholeNumber, yesNo } from '../../http/fields.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { addPart, basketCount, emptyBasket, removeLine, saveLine, updateLine } from '../../shop/basket.ts';
import { readBasket } from '../../shop/basket-lines.ts';
import { quickAdd } from '../../shop/quick-add.ts';

const partNo = text({ label: { en: 'part number', zh: '零件编号' }, required: true, max: LIMITS.partNumber });
const quantity = (required: boolean) => wholeNumber({ label: { en: 'quantity', zh: '数量' }, required, min: MIN_ORDER_QTY, max: MAX_ORDER_QTY });
const reference = text({ label: { en: 'line reference', zh: '行备注' }, max: ORDER_LIMITS.lineReference });
const NEED_SESSION = '(701 without a live session)';

/** The buyer's server-side basket: it follows the buyer across devices and sessions. */
export async function basketRoutes(app: FastifyInstance): Promise<void> {
  app.post('/pri/basketAdd', {
    schema: { tags: ['basket'], summary: `Add a quantity of a part number; answers the badge count ${NEED_SESSION}`, body: fields({ partNo, quantity: quantity(true) }) },
  }, async (request) => {
    const session = await requireSession(request);
    const body = request.body as BasketAddRequest;
    await addPart(app.db, session.userId, body.partNo, body.quantity);
    return ok<BasketCountAnswer>({ basketCount: await basketCount(app.db, session.userId) });
  });

  app.post('/pri/basketCount', {
    schema: { tags: ['basket'], summary: `The badge count: the quantities of the basket's lines ${NEED_SESSION}`, body: emptyBody },
  }, async (request) => {
    const session = await requireSession(request);
    return ok<BasketCountAnswer>({ basketCount: await basketCount(app.db, session.userId) });
  });

  app.post('/pri/basketList', {
    schema: { tags: ['basket'], summary: `The basket priced today, saved lines and totals ${NEED_SESSION}`, body: emptyBody },
  }, async (request) => {
    const session = await requireSession(request);
    return ok(await readBasket(app.db, session.userId));
  });

  app.post('/pri/basketUpdate', {
    schema: { tags: ['basket'], summary: `Set a line's quantity and/or reference ${NEED_SESSION}`, body: fields({ partNo, quantity: quantity(false), reference }) },
  }, async (request) => {
    const session = await requireSession(request);
    const { partNo: part, ...change } = request.body as BasketUpdateRequest;
    await updateLine(app.db, session.userId, part, change);
    return ok(await readBasket(app.db, session.userId));
  });

  app.post('/pri/basketRemove', {
    schema: { tags: ['basket'], summary: `Remove a line ${NEED_SESSION}`, body: fields({ partNo }) },
  }, async (request) => {
    const session = await requireSession(request);
    await removeLine(app.db, session.userId, (request.body as { partNo: string }).partNo);
    return ok(await readBasket(app.db, session.userId));
  });

  app.post('/pri/basketSave', {
    schema: {
      tags: ['basket'],
      summary: `Save a line for later (saved true) or move it back into the basket ${NEED_SESSION}`,
      body: fields({ partNo, saved: yesNo({ label: { en: 'saved', zh: '稍后购买' }, required: true }) }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    const body = request.body as BasketSaveRequest;
    await saveLine(app.db, session.userId, body.partNo, body.saved);
    return ok(await readBasket(app.db, session.userId));
  });

  app.post('/pri/basketClear', {
    schema: { tags: ['basket'], summary: `Empty the basket (saved lines stay) ${NEED_SESSION}`, body: emptyBody },
  }, async (request) => {
    const session = await requireSession(request);
    await emptyBasket(app.db, session.userId);
    return ok(await readBasket(app.db, session.userId));
  });

  app.post('/pri/basketQuickAdd', {
    schema: {
      tags: ['basket'],
      summary: `Add lines of "PART-NO quantity" or CSV text; unknown parts are listed, the rest added ${NEED_SESSION}`,
      body: fields({ text: text({ label: { en: 'quick order', zh: '快速订购' }, required: true, max: QUICK_ORDER_LIMITS.characters }) }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    const { text: lines } = request.body as { text: string };
    if (quickOrderLineCount(lines) > QUICK_ORDER_LIMITS.lines) {
      throw new ApiError(CODE.badInput, fillBoth(MESSAGES.quickOrderTooLong, { max: QUICK_ORDER_LIMITS.lines }), { field: 'text' });
    }
    return ok(await quickAdd(app.db, session.userId, lines, request.language));
  });
}
