import type { EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { membershipOf, type Membership } from '../accounts/membership.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { TEAM_MESSAGES } from '../i18n/team-messages.ts';

/** The caller's company for reading its part numbers: any member; 404 outside a company. */
export async function memberCompanyOf(db: Db, userId: number): Promise<Membership> {
  const membership = await membershipOf(db, userId);
  if (!membership) throw new ApiError(CODE.notFound, TEAM_MESSAGES.noCompany);
  return membership;
}

/** A buyer named in the change history like staff: by id and e-mail. */
export async function changedBy(db: Db, userId: number): Promise<EditorSession> {
  const { email } = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  return { userId, email };
}
