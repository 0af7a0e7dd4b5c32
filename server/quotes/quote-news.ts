import { fillBoth } from '#contract/i18n/text.ts';
import { activeStaffIds, type StaffRole } from '../back-office/tell-staff.ts';
import type { Db } from '../db/connect.ts';
import type { MailAttachmentJson } from '../db/schema.ts';
import { enqueueMail, recipientOfUser } from '../mail/outbox.ts';
import type { QuoteMailLine } from '../mail/templates/quote-update.ts';
import { writeInboxMessage, type InboxTemplate } from '../shop/inbox.ts';

/** Tells the buyer in the inbox and by e-mail (in their language), in the caller's transaction. */
export async function tellBuyer(
  tx: Db,
  quote: { id: number; userId: number },
  template: InboxTemplate,
  values: Record<string, string>,
  lines: QuoteMailLine[] = [],
  attachments: MailAttachmentJson[] = [],
): Promise<void> {
  const subject = fillBoth(template.subject, values);
  const body = fillBoth(template.body, values);
  await writeInboxMessage(tx, quote.userId, template, values, { quoteId: quote.id });
  await enqueueMail(tx, {
    to: await recipientOfUser(tx, quote.userId),
    template: 'quoteUpdate',
    values: { subject, body, quoteId: quote.id, forStaff: false, lines },
    attachments,
  });
}

/** Tells every member of staff with one of these roles by e-mail, each in their language. */
export async function tellStaff(
  tx: Db,
  roles: ReadonlyArray<StaffRole>,
  quoteId: number,
  template: InboxTemplate,
  values: Record<string, string>,
): Promise<void> {
  for (const id of await activeStaffIds(tx, roles)) {
    await enqueueMail(tx, {
      to: await recipientOfUser(tx, id),
      template: 'quoteUpdate',
      values: {
        subject: fillBoth(template.subject, values),
        body: fillBoth(template.body, values),
        quoteId,
        forStaff: true,
        lines: [],
      },
    });
  }
}
