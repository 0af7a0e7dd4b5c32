import type { LoginAnswer } from '#contract/calls/login.ts';
import type { PunchOutProtocol } from '#contract/limits/punch-out.ts';
import { PUNCH_OUT_LIMITS } from '#contract/limits/punch-out.ts';
import { loginAnswer } from '../accounts/users.ts';
import { createSession } from '../auth/sessions.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Db } from '../db/connect.ts';
import { usableBuyerEmail } from './buyer-email.ts';

/**
 * A punch-out session: the procurement system's request gets a one-use start code, short-lived;
 * the buyer's browser spends it for a shop session signed in as the connection's company account.
 */

/** Where a session's basket goes back to, with what the procurement system said of its buyer. */
export interface SessionStart {
  returnUrl: string;
  buyerCookie: string;
  /** The buyer a cXML setup request named ('' for none or an unusable address; OCI names none). */
  buyerEmail: string;
}

export async function openPunchOutSession(
  db: Db,
  connectionId: number,
  start: SessionStart,
  now = new Date(),
): Promise<string> {
  const code = newToken();
  await db
    .insertInto('punchoutSessions')
    .values({
      connectionId,
      startCodeHash: hashToken(code),
      startExpiresAt: new Date(now.getTime() + PUNCH_OUT_LIMITS.startMinutes * 60_000),
      ...start,
      buyerEmail: usableBuyerEmail(start.buyerEmail),
    })
    .execute();
  return code;
}

/** Whether a start code can still be spent (the start page checks before sending the browser on). */
export async function startCodeLive(db: Db, code: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('punchoutSessions')
    .select('id')
    .where('startCodeHash', '=', hashToken(code))
    .where('startedAt', 'is', null)
    .where('startExpiresAt', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export interface PunchOutBegun {
  login: LoginAnswer;
  protocol: PunchOutProtocol;
  systemName: string;
}

/** Spends a start code: the shop session it opens, or null when the code is unknown, spent or expired. */
export async function beginPunchOut(db: Db, code: string, now = new Date()): Promise<PunchOutBegun | null> {
  const spent = await db
    .updateTable('punchoutSessions')
    .set({ startedAt: now })
    .where('startCodeHash', '=', hashToken(code))
    .where('startedAt', 'is', null)
    .where('startExpiresAt', '>', now)
    .returning(['id', 'connectionId'])
    .executeTakeFirst();
  if (!spent) return null;
  const connection = await db
    .selectFrom('punchoutConnections as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select(['u.id', 'u.firstName', 'u.companyId', 'p.protocol', 'p.systemName'])
    .where('p.id', '=', spent.connectionId)
    .where('u.disabledAt', 'is', null)
    .executeTakeFirst();
  if (!connection) return null;
  const tokens = await createSession(db, connection.id, false, now);
  const session = await db
    .selectFrom('sessions')
    .select('id')
    .where('tokenHash', '=', hashToken(tokens.token))
    .executeTakeFirstOrThrow();
  await db.updateTable('punchoutSessions').set({ sessionId: session.id }).where('id', '=', spent.id).execute();
  return { login: loginAnswer(connection, tokens), protocol: connection.protocol, systemName: connection.systemName };
}

/** The punch-out session a shop session belongs to, or undefined for an ordinary sign-in. */
export function punchOutOfSession(db: Db, sessionId: number) {
  return db
    .selectFrom('punchoutSessions as s')
    .innerJoin('punchoutConnections as p', 'p.id', 's.connectionId')
    .select(['s.id', 's.returnUrl', 's.buyerCookie', 'p.protocol', 'p.systemName', 'p.domain', 'p.identity'])
    .where('s.sessionId', '=', sessionId)
    .executeTakeFirst();
}
