import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/editor-families.ts';
import { parsePriceBreaks, type PriceBreakProblem } from '#contract/rules/price-break-text.ts';
import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import { listFamilies } from '../../editor/family-list.ts';
import { readFamily, saveFamily, setFamilyImage } from '../../editor/families.ts';
import { drawFamilyDrawing, uploadFamilyDrawing } from '../../editor/family-drawing.ts';
import { saveVariant } from '../../editor/variants.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { EDITOR_MESSAGES } from '../../i18n/editor-messages.ts';
import { storeUpload } from './editor-fields.ts';

/** The message for a price-break text that does not parse. */
function priceBreakMessage(problem: PriceBreakProblem): BilingualText {
  switch (problem.kind) {
    case 'empty':
      return EDITOR_MESSAGES.priceBreaksEmpty;
    case 'format':
      return fillBoth(EDITOR_MESSAGES.priceBreaksFormat, { item: problem.item, text: problem.text });
    case 'tooMany':
      return fillBoth(EDITOR_MESSAGES.priceBreaksTooMany, { max: problem.max });
    case 'quantityRange':
      return fillBoth(EDITOR_MESSAGES.priceBreaksQuantity, { item: problem.item, max: problem.max });
    case 'priceRange':
      return fillBoth(EDITOR_MESSAGES.priceBreaksPrice, { item: problem.item, max: problem.max });
    case 'firstNotOne':
      return EDITOR_MESSAGES.priceBreaksFirst;
    case 'notAscending':
      return fillBoth(EDITOR_MESSAGES.priceBreaksOrder, { item: problem.item });
  }
}

/** Product families (names, texts, picture, drawing) and their variants (dimensions, finish, stock, lead time, price breaks). */
export async function familyRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.familyList, async ({ body }) => listFamilies(app.db, body));

  route(app, calls.familyGet, async ({ body }) => readFamily(app.db, body.id));

  route(app, calls.familySave, async ({ body, session, say }) => {
    say(EDITOR_MESSAGES.saved);
    return saveFamily(app.db, session, body);
  });

  route(app, calls.familyImage, async ({ body, session, say }) =>
    storeUpload(body, say, (image) => setFamilyImage(app.db, session, body.id, image)),
  );

  route(app, calls.familyDrawing, async ({ body, session, say }) =>
    storeUpload(body, say, (image) => uploadFamilyDrawing(app.db, session, body.id, image)),
  );

  route(app, calls.familyDrawingRedraw, async ({ body, session, say }) => {
    const family = await drawFamilyDrawing(app.db, session, body.id);
    say(EDITOR_MESSAGES.saved);
    return family;
  });

  route(app, calls.variantSave, async ({ body, session, say }) => {
    const { priceBreaks: breaksText, dims, finish, finishZh, ...rest } = body;
    const parsed = parsePriceBreaks(breaksText);
    if ('problem' in parsed)
      throw new ApiError(CODE.badInput, priceBreakMessage(parsed.problem), { field: 'priceBreaks' });
    // A finish left out stays as it is; a blank one arrives as '' (x-keep-blank): the family's.
    const saved = await saveVariant(app.db, session, {
      ...rest,
      priceBreaks: parsed.breaks,
      dimsText: dims,
      finish: { en: finish, zh: finishZh },
    });
    say(EDITOR_MESSAGES.saved);
    return saved;
  });
}
