import type { Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import type { MailAttachmentJson } from '../db/schema.ts';
import { invoiceFileName } from './invoice.ts';
import { renderInvoice } from './invoice-source.ts';
import { renderQuotation } from './quotation-source.ts';
import { renderCreditNote } from './credit-note-source.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * The documents an outbox row asks for, rendered as it is sent (an invoice shows the order as it is
 * then; a quotation the version it was sent with; a credit note the one issued), in the recipient's language, as the buyer sees them.
 */
export async function renderMailAttachments(
  db: Db,
  wanted: readonly MailAttachmentJson[],
  language: Language,
): Promise<MailAttachment[]> {
  const attachments: MailAttachment[] = [];
  for (const document of wanted) {
    if (document.kind === 'quotation') {
      // As the buyer who asked reads it: the version named, even if a newer one was sent since.
      const quote = await db
        .selectFrom('quotes')
        .select('userId')
        .where('id', '=', document.quoteId)
        .executeTakeFirstOrThrow();
      const quotation = await renderQuotation(
        db,
        document.quoteId,
        { userId: quote.userId, staff: false },
        language,
        document.versionNo,
      );
      attachments.push({ filename: quotation.fileName, content: quotation.bytes, contentType: 'application/pdf' });
      continue;
    }
    if (document.kind === 'creditNote') {
      const note = await renderCreditNote(db, document.creditNoteId, { staff: true }, language);
      attachments.push({ filename: note.fileName, content: note.bytes, contentType: 'application/pdf' });
      continue;
    }
    const order = await db
      .selectFrom('orders')
      .select('userId')
      .where('id', '=', document.orderId)
      .executeTakeFirstOrThrow();
    const invoice = await renderInvoice(db, order.userId, document.orderId, document.kind, language);
    attachments.push({
      filename: invoiceFileName(invoice.documentNo, invoice.kind),
      content: invoice.bytes,
      contentType: 'application/pdf',
    });
  }
  return attachments;
}
