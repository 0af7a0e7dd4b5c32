import type { FastifyInstance } from 'fastify';
import type { EditorFamily, EditorVariant, FamilyListAnswer, FamilyListRequest, FamilySaveRequest, ImageUploadRequest, VariantSaveRequest } from '#contract/api/editor-content-types.ts';
import { parsePriceBreaks, type PriceBreakProblem } from '#contract/rules/price-break-text.ts';
import { fillBoth, pick, type BilingualText } from '#contract/i18n/text.ts';
import { EDITOR_LIMITS } from '#contract/limits/editor.ts';
import { listFamilies } from '../../editor/family-list.ts';
import { readFamily, saveFamily, setFamilyImage } from '../../editor/families.ts';
import { checkedUpload } from '../../editor/image-upload.ts';
import { saveVariant } from '../../editor/variants.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { fields, idField, LABELS, text, wholeNumber } from '#contract/fields.ts';
import { EDITOR_MESSAGES } from '../../i18n/editor-messages.ts';
import { IMAGE_BODY_LIMIT_BYTES, imageFields } from './editor-fields.ts';
import { requireEditor } from '../../auth/editor.ts';
import { NEED_EDITOR } from './editor-guard.ts';

const both = (en: string, zh: string, max: number) => ({
  En: text({ label: { en: `English ${en}`, zh: `英文${zh}` }, required: true, max }),
  Zh: text({ label: { en: `Chinese ${en}`, zh: `中文${zh}` }, required: true, max }),
});
const name = both('name', '名称', EDITOR_LIMITS.familyName);
const description = both('description', '描述', EDITOR_LIMITS.familyDescription);
const material = both('material', '材料', EDITOR_LIMITS.familyMaterial);
const finish = both('finish', '表面处理', EDITOR_LIMITS.familyFinish);

export const familyFields = {
  id: idField(),
  nameEn: name.En,
  nameZh: name.Zh,
  descriptionEn: description.En,
  descriptionZh: description.Zh,
  materialEn: material.En,
  materialZh: material.Zh,
  finishEn: finish.En,
  finishZh: finish.Zh,
};

export const familyListFields = {
  q: text({ label: { en: 'search', zh: '搜索内容' }, max: EDITOR_LIMITS.familySearch }),
  categoryId: wholeNumber({ label: { en: 'category', zh: '产品类别' }, min: 1, max: 2_147_483_647 }),
  page: wholeNumber({ label: LABELS.page, min: 1, max: 10_000 }),
  pageSize: wholeNumber({ label: LABELS.pageSize, min: 1, max: 100 }),
};

export const variantFields = {
  id: idField(),
  stock: wholeNumber({ label: { en: 'stock', zh: '库存' }, required: true, min: 0, max: EDITOR_LIMITS.stockMax }),
  leadTimeDays: wholeNumber({ label: { en: 'lead time (days)', zh: '交货期（天）' }, required: true, min: 0, max: EDITOR_LIMITS.leadTimeDaysMax }),
  priceBreaks: text({ label: { en: 'price breaks', zh: '价格档' }, required: true, max: EDITOR_LIMITS.priceBreaksText }),
};

/** The message for a price-break text that does not parse. */
export function priceBreakMessage(problem: PriceBreakProblem): BilingualText {
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

/** Product families (names, texts, picture) and their variants (stock, lead time, price breaks). */
export async function familyRoutes(app: FastifyInstance): Promise<void> {
  app.post('/editor/familyList', {
    schema: {
      tags: ['editor'],
      summary: `A page of product families, by code, part number or name, in a category and below it ${NEED_EDITOR}`,
      body: fields(familyListFields),
    },
  }, async (request) => {
    await requireEditor(request);
    return ok<FamilyListAnswer>(await listFamilies(app.db, request.body as FamilyListRequest));
  });

  app.post('/editor/familyGet', {
    schema: { tags: ['editor'], summary: `A product family with its variants and price breaks ${NEED_EDITOR}`, body: fields({ id: idField() }) },
  }, async (request) => {
    await requireEditor(request);
    return ok<EditorFamily>(await readFamily(app.db, (request.body as { id: number }).id));
  });

  app.post('/editor/familySave', {
    schema: { tags: ['editor'], summary: `Replace a family's names and texts; its URL name follows the English name ${NEED_EDITOR}`, body: fields(familyFields) },
  }, async (request) => {
    const editor = await requireEditor(request);
    return ok<EditorFamily>(await saveFamily(app.db, editor, request.body as FamilySaveRequest), pick(EDITOR_MESSAGES.saved, request.language));
  });

  app.post('/editor/familyImage', {
    bodyLimit: IMAGE_BODY_LIMIT_BYTES,
    schema: { tags: ['editor'], summary: `A new product picture: SVG, PNG, JPEG or WebP, at most 512 KB, in Base64 ${NEED_EDITOR}`, body: fields(imageFields) },
  }, async (request) => {
    const editor = await requireEditor(request);
    const { id, contentType, dataBase64 } = request.body as ImageUploadRequest;
    const image = await checkedUpload(contentType, dataBase64);
    return ok<EditorFamily>(await setFamilyImage(app.db, editor, id, image), pick(EDITOR_MESSAGES.saved, request.language));
  });

  app.post('/editor/variantSave', {
    schema: {
      tags: ['editor'],
      summary: `Set a variant's stock and lead time and replace its price breaks ("1:166,10:153,50:140": quantity:pence) ${NEED_EDITOR}`,
      body: fields(variantFields),
    },
  }, async (request) => {
    const editor = await requireEditor(request);
    const { priceBreaks: breaksText, ...rest } = request.body as VariantSaveRequest;
    const parsed = parsePriceBreaks(breaksText);
    if ('problem' in parsed) throw new ApiError(CODE.badInput, priceBreakMessage(parsed.problem), { field: 'priceBreaks' });
    return ok<EditorVariant>(await saveVariant(app.db, editor, { ...rest, priceBreaks: parsed.breaks }), pick(EDITOR_MESSAGES.saved, request.language));
  });
}
