import type { Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import type { MailAttachmentJson } from '../db/schema.ts';
import { invoiceFileName } from './invoice.ts';
import { renderInvoice } from './invoice-source.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * The documents an outbox row asks for, rendered as it is sent (so they show the order as it is
 * then), in the recipient's language, as the order's buyer sees them.
 */
export async function renderMailAttachments(db: Db, wanted: readonly MailAttachmentJson[], language: Language): Promise<MailAttachment[]> {
  const attachments: MailAttachment[] = [];
  for (const { kind, orderId } of wanted) {
    const order = await db.selectFrom('orders').select('userId').where('id', '=', orderId).executeTakeFirstOrThrow();
    const invoice = await renderInvoice(db, order.userId, orderId, kind, language);
    attachments.push({ filename: invoiceFileName(invoice.documentNo, invoice.kind), content: invoice.bytes, contentType: 'application/pdf' });
  }
  return attachments;
}
