import type { Language } from '#contract/i18n/text.ts';
import { claimLinkRequest } from '../accounts/email-link-throttle.ts';
import { refuseUnusableLink, TOKEN_SHAPE } from '../accounts/email-links.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Db } from '../db/connect.ts';
import { enqueueMail } from '../mail/outbox.ts';

/** How long a newsletter confirmation link works: a reader may open the e-mail days later. */
export const NEWSLETTER_LINK_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * E-mails a link that adds the address to the newsletter when followed (double opt-in: nobody is
 * put on the list by someone else). The same happens whether or not the address is subscribed, so
 * neither the answer nor the mail shows who is; the link-request limits (accounts/email-link-throttle.ts)
 * hold per address from one network and per network (429), and past a few requests for one address
 * from every network together nothing more is mailed (the answer is the same), so nobody's inbox is
 * filled with confirmations they never asked for.
 */
export async function requestSubscription(
  db: Db,
  email: string,
  language: Language,
  ip: string,
  now = new Date(),
): Promise<void> {
  const address = email.toLowerCase();
  if (!(await claimLinkRequest(db, 'newsletter', address, ip, now))) return;
  const token = newToken();
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('newsletterConfirmations').where('expiresAt', '<', now).execute();
    await tx
      .insertInto('newsletterConfirmations')
      .values({
        email: address,
        language,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + NEWSLETTER_LINK_VALID_MS),
      })
      .execute();
    await enqueueMail(tx, { to: { email: address, language }, template: 'newsletterConfirm', values: { token } });
  });
}

/** Follows a confirmation link once: its address joins the list (once, however often it is asked). */
export async function confirmSubscription(db: Db, token: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const link = TOKEN_SHAPE.test(token)
      ? await tx
          .selectFrom('newsletterConfirmations')
          .selectAll()
          .where('tokenHash', '=', hashToken(token))
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    refuseUnusableLink(link, now);
    await tx.updateTable('newsletterConfirmations').set({ usedAt: now }).where('id', '=', link.id).execute();
    await tx
      .insertInto('subscribers')
      .values({ email: link.email, language: link.language })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  });
}
