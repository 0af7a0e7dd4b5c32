import type { BilingualText } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { enqueueMail, recipientOfUser } from '../mail/outbox.ts';

export type StaffRole = 'sales' | 'admin';

/** The members of staff with one of these roles whose accounts are in use, oldest first: whom buyers' news goes to. */
export async function activeStaffIds(tx: Db, roles: ReadonlyArray<StaffRole>): Promise<number[]> {
  const staff = await tx
    .selectFrom('users')
    .select('id')
    .where('role', 'in', [...roles])
    .where('disabledAt', 'is', null)
    .orderBy('id')
    .execute();
  return staff.map((member) => member.id);
}

/**
 * Tells every active member of staff with one of these roles by e-mail, each in their language, with
 * a link to the console's section (`/editor#returns`), in the caller's transaction.
 */
export async function tellStaffOf(
  tx: Db,
  roles: ReadonlyArray<StaffRole>,
  section: string,
  news: { subject: BilingualText; body: BilingualText },
): Promise<void> {
  for (const id of await activeStaffIds(tx, roles)) {
    await enqueueMail(tx, {
      to: await recipientOfUser(tx, id),
      template: 'staffNews',
      values: { subject: news.subject, body: news.body, section },
    });
  }
}
