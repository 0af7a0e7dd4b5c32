import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { fillBoth } from '#contract/i18n/text.ts';

/**
 * Failed logins are counted in the database, so the limit holds across API processes.
 * Over the limit, even a right password is refused until the window has passed.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

function windowStart(now: Date): Date {
  return new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60 * 1000);
}

/**
 * Takes one attempt of the email's and the address's allowance before the password is checked. The
 * attempt is written first and then counted, so parallel guesses (on any process) each see the
 * others and no burst gets past the limit. Answers its id: a right password gives it back.
 */
export async function claimLoginAttempt(db: Db, email: string, ip: string, now = new Date()): Promise<number> {
  const since = windowStart(now);
  const { id } = await db.insertInto('loginFailures').values({ email, ip, at: now }).returning('id').executeTakeFirstOrThrow();
  // Old rows only slow the count down; trim them as new ones come.
  await db.deleteFrom('loginFailures').where('at', '<', since).execute();
  const counts = await db
    .selectFrom('loginFailures')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('email', '=', email).as('byEmail'),
      eb.fn.countAll<number>().filterWhere('ip', '=', ip).as('byAddress'),
    ])
    .where('at', '>', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  // This attempt is counted, and every other one already written: in a burst, at most the limit get through.
  if (Number(counts.byEmail) > MAX_FAILURES_PER_EMAIL || Number(counts.byAddress) > MAX_FAILURES_PER_ADDRESS) {
    const minutes = LOGIN_WINDOW_MINUTES;
    throw new ApiError(CODE.tooMany, fillBoth(MESSAGES.tooManyLogins, { minutes }));
  }
  return id;
}

/** A right password: its attempt was not a failure. */
export async function giveBackLoginAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom('loginFailures').where('id', '=', id).execute();
}

/** A successful login forgets that address's failures for this email. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('email', '=', email).execute();
}
