import type { BilingualText } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';

/** Whether the account's owner has proved its address (a verification link or a password reset). */
export async function hasVerifiedAddress(db: Db, userId: number): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('emailVerifiedAt')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.emailVerifiedAt !== null;
}

/**
 * Refuses (403, with `message`) what only a proved owner may do: anyone can register someone
 * else's address, and must not set up companies, teams or an address book in its name.
 */
export async function requireVerifiedAddress(db: Db, userId: number, message: BilingualText): Promise<void> {
  if (!(await hasVerifiedAddress(db, userId))) throw new ApiError(CODE.forbidden, message);
}
