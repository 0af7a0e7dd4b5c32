import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import { tellStaffOf } from '../back-office/tell-staff.ts';
import type { Db } from '../db/connect.ts';
import { inBothLanguages } from '../i18n/team-messages.ts';
import type { InboxTemplate } from '../shop/inbox.ts';

/**
 * Tells sales by e-mail of a buyer's move on a return (asked for, withdrawn): who, which order, which
 * parts ("2 × SC-10") and why, each salesperson in their language, in the caller's transaction.
 */
export async function tellSalesOfReturn(
  tx: Db,
  news: InboxTemplate,
  about: { orderNo: string; userId: number; lines: string; reason: BilingualText },
): Promise<void> {
  const buyer = await tx
    .selectFrom('users')
    .select(['firstName', 'lastName'])
    .where('id', '=', about.userId)
    .executeTakeFirstOrThrow();
  const text = inBothLanguages(news, { reason: about.reason });
  const values = { orderNo: about.orderNo, buyer: `${buyer.firstName} ${buyer.lastName}`, lines: about.lines };
  await tellStaffOf(tx, ['sales'], 'returns', {
    subject: fillBoth(text.subject, values),
    body: fillBoth(text.body, values),
  });
}
