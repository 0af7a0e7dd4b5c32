import type { FastifyInstance } from 'fastify';
import type { CategorySaveRequest, EditorCategory, EditorList, ImageUploadRequest } from '#contract/api/editor-content-types.ts';
import { pick } from '#contract/i18n/text.ts';
import { EDITOR_LIMITS } from '#contract/limits/editor.ts';
import { listCategories, saveCategory, setCategoryImage } from '../../editor/categories.ts';
import { checkedUpload } from '../../editor/image-upload.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, idField, text, wholeNumber } from '#contract/fields.ts';
import { EDITOR_MESSAGES } from '../../i18n/editor-messages.ts';
import { IMAGE_BODY_LIMIT_BYTES, imageFields } from './editor-fields.ts';
import { requireEditor } from '../../auth/editor.ts';
import { NEED_EDITOR } from './editor-guard.ts';

export const categoryFields = {
  id: idField(),
  nameEn: text({ label: { en: 'English name', zh: '英文名称' }, required: true, max: EDITOR_LIMITS.categoryName }),
  nameZh: text({ label: { en: 'Chinese name', zh: '中文名称' }, required: true, max: EDITOR_LIMITS.categoryName }),
  sortOrder: wholeNumber({ label: { en: 'position', zh: '排序' }, required: true, min: EDITOR_LIMITS.categorySortMin, max: EDITOR_LIMITS.categorySortMax }),
};

/** The category tree: names, order among siblings and pictures (its shape is the catalogue import's). */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  app.post('/editor/categoryList', {
    schema: { tags: ['editor'], summary: `Every category, parents before children, with parentId and level ${NEED_EDITOR}`, body: emptyBody },
  }, async (request) => {
    await requireEditor(request);
    return ok<EditorList<EditorCategory>>({ list: await listCategories(app.db) });
  });

  app.post('/editor/categorySave', {
    schema: { tags: ['editor'], summary: `Rename a category or change its position among its siblings ${NEED_EDITOR}`, body: fields(categoryFields) },
  }, async (request) => {
    const editor = await requireEditor(request);
    return ok<EditorCategory>(await saveCategory(app.db, editor, request.body as CategorySaveRequest), pick(EDITOR_MESSAGES.saved, request.language));
  });

  app.post('/editor/categoryImage', {
    bodyLimit: IMAGE_BODY_LIMIT_BYTES,
    schema: { tags: ['editor'], summary: `A new picture for a category: SVG, PNG, JPEG or WebP, at most 512 KB, in Base64 ${NEED_EDITOR}`, body: fields(imageFields) },
  }, async (request) => {
    const editor = await requireEditor(request);
    const { id, contentType, dataBase64 } = request.body as ImageUploadRequest;
    const image = await checkedUpload(contentType, dataBase64);
    return ok<EditorCategory>(await setCategoryImage(app.db, editor, id, image), pick(EDITOR_MESSAGES.saved, request.language));
  });
}
