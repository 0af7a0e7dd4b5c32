import { fillBoth } from '#contract/i18n/text.ts';
import { underAdvisoryLocks } from '../db/advisory-lock.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MAIL_MESSAGES } from '../i18n/mail-messages.ts';

/** Requests for an e-mailed link (reset, verification resend), per address and per network, in the database. */
export const LINK_REQUEST_WINDOW_MINUTES = 60;
export const MAX_LINK_REQUESTS_PER_EMAIL = 3;
export const MAX_LINK_REQUESTS_PER_IP = 20;

/**
 * Counts this request, or refuses it with 429. Written first, then counted with every other, so a
 * burst on any process gets no more than the limit through (as auth/login-throttle.ts does). The
 * limits hold whether or not the address has an account, so a refusal says nothing about one.
 */
export async function claimLinkRequest(db: Db, purpose: string, email: string, ip: string, now = new Date()): Promise<void> {
  // One claim at a time per address and per network (on every process): each counts those before it,
  // so a burst lets exactly the limit through. Always the address's lock first, then the network's.
  await underAdvisoryLocks(db, [`link:${email}`, `link-ip:${ip}`], (tx) => claimUnderLock(tx, purpose, email, ip, now));
}

async function claimUnderLock(db: Db, purpose: string, email: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LINK_REQUEST_WINDOW_MINUTES * 60 * 1000);
  await db.insertInto('emailLinkRequests').values({ purpose, email, ip, at: now }).execute();
  await db.deleteFrom('emailLinkRequests').where('at', '<', since).execute();
  const counts = await db
    .selectFrom('emailLinkRequests')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('email', '=', email).as('byEmail'),
      eb.fn.countAll<number>().filterWhere('ip', '=', ip).as('byAddress'),
    ])
    .where('purpose', '=', purpose)
    .where('at', '>', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  if (Number(counts.byEmail) > MAX_LINK_REQUESTS_PER_EMAIL || Number(counts.byAddress) > MAX_LINK_REQUESTS_PER_IP) {
    throw new ApiError(CODE.tooMany, fillBoth(MAIL_MESSAGES.tooManyLinkRequests, { minutes: LINK_REQUEST_WINDOW_MINUTES }));
  }
}
