import type { Db } from '../../db/connect.ts';
import { hashToken, newToken } from '../tokens.ts';

/** A sign-in waits this long for its second factor; a passkey prompt as long. */
export const CHALLENGE_MINUTES = 5;

const expiry = (now: Date) => new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);

export interface SignInChallenge {
  id: number;
  userId: number | null;
  remember: boolean;
  webauthnChallenge: string | null;
}

/** Starts a sign-in that waits for a second factor (a user whose password was right) or a passkey (no user yet): answers its token. */
export async function startSignIn(
  db: Db,
  userId: number | null,
  remember: boolean,
  webauthnChallenge: string | null = null,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  // Expired ones are of no use to anyone; trimmed as new ones come.
  await db.deleteFrom('authChallenges').where('expiresAt', '<', now).execute();
  await db
    .insertInto('authChallenges')
    .values({ tokenHash: hashToken(token), userId, remember, webauthnChallenge, expiresAt: expiry(now) })
    .execute();
  return token;
}

/** The live sign-in a token names, or null. */
export async function findSignIn(db: Db, token: string, now = new Date()): Promise<SignInChallenge | null> {
  const row = await db
    .selectFrom('authChallenges')
    .select(['id', 'userId', 'remember', 'webauthnChallenge'])
    .where('tokenHash', '=', hashToken(token))
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row ?? null;
}

/** Sets the WebAuthn challenge of a sign-in (the passkey prompt of its second step). */
export async function setSignInWebauthn(
  db: Db,
  id: number,
  webauthnChallenge: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('authChallenges')
    .set({ webauthnChallenge, expiresAt: expiry(now) })
    .where('id', '=', id)
    .execute();
}

/** Ends a sign-in (finished): true if this request ended it, so two racing answers never both sign in. */
export async function endChallenge(db: Db, id: number): Promise<boolean> {
  const ended = await db.deleteFrom('authChallenges').where('id', '=', id).executeTakeFirst();
  return Number(ended.numDeletedRows) === 1;
}

/** Binds a passkey registration's challenge to the session that asked (one at a time per session). */
export async function startRegistration(
  db: Db,
  sessionId: number,
  webauthnChallenge: string,
  now = new Date(),
): Promise<void> {
  await db.deleteFrom('authChallenges').where('sessionId', '=', sessionId).execute();
  await db
    .insertInto('authChallenges')
    .values({ sessionId, webauthnChallenge, expiresAt: expiry(now) })
    .execute();
}

/** Takes the session's registration challenge (once), or null when there is none live. */
export async function takeRegistration(db: Db, sessionId: number, now = new Date()): Promise<string | null> {
  const row = await db
    .deleteFrom('authChallenges')
    .where('sessionId', '=', sessionId)
    .returning(['webauthnChallenge', 'expiresAt'])
    .executeTakeFirst();
  if (!row || new Date(row.expiresAt).getTime() <= now.getTime()) return null;
  return row.webauthnChallenge;
}
