import type { FastifyInstance } from 'fastify';
import type { EditorList, EditorService, ServiceMoveRequest, ServiceSaveRequest } from '#contract/api/editor-content-types.ts';
import { pick } from '#contract/i18n/text.ts';
import { EDITOR_LIMITS } from '#contract/limits/editor.ts';
import { deleteService, listServices, moveService, saveService } from '../../editor/services.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, idField, LABELS, oneOf, text, wholeNumber } from '#contract/fields.ts';
import { EDITOR_MESSAGES } from '../../i18n/editor-messages.ts';
import { markdown } from './editor-fields.ts';
import { requireEditor } from '../../auth/editor.ts';
import { NEED_EDITOR } from './editor-guard.ts';

export const serviceFields = {
  // Without an id the service is new.
  id: wholeNumber({ label: LABELS.id, min: 1, max: 2_147_483_647 }),
  titleEn: text({ label: { en: 'English title', zh: '英文标题' }, required: true, max: EDITOR_LIMITS.serviceTitle }),
  titleZh: text({ label: { en: 'Chinese title', zh: '中文标题' }, required: true, max: EDITOR_LIMITS.serviceTitle }),
  summaryEn: text({ label: { en: 'English summary', zh: '英文摘要' }, required: true, max: EDITOR_LIMITS.serviceSummary }),
  summaryZh: text({ label: { en: 'Chinese summary', zh: '中文摘要' }, required: true, max: EDITOR_LIMITS.serviceSummary }),
  bodyEn: markdown({ en: 'English text', zh: '英文正文' }),
  bodyZh: markdown({ en: 'Chinese text', zh: '中文正文' }),
};

/** Our services (the site's /services/{id} pages and the footer's list). */
export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  const list = async (): Promise<EditorList<EditorService>> => ({ list: await listServices(app.db) });

  app.post('/editor/serviceList', {
    schema: { tags: ['editor'], summary: `The services in the site's order, with their texts ${NEED_EDITOR}`, body: emptyBody },
  }, async (request) => {
    await requireEditor(request);
    return ok(await list());
  });

  app.post('/editor/serviceSave', {
    schema: { tags: ['editor'], summary: `Add a service (no id: at the end) or replace one's texts ${NEED_EDITOR}`, body: fields(serviceFields) },
  }, async (request) => {
    const editor = await requireEditor(request);
    return ok<EditorService>(await saveService(app.db, editor, request.body as ServiceSaveRequest), pick(EDITOR_MESSAGES.saved, request.language));
  });

  app.post('/editor/serviceDelete', {
    schema: { tags: ['editor'], summary: `Delete a service; answers the services left ${NEED_EDITOR}`, body: fields({ id: idField() }) },
  }, async (request) => {
    const editor = await requireEditor(request);
    await deleteService(app.db, editor, (request.body as { id: number }).id);
    return ok(await list(), pick(EDITOR_MESSAGES.deleted, request.language));
  });

  app.post('/editor/serviceMove', {
    schema: {
      tags: ['editor'],
      summary: `Move a service one place up or down the list; answers the list ${NEED_EDITOR}`,
      body: fields({ id: idField(), direction: oneOf({ label: { en: 'direction', zh: '方向' }, required: true, values: ['up', 'down'] }) }),
    },
  }, async (request) => {
    const editor = await requireEditor(request);
    const { id, direction } = request.body as ServiceMoveRequest;
    await moveService(app.db, editor, id, direction);
    return ok(await list(), pick(EDITOR_MESSAGES.saved, request.language));
  });
}
