import type { FastifyInstance } from 'fastify';
import type { CompanyInfo } from '#contract/api/types.ts';
import { toCompanyInfo } from '../../content/company-info.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody } from '#contract/fields.ts';

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  app.post('/unpri/companyInfoDetail', {
    schema: { tags: ['company'], summary: 'The company: address lines, telephones, email and registration numbers', body: emptyBody },
  }, async () => {
    const row = await app.db.selectFrom('companyInfo').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    return ok<CompanyInfo>(toCompanyInfo(row));
  });
}
