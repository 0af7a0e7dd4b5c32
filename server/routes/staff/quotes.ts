import type { FastifyInstance } from 'fastify';
import { staffQuoteAttachment } from '#contract/calls/quote-attachments.ts';
import { staffQuotePdf } from '#contract/calls/quote-pdf.ts';
import * as calls from '#contract/calls/staff-quotes.ts';
import { requireStaff } from '../../auth/staff.ts';
import { buyerLanguage, renderQuotation } from '../../documents/quotation-source.ts';
import { download } from '../../http/download.ts';
import { route } from '../../http/route.ts';
import { attachmentDownload } from '../../quotes/quote-attach.ts';
import { listPriceFloors, removePriceFloor, savePriceFloor } from '../../quotes/price-floor.ts';
import { staffDeclines } from '../../quotes/quote-decide.ts';
import { listStaffQuotes } from '../../quotes/quote-list.ts';
import { readQuote } from '../../quotes/quote-read.ts';
import { approveVersion, sendVersion } from '../../quotes/quote-send.ts';

/** Quotes in the console (contract/calls/staff-quotes.ts): sales and admins; approvals and floors admins only. */
export async function staffQuoteRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.staffQuoteList, async ({ body, session }) => listStaffQuotes(app.db, session.userId, body));
  route(app, calls.staffQuoteGet, async ({ body, session }) =>
    readQuote(app.db, body.id, { userId: session.userId, staff: true }),
  );
  // The role (already checked) decides whether a price under the floor waits for an admin.
  route(app, calls.staffQuoteSend, async ({ body, request }) =>
    sendVersion(app.db, await requireStaff(request, 'sales'), body, 'send'),
  );
  route(app, calls.staffQuoteRevise, async ({ body, request }) =>
    sendVersion(app.db, await requireStaff(request, 'sales'), body, 'revise'),
  );
  route(app, calls.staffQuoteDecline, async ({ body, request }) =>
    staffDeclines(app.db, await requireStaff(request, 'sales'), body.id, body.reason),
  );
  route(app, calls.staffQuoteApprove, async ({ body, request }) =>
    approveVersion(app.db, await requireStaff(request, 'staff'), body.id),
  );
  route(app, calls.staffQuoteFloorList, async ({ body }) => listPriceFloors(app.db, body));
  route(app, calls.staffQuoteFloorSave, async ({ body, session }) => savePriceFloor(app.db, session, body));
  route(app, calls.staffQuoteFloorRemove, async ({ body, session }) =>
    removePriceFloor(app.db, session, body.familyId),
  );
  download(app, staffQuoteAttachment, async ({ query, session }) =>
    attachmentDownload(app.db, query.id, query.file, { userId: session.userId, staff: true }),
  );
  // In the buyer's language, as the copy they were mailed.
  download(app, staffQuotePdf, async ({ query, session }) => ({
    ...(await renderQuotation(
      app.db,
      query.id,
      { userId: session.userId, staff: true },
      await buyerLanguage(app.db, query.id),
    )),
    contentType: 'application/pdf',
  }));
}
