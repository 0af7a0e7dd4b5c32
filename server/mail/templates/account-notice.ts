import { fill } from '#contract/i18n/text.ts';
import type { MailBody, ShopIdentity } from '../blocks.ts';

/** The words of a notice about a change to an account: greeting, what happened, what to do if it was not them. */
export interface AccountNoticeText {
  subject: string;
  hello: string;
  body: string;
  notYou: string;
  action: string;
}

/** A notice sent so a change to an account is never made unseen (password changed, address changed). */
export function accountNotice(
  t: AccountNoticeText,
  values: Record<string, string>,
  shop: ShopIdentity,
  actionHref: string,
): MailBody {
  return {
    subject: fill(t.subject, { shop: shop.name }),
    blocks: [
      { paragraph: fill(t.hello, values) },
      { paragraph: fill(t.body, values) },
      { paragraph: fill(t.notYou, { email: shop.email }) },
      { action: { label: t.action, href: actionHref } },
    ],
  };
}
