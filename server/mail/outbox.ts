import type { Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import type { MailAttachmentJson } from '../db/schema.ts';
import type { TemplateName, TemplateValues } from './templates/index.ts';

/** Whom a message goes to, and in which language it is written. */
export interface Recipient {
  email: string;
  language: Language;
}

export interface MailRequest<K extends TemplateName> {
  to: Recipient;
  template: K;
  values: TemplateValues<K>;
  attachments?: MailAttachmentJson[];
}

/** Templates whose message holds a single-use link: its values are blanked once it is sent. */
const CARRIES_SECRET: ReadonlySet<TemplateName> = new Set([
  'verifyEmail',
  'changeEmail',
  'passwordReset',
  'newsletterConfirm',
]);

/**
 * Asks for an e-mail, in the transaction of the event that causes it: the message goes out only if
 * that transaction commits, and then surely (the worker in mail/worker.ts sends it).
 */
export async function enqueueMail<K extends TemplateName>(tx: Db, request: MailRequest<K>): Promise<number> {
  const row = await tx
    .insertInto('mailOutbox')
    .values({
      template: request.template,
      recipient: request.to.email,
      language: request.to.language,
      values: JSON.stringify(request.values),
      attachments: JSON.stringify(request.attachments ?? []),
      carriesSecret: CARRIES_SECRET.has(request.template),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A user as a recipient: their address and their language. */
export async function recipientOfUser(tx: Db, userId: number): Promise<Recipient> {
  const user = await tx
    .selectFrom('users')
    .select(['email', 'language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { email: user.email, language: user.language === 'zh-cn' ? 'zh-cn' : 'en' };
}
