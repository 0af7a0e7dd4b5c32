import type { SignOnFailure } from '#contract/limits/sign-on.ts';
import { localeOfPath } from '#contract/i18n/locales.ts';
import { REGISTRATION_LIMITS } from '#contract/limits/fields.ts';
import { emailKey } from '../accounts/users.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newToken } from '../auth/tokens.ts';
import type { Db } from '../db/connect.ts';
import type { VerifiedIdentity } from './provider-client.ts';

/** The account a verified identity signs in to, or why it may not. */
export type MemberOutcome = { userId: number } | { failure: SignOnFailure };

/**
 * The company member a provider vouched for. An address the company's domain owns that has no account
 * gets one, a member (buyer role) of the company, its address counted as proved; an account without a
 * company joins it the same way (the provider has just proved the address is the company's). An
 * account of another company, or of staff, is refused, as is a disabled one. The new account's
 * password is random and unknown to anyone: it signs in through the provider only.
 */
export async function memberFor(
  db: Db,
  companyId: number,
  identity: VerifiedIdentity & { email: string },
  returnPath: string,
): Promise<MemberOutcome> {
  const email = emailKey(identity.email);
  const existing = await db
    .selectFrom('users')
    .select(['id', 'companyId', 'role', 'disabledAt'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) {
    if (existing.disabledAt !== null) return { failure: 'disabled' };
    if (existing.role !== 'buyer' || (existing.companyId !== null && existing.companyId !== companyId))
      return { failure: 'notMember' };
    if (existing.companyId === null) {
      await db
        .updateTable('users')
        .set({
          companyId,
          companyRole: 'buyer',
          spendingLimitPence: null,
          canPayForTeam: false,
          emailVerifiedAt: new Date(),
        })
        .where('id', '=', existing.id)
        .execute();
    }
    return { userId: existing.id };
  }
  const [firstName, lastName] = namesOf(identity, email);
  const created = await db
    .insertInto('users')
    .values({
      email,
      passwordHash: await hashPassword(newToken()),
      firstName,
      lastName,
      phone: '',
      companyId,
      companyRole: 'buyer',
      language: localeOfPath(returnPath),
      spendingLimitPence: null,
      emailVerifiedAt: new Date(),
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  // Two returns for one new address at once: the other made the account; take it as it is now.
  return created ? { userId: created.id } : memberFor(db, companyId, identity, returnPath);
}

/** First and last name from the token's claims, else the address's local part; cut to the registration limits. */
function namesOf(identity: VerifiedIdentity, email: string): [string, string] {
  const whole = identity.name?.trim().split(/\s+/) ?? [];
  const first = identity.givenName?.trim() || whole[0] || email.slice(0, email.indexOf('@'));
  const last = identity.familyName?.trim() || whole.slice(1).join(' ');
  return [first.slice(0, REGISTRATION_LIMITS.firstName), last.slice(0, REGISTRATION_LIMITS.lastName)];
}
