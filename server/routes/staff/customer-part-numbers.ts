import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/customer-part-numbers.ts';
import { download } from '../../http/download.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { STAFF_MESSAGES } from '../../i18n/staff-messages.ts';
import { exportFileName, exportPartNos } from '../../pricing/customer-part-no-csv/export.ts';
import { importAnswer, importMessage, importPartNos } from '../../pricing/customer-part-no-csv/run-import.ts';

/** A company's own part numbers as CSV in the console's company screen (sales and admins). */
export async function staffCustomerPartNoRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.staffCustomerPartNoImport, async ({ body, session, request, say }) => {
    const outcome = await importPartNos(app.db, body, session);
    say(importMessage(outcome));
    return importAnswer(outcome, request.language);
  });

  download(app, calls.staffCustomerPartNoExport, async ({ query }) => {
    const company = await app.db
      .selectFrom('companies')
      .select('id')
      .where('id', '=', query.companyId)
      .executeTakeFirst();
    if (!company) throw new ApiError(CODE.notFound, STAFF_MESSAGES.noSuchCompany, { field: 'companyId' });
    return {
      bytes: await exportPartNos(app.db, company.id),
      contentType: 'text/csv; charset=utf-8',
      fileName: exportFileName(company.id),
    };
  });
}
