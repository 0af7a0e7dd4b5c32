import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/content.ts';
import type { PageItem, ServiceItem } from '#contract/calls/content.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { MESSAGES } from '../../i18n/messages.ts';

/** Services (spec: acleList) and the info and legal pages, as Markdown in both languages. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const serviceColumns = ['id', 'titleEn', 'titleZh', 'summaryEn', 'summaryZh'] as const;
  const toServiceItem = (row: {
    id: number;
    titleEn: string;
    titleZh: string;
    summaryEn: string;
    summaryZh: string;
  }): ServiceItem => ({
    id: row.id,
    title: row.titleEn,
    titleZh: row.titleZh,
    summary: row.summaryEn,
    summaryZh: row.summaryZh,
  });

  route(app, calls.acleList, async () => {
    const rows = await app.db
      .selectFrom('services')
      .select(serviceColumns)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute();
    return rows.map(toServiceItem);
  });

  route(app, calls.acleDetail, async ({ body: { id } }) => {
    const row = await app.db
      .selectFrom('services')
      .select([...serviceColumns, 'bodyEn', 'bodyZh'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new ApiError(CODE.notFound, MESSAGES.noSuchService);
    return { ...toServiceItem(row), body: row.bodyEn, bodyZh: row.bodyZh };
  });

  const toPageItem = (row: { slug: string; titleEn: string; titleZh: string; updatedAt: Date }): PageItem => ({
    slug: row.slug,
    title: row.titleEn,
    titleZh: row.titleZh,
    updatedAt: new Date(row.updatedAt).toISOString(),
  });

  route(app, calls.pageList, async () => {
    const rows = await app.db
      .selectFrom('pages')
      .select(['slug', 'titleEn', 'titleZh', 'updatedAt'])
      .orderBy('slug')
      .execute();
    return rows.map(toPageItem);
  });

  route(app, calls.pageDetail, async ({ body: { slug } }) => {
    const row = await app.db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!row) throw new ApiError(CODE.notFound, MESSAGES.noSuchPage);
    return { ...toPageItem(row), body: row.bodyEn, bodyZh: row.bodyZh };
  });
}
