import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/staff-price-lists.ts';
import * as csv from '#contract/calls/staff-price-list-csv.ts';
import { download } from '../../http/download.ts';
import { route } from '../../http/route.ts';
import { exportNetPrices, netPriceFileName } from '../../pricing/csv/net-price-export.ts';
import { importNetPrices, netPriceImportAnswer } from '../../pricing/csv/net-price-import.ts';
import { saveCustomerPartNo } from '../../pricing/customer-part-number-save.ts';
import { assignPriceList } from '../../pricing/price-list-assign.ts';
import { priceListDetail, priceListRows } from '../../pricing/price-list-read.ts';
import { removePriceListRule, savePriceList, savePriceListRule } from '../../pricing/price-list-save.ts';

/** Trade price lists and customers' part numbers in the staff console (contract/calls/staff-price-lists.ts). */
export async function staffPriceListRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.staffPriceListList, async () => ({ list: await priceListRows(app.db) }));
  route(app, calls.staffPriceListGet, async ({ body }) => priceListDetail(app.db, body.id));
  route(app, calls.staffPriceListSave, async ({ body, session }) => savePriceList(app.db, session, body));
  route(app, calls.staffPriceListRuleSave, async ({ body, session }) => savePriceListRule(app.db, session, body));
  route(app, calls.staffPriceListRuleRemove, async ({ body, session }) => removePriceListRule(app.db, session, body));
  route(app, calls.staffPriceListAssign, async ({ body, session }) => assignPriceList(app.db, session, body));
  route(app, csv.staffPriceListImport, async ({ body, session, request }) =>
    netPriceImportAnswer(await importNetPrices(app.db, session, body), request.language),
  );
  download(app, csv.staffPriceListExport, async ({ query }) => ({
    bytes: await exportNetPrices(app.db, query.id),
    contentType: 'text/csv; charset=utf-8',
    fileName: netPriceFileName(query.id),
  }));
  route(app, calls.staffCustomerPartNoSave, async ({ body, session }) => saveCustomerPartNo(app.db, body, session));
}
