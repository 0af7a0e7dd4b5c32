import type { Db } from '../db/connect.ts';
import { hashToken, newToken } from './tokens.ts';

/** A session ends after this long without use (sliding), and in any case after SESSION_MAX_MS. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** A remembered login lasts 7 days (docs/spec.md#constants). */
export const REMEMBER_MS = 7 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface IssuedTokens {
  token: string;
  rememberToken: string | null;
}

export interface ActiveSession {
  sessionId: number;
  userId: number;
  /** The session's second factor was proved (at sign-in, or by setting one up in it). */
  secondFactor: boolean;
  /** The account's company requires a second factor and this session has not proved one. */
  secondFactorDemanded: boolean;
  /** A procurement system started it (docs/punch-out.md): only the calls open in punch-out are answered. */
  punchOut: boolean;
}

/**
 * Starts a session; `secondFactorAt` when its second factor was proved (a remember token issued
 * with it carries that on, so remember-me never asks again and the browser keeps no factor).
 */
export async function createSession(
  db: Db,
  userId: number,
  remember: boolean,
  now = new Date(),
  secondFactorAt: Date | null = null,
): Promise<IssuedTokens> {
  const token = newToken();
  return db.transaction().execute(async (tx) => {
    const session = await tx
      .insertInto('sessions')
      .values({
        userId,
        kind: 'session',
        tokenHash: hashToken(token),
        sessionId: null,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
        secondFactorAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!remember) return { token, rememberToken: null };
    const rememberToken = newToken();
    await tx
      .insertInto('sessions')
      .values({
        userId,
        kind: 'remember',
        tokenHash: hashToken(rememberToken),
        sessionId: session.id,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + REMEMBER_MS),
        secondFactorAt,
      })
      .execute();
    return { token, rememberToken };
  });
}

/**
 * The live session a token names, with its expiry pushed forward; null if missing, expired, revoked
 * or its account disabled. The account is read in the same query, on every request, so no session
 * (whenever and however it was made) outlives the account's being disabled.
 */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<ActiveSession | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .leftJoin('companies as c', 'c.id', 'u.companyId')
    .leftJoin('punchoutSessions as p', 'p.sessionId', 's.id')
    .select([
      'p.id as punchOutId',
      's.id',
      's.userId',
      's.createdAt',
      's.lastUsedAt',
      's.expiresAt',
      's.secondFactorAt',
      'c.requireSecondFactor',
    ])
    .where('s.tokenHash', '=', hashToken(token))
    .where('s.kind', '=', 'session')
    .where('s.revokedAt', 'is', null)
    .where('u.disabledAt', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const hardEnd = new Date(row.createdAt).getTime() + SESSION_MAX_MS;
  if (new Date(row.expiresAt).getTime() <= now.getTime() || hardEnd <= now.getTime()) return null;
  if (now.getTime() - new Date(row.lastUsedAt).getTime() >= TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ lastUsedAt: now, expiresAt: new Date(Math.min(now.getTime() + SESSION_IDLE_MS, hardEnd)) })
      .where('id', '=', row.id)
      .execute();
  }
  const secondFactor = row.secondFactorAt !== null;
  return {
    sessionId: row.id,
    userId: row.userId,
    secondFactor,
    secondFactorDemanded: !secondFactor && row.requireSecondFactor === true,
    punchOut: row.punchOutId !== null,
  };
}

/** Marks a session's second factor as proved (by setting one up in it), and its remember token with it. */
export async function markSecondFactor(db: Db, sessionId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ secondFactorAt: now })
    .where((eb) => eb.or([eb('id', '=', sessionId), eb('sessionId', '=', sessionId)]))
    .execute();
}

/** Ends a session and the remember token issued with it. */
export async function revokeSession(db: Db, sessionId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where((eb) => eb.or([eb('id', '=', sessionId), eb('sessionId', '=', sessionId)]))
    .where('revokedAt', 'is', null)
    .execute();
}

/**
 * Ends every session and remember token of a user but the one session kept (and the remember token
 * issued with it); with none kept, ends them all. Answers how many ended.
 */
export async function revokeOtherSessions(
  tx: Db,
  userId: number,
  keptSessionId: number | null,
  now = new Date(),
): Promise<number> {
  let query = tx
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (keptSessionId !== null) {
    query = query
      .where('id', '!=', keptSessionId)
      .where((eb) => eb.or([eb('sessionId', 'is', null), eb('sessionId', '!=', keptSessionId)]));
  }
  const ended = await query.executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/**
 * Spends a remember token of the user with this email: answers the user id and when its session's
 * second factor was proved, and revokes the token (the caller issues a fresh pair), or null when it
 * is unknown, expired, revoked, someone else's, or its account is disabled.
 */
export async function spendRememberToken(
  db: Db,
  email: string,
  rememberToken: string,
  now = new Date(),
): Promise<{ userId: number; secondFactorAt: Date | null } | null> {
  return db.transaction().execute(async (tx) => {
    const spent = await tx
      .updateTable('sessions')
      .set({ revokedAt: now })
      .where('tokenHash', '=', hashToken(rememberToken))
      .where('kind', '=', 'remember')
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', now)
      .where('userId', 'in', (eb) =>
        eb.selectFrom('users').select('id').where('email', '=', email).where('disabledAt', 'is', null),
      )
      .returning(['userId', 'secondFactorAt'])
      .executeTakeFirst();
    return spent ?? null;
  });
}
