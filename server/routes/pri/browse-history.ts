import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/browse-history.ts';
import { DEFAULT_PAGE_SIZE } from '#contract/calls/paging.ts';
import { clearHistory, historyPage, recordView, removeView } from '../../accounts/browse-history.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { MESSAGES } from '../../i18n/messages.ts';

/** The logged-in buyer's browse history (contract/calls/browse-history.ts). */
export async function browseHistoryRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.browseRecord, async ({ body: { id, partNo }, session }) => {
    if (!(await recordView(app.db, session.userId, id, partNo)))
      throw new ApiError(CODE.notFound, partNo ? MESSAGES.noSuchVariant : MESSAGES.noSuchProduct);
    return { recorded: true as const };
  });

  route(app, calls.browseHistoryList, async ({ body: { page = 1, pageSize = DEFAULT_PAGE_SIZE }, session }) =>
    historyPage(app.db, session.userId, page, pageSize),
  );

  route(app, calls.browseHistoryRemove, async ({ body: { id }, session }) => ({
    removed: await removeView(app.db, session.userId, id),
  }));

  route(app, calls.browseHistoryClear, async ({ session }) => ({
    removed: await clearHistory(app.db, session.userId),
  }));
}
