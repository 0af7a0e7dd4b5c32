import type { Selectable } from 'kysely';
import type { Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import type { MailOutboxTable } from '../db/schema.ts';
import type { MailContext, MailTemplate, ShopIdentity } from './blocks.ts';
import { renderMail } from './layout.ts';
import { isTemplateName, TEMPLATES } from './templates/index.ts';
import type { OutgoingMail } from './transport.ts';

export type OutboxRow = Selectable<MailOutboxTable>;

/** The shop's name, address, VAT number and contact for the footer, as the company info page has them. */
export async function shopIdentity(db: Db): Promise<ShopIdentity> {
  const row = await db.selectFrom('companyInfo').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return {
    name: row.name,
    addressLines: [row.addressLine1, row.addressLine2, row.addressLine3, row.addressLine4, row.addressLine5],
    vatNo: row.vatNo,
    email: row.email,
    telephone: row.telephone1,
  };
}

export const languageOfRow = (row: OutboxRow): Language => (row.language === 'zh-cn' ? 'zh-cn' : 'en');

/** A stable Message-ID per outbox row: a message sent again after a crash is the same message. */
function messageIdOf(row: OutboxRow, siteUrl: string): string {
  return `<outbox-${row.id}-${new Date(row.createdAt).getTime()}@${new URL(siteUrl).hostname}>`;
}

/** Renders an outbox row in its recipient's language, as it is sent now, with its documents already rendered. */
export function composeMail(
  row: OutboxRow,
  shop: ShopIdentity,
  siteUrl: string,
  attachments: OutgoingMail['attachments'] = [],
): OutgoingMail {
  if (!isTemplateName(row.template)) throw new Error(`No such mail template: ${row.template}`);
  const language = languageOfRow(row);
  const context: MailContext = { language, shop, link: (path) => `${siteUrl}${path}` };
  // The values were typed for this template when the row was written (mail/outbox.ts).
  const template = TEMPLATES[row.template] as MailTemplate<unknown>;
  const rendered = renderMail(template(row.values, context), shop, language);
  return { to: row.recipient, ...rendered, messageId: messageIdOf(row, siteUrl), attachments };
}
