import type { Selectable } from 'kysely';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Db } from '../db/connect.ts';
import type { EmailLinkPurpose, EmailLinksTable } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MAIL_MESSAGES } from '../i18n/mail-messages.ts';

/** How long each kind of link works. */
export const LINK_VALID_MS: Record<EmailLinkPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  changeEmail: 24 * 60 * 60 * 1000,
  resetPassword: 60 * 60 * 1000,
};

/**
 * Whether a new link voids the earlier open ones. A reset link does not: anyone can ask for one to
 * any address, and must not be able to void the link its owner has just received. Reset links are
 * instead voided together once one is used or the password changes (voidOpenLinks).
 */
const NEWEST_ONLY: Record<EmailLinkPurpose, boolean> = { verify: true, changeEmail: true, resetPassword: false };

/** Ends a user's open links of one purpose. */
export async function voidOpenLinks(
  tx: Db,
  userId: number,
  purpose: EmailLinkPurpose,
  now = new Date(),
): Promise<void> {
  await tx
    .updateTable('emailLinks')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}

/**
 * A new single-use link for a user and an address: a 256-bit token, of which only the hash is kept.
 * For verification and address changes only the newest e-mail's link works (NEWEST_ONLY).
 */
export async function issueEmailLink(
  tx: Db,
  userId: number,
  purpose: EmailLinkPurpose,
  email: string,
  now = new Date(),
): Promise<string> {
  if (NEWEST_ONLY[purpose]) await voidOpenLinks(tx, userId, purpose, now);
  const token = newToken();
  await tx
    .insertInto('emailLinks')
    .values({
      userId,
      purpose,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + LINK_VALID_MS[purpose]),
    })
    .execute();
  return token;
}

/** Tokens are 43 base64url characters; anything else is not worth a look-up. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Says plainly why a link found (or not) by its token cannot be spent: wrong, used or expired. */
export function refuseUnusableLink(
  link: { usedAt: Date | string | null; expiresAt: Date | string } | undefined,
  now: Date,
): asserts link {
  if (!link) throw new ApiError(CODE.notFound, MAIL_MESSAGES.linkWrong, { field: 'token' });
  if (link.usedAt) throw new ApiError(CODE.conflict, MAIL_MESSAGES.linkUsed, { field: 'token' });
  if (new Date(link.expiresAt) <= now) throw new ApiError(CODE.conflict, MAIL_MESSAGES.linkExpired, { field: 'token' });
}

/**
 * Spends a link of one of these purposes (inside the caller's transaction): answers its row, or says plainly
 * that it is wrong, used or expired. The row is locked, so two clicks cannot both spend it.
 */
export async function spendEmailLink(
  tx: Db,
  purposes: EmailLinkPurpose[],
  token: string,
  now = new Date(),
): Promise<Selectable<EmailLinksTable>> {
  const link = TOKEN_SHAPE.test(token)
    ? await tx
        .selectFrom('emailLinks')
        .selectAll()
        .where('tokenHash', '=', hashToken(token))
        .where('purpose', 'in', purposes)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  refuseUnusableLink(link, now);
  await tx.updateTable('emailLinks').set({ usedAt: now }).where('id', '=', link.id).execute();
  return link;
}
