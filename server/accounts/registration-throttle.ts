import { fillBoth } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';

/** Slows down account farming: registration attempts per address are counted in the database. */
export const REGISTRATION_WINDOW_MINUTES = 60;
export const MAX_REGISTRATIONS_PER_ADDRESS = 10;

/**
 * Counts this attempt, or refuses it with 429. The attempt is written before the window is
 * counted, so concurrent attempts (even on other API processes) cannot all see room under the
 * limit; a refused attempt is taken back so that it does not prolong the wait.
 */
export async function recordRegistrationAttempt(db: Db, ip: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - REGISTRATION_WINDOW_MINUTES * 60 * 1000);
  // Old rows only slow the count down; trim them as new ones come.
  await db.deleteFrom('registrationAttempts').where('at', '<=', since).execute();
  const attempt = await db.insertInto('registrationAttempts').values({ ip, at: now }).returning('id').executeTakeFirstOrThrow();
  const { attempts } = await db
    .selectFrom('registrationAttempts')
    .select((eb) => eb.fn.countAll<number>().as('attempts'))
    .where('ip', '=', ip)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(attempts) <= MAX_REGISTRATIONS_PER_ADDRESS) return;
  await db.deleteFrom('registrationAttempts').where('id', '=', attempt.id).execute();
  const minutes = REGISTRATION_WINDOW_MINUTES;
  throw new ApiError(CODE.tooMany, fillBoth(MESSAGES.tooManyRegistrations, { minutes }));
}
