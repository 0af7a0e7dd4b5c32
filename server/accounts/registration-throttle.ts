import { fillBoth } from '#contract/i18n/text.ts';
import { underAdvisoryLocks } from '../db/advisory-lock.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';

/** Slows down account farming: registration attempts per address are counted in the database. */
export const REGISTRATION_WINDOW_MINUTES = 60;
export const MAX_REGISTRATIONS_PER_ADDRESS = 10;

/**
 * Counts this attempt, or refuses it with 429. The attempt is written and then counted while the
 * address's lock is held, so attempts arriving together (on any process) are counted one after the
 * other and exactly the limit passes; a refused attempt rolls back, so it does not prolong the wait.
 */
export async function recordRegistrationAttempt(db: Db, ip: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - REGISTRATION_WINDOW_MINUTES * 60 * 1000);
  await underAdvisoryLocks(db, [`registration:${ip}`], async (tx) => {
    // Old rows only slow the count down; trim them as new ones come.
    await tx.deleteFrom('registrationAttempts').where('at', '<=', since).execute();
    await tx.insertInto('registrationAttempts').values({ ip, at: now }).execute();
    const { attempts } = await tx
      .selectFrom('registrationAttempts')
      .select((eb) => eb.fn.countAll<number>().as('attempts'))
      .where('ip', '=', ip)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(attempts) > MAX_REGISTRATIONS_PER_ADDRESS) {
      throw new ApiError(
        CODE.tooMany,
        fillBoth(MESSAGES.tooManyRegistrations, { minutes: REGISTRATION_WINDOW_MINUTES }),
      );
    }
  });
}
