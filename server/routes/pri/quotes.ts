import type { FastifyInstance } from 'fastify';
import { quoteAttach, quoteAttachment } from '#contract/calls/quote-attachments.ts';
import { quotePdf } from '#contract/calls/quote-pdf.ts';
import * as calls from '#contract/calls/quotes.ts';
import { renderQuotation } from '../../documents/quotation-source.ts';
import { download } from '../../http/download.ts';
import { route } from '../../http/route.ts';
import { attachmentDownload, attachToQuote } from '../../quotes/quote-attach.ts';
import { acceptQuote } from '../../quotes/quote-accept.ts';
import { buyerDecides } from '../../quotes/quote-decide.ts';
import { listBuyerQuotes } from '../../quotes/quote-list.ts';
import { readQuote } from '../../quotes/quote-read.ts';
import { requestQuote } from '../../quotes/quote-request.ts';

/** A buyer's quotes (contract/calls/quotes.ts): their own, or their company's for its admin; another's answers 404. */
export async function quoteRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.quoteRequest, async ({ body, session }) => requestQuote(app.db, session.userId, body));
  route(app, calls.quoteList, async ({ body, session }) => listBuyerQuotes(app.db, session.userId, body));
  route(app, calls.quoteGet, async ({ body, session }) =>
    readQuote(app.db, body.id, { userId: session.userId, staff: false }),
  );
  route(app, calls.quoteAccept, async ({ body, session }) =>
    acceptQuote(app.db, session.userId, body, app.cardGateway, app.stockHolds),
  );
  route(app, calls.quoteDecline, async ({ body, session }) =>
    buyerDecides(app.db, session.userId, body.id, 'buyerDecline', body.message),
  );
  route(app, calls.quoteWithdraw, async ({ body, session }) =>
    buyerDecides(app.db, session.userId, body.id, 'withdraw', body.message),
  );
  route(app, calls.quoteAskChange, async ({ body, session }) =>
    buyerDecides(app.db, session.userId, body.id, 'askChange', body.message),
  );
  route(app, quoteAttach, async ({ body, session }) => attachToQuote(app.db, session.userId, body));
  download(app, quoteAttachment, async ({ query, session }) =>
    attachmentDownload(app.db, query.id, query.file, { userId: session.userId, staff: false }),
  );
  // In the lang header's language: the page's (docs/documents.md).
  download(app, quotePdf, async ({ query, session, request }) => ({
    ...(await renderQuotation(app.db, query.id, { userId: session.userId, staff: false }, request.language)),
    contentType: 'application/pdf',
  }));
}
