import type { FastifyInstance } from 'fastify';
import type { CompanyInfo } from '../../../src/api/types.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody } from '../../http/fields.ts';

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  app.post('/unpri/companyInfoDetail', {
    schema: { tags: ['company'], summary: 'The company: address lines, telephones, email and registration numbers', body: emptyBody },
  }, async () => {
    const row = await app.db.selectFrom('companyInfo').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    const info: CompanyInfo = {
      name: row.name,
      addressLine1: row.addressLine1,
      addressLine2: row.addressLine2,
      addressLine3: row.addressLine3,
      addressLine4: row.addressLine4,
      addressLine5: row.addressLine5,
      telephone1: row.telephone1,
      telephone2: row.telephone2,
      email: row.email,
      registrationNO: row.registrationNo,
      vatNO: row.vatNo,
      eoriNO: row.eoriNo,
      xieoriNO: row.xieoriNo,
    };
    return ok(info);
  });
}
