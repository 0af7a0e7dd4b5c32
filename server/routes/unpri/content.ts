import type { FastifyInstance } from 'fastify';
import type { PageDetail, PageItem, ServiceDetail, ServiceItem } from '#contract/api/types.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, idField, text } from '#contract/fields.ts';
import { MESSAGES } from '../../i18n/messages.ts';

/** Services (spec: acleList) and the info and legal pages, as Markdown in both languages. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const serviceColumns = ['id', 'titleEn', 'titleZh', 'summaryEn', 'summaryZh'] as const;
  const toServiceItem = (row: { id: number; titleEn: string; titleZh: string; summaryEn: string; summaryZh: string }): ServiceItem => ({
    id: row.id,
    title: row.titleEn,
    titleZh: row.titleZh,
    summary: row.summaryEn,
    summaryZh: row.summaryZh,
  });

  app.post('/unpri/acleList', {
    schema: { tags: ['content'], summary: 'Our services: id and title (with Chinese title and summaries)', body: emptyBody },
  }, async () => {
    const rows = await app.db.selectFrom('services').select(serviceColumns).orderBy('sortOrder').orderBy('id').execute();
    return ok(rows.map(toServiceItem));
  });

  app.post('/unpri/acleDetail', {
    schema: { tags: ['content'], summary: 'One service with its text (Markdown)', body: fields({ id: idField() }) },
  }, async (request) => {
    const { id } = request.body as { id: number };
    const row = await app.db.selectFrom('services').select([...serviceColumns, 'bodyEn', 'bodyZh']).where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(CODE.notFound, MESSAGES.noSuchService);
    const detail: ServiceDetail = { ...toServiceItem(row), body: row.bodyEn, bodyZh: row.bodyZh };
    return ok(detail);
  });

  const toPageItem = (row: { slug: string; titleEn: string; titleZh: string; updatedAt: Date }): PageItem => ({
    slug: row.slug,
    title: row.titleEn,
    titleZh: row.titleZh,
    updatedAt: new Date(row.updatedAt).toISOString(),
  });

  app.post('/unpri/pageList', {
    schema: { tags: ['content'], summary: 'The info and legal pages: slug and titles', body: emptyBody },
  }, async () => {
    const rows = await app.db.selectFrom('pages').select(['slug', 'titleEn', 'titleZh', 'updatedAt']).orderBy('slug').execute();
    return ok(rows.map(toPageItem));
  });

  app.post('/unpri/pageDetail', {
    schema: {
      tags: ['content'],
      summary: 'One info or legal page (about, Technical, Contact, faq, Copyright, TermsConditions, PrivacyPolicy, CookiePolicy, termsandconditions)',
      body: fields({ slug: text({ label: { en: 'page', zh: '页面' }, required: true, max: 60 }) }),
    },
  }, async (request) => {
    const { slug } = request.body as { slug: string };
    const row = await app.db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!row) throw new ApiError(CODE.notFound, MESSAGES.noSuchPage);
    const detail: PageDetail = { ...toPageItem(row), body: row.bodyEn, bodyZh: row.bodyZh };
    return ok(detail);
  });
}
