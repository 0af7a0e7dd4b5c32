import type { FastifyInstance } from 'fastify';
import type { BrowseHistoryListRequest, BrowseHistoryRemoveAnswer, BrowseRecordAnswer, BrowseRecordRequest } from '#contract/api/types.ts';
import { clearHistory, historyPage, recordView, removeView } from '../../accounts/browse-history.ts';
import { requireSession } from '../../auth/authenticate.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, idField, text } from '#contract/fields.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { DEFAULT_PAGE_SIZE, pagingFields } from '../unpri/catalogue.ts';

/** The logged-in buyer's browse history: the product page records views; the account pages list and prune them. */
export async function browseHistoryRoutes(app: FastifyInstance): Promise<void> {
  app.post('/pri/browseRecord', {
    schema: {
      tags: ['account'],
      summary: 'Record that the buyer viewed a product family, and with partNo which variant they chose there (701 without a live session)',
      body: fields({ id: idField(), partNo: text({ label: { en: 'part number', zh: '零件编号' }, max: LIMITS.partNumber }) }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    const { id, partNo } = request.body as BrowseRecordRequest;
    if (!(await recordView(app.db, session.userId, id, partNo))) throw new ApiError(CODE.notFound, partNo ? MESSAGES.noSuchVariant : MESSAGES.noSuchProduct);
    return ok<BrowseRecordAnswer>({ recorded: true });
  });

  app.post('/pri/browseHistoryList', {
    schema: { tags: ['account'], summary: "A page of the buyer's viewed product families, newest first (701 without a live session)", body: fields(pagingFields) },
  }, async (request) => {
    const session = await requireSession(request);
    const { page = 1, pageSize = DEFAULT_PAGE_SIZE } = request.body as BrowseHistoryListRequest;
    return ok(await historyPage(app.db, session.userId, page, pageSize));
  });

  app.post('/pri/browseHistoryRemove', {
    schema: { tags: ['account'], summary: "Remove one product family from the buyer's history (701 without a live session)", body: fields({ id: idField() }) },
  }, async (request) => {
    const session = await requireSession(request);
    const { id } = request.body as { id: number };
    return ok<BrowseHistoryRemoveAnswer>({ removed: await removeView(app.db, session.userId, id) });
  });

  app.post('/pri/browseHistoryClear', {
    schema: { tags: ['account'], summary: "Empty the buyer's browse history (701 without a live session)", body: emptyBody },
  }, async (request) => {
    const session = await requireSession(request);
    return ok<BrowseHistoryRemoveAnswer>({ removed: await clearHistory(app.db, session.userId) });
  });
}
