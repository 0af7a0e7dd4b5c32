import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/customer-part-numbers.ts';
import { DEFAULT_PAGE_SIZE } from '#contract/calls/paging.ts';
import { adminCompanyOf } from '../../accounts/membership.ts';
import { download } from '../../http/download.ts';
import { route } from '../../http/route.ts';
import { changedBy, memberCompanyOf } from '../../pricing/customer-part-no-callers.ts';
import { exportFileName, exportPartNos } from '../../pricing/customer-part-no-csv/export.ts';
import { importAnswer, importMessage, importPartNos } from '../../pricing/customer-part-no-csv/run-import.ts';
import { suggestByCustomerPartNo } from '../../pricing/customer-part-no-suggest.ts';
import { listPartNos } from '../../pricing/customer-part-numbers-list.ts';

/** A company's own part numbers for its members (contract/calls/customer-part-numbers.ts): members read, the admin changes. */
export async function customerPartNoRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.customerPartNoList, async ({ body, session }) =>
    listPartNos(
      app.db,
      await memberCompanyOf(app.db, session.userId),
      body.page ?? 1,
      body.pageSize ?? DEFAULT_PAGE_SIZE,
    ),
  );

  route(app, calls.customerPartNoImport, async ({ body, session, request, say }) => {
    const companyId = await adminCompanyOf(app.db, session.userId);
    const outcome = await importPartNos(app.db, { ...body, companyId }, await changedBy(app.db, session.userId));
    say(importMessage(outcome));
    return importAnswer(outcome, request.language);
  });

  download(app, calls.customerPartNoExport, async ({ session }) => {
    const { companyId } = await memberCompanyOf(app.db, session.userId);
    return {
      bytes: await exportPartNos(app.db, companyId),
      contentType: 'text/csv; charset=utf-8',
      fileName: exportFileName(companyId),
    };
  });

  route(app, calls.customerPartNoSuggest, async ({ body, session }) =>
    suggestByCustomerPartNo(app.db, session.userId, body.q),
  );
}
