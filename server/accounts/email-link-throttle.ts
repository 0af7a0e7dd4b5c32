import { fillBoth } from '#contract/i18n/text.ts';
import { underAdvisoryLocks } from '../db/advisory-lock.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MAIL_MESSAGES } from '../i18n/mail-messages.ts';

/** Requests for an e-mailed link (reset, verification resend), in the database. */
export const LINK_REQUEST_WINDOW_MINUTES = 60;
/** Per address from one network: a requester is refused (429) past this. */
export const MAX_LINK_REQUESTS_PER_PAIR = 3;
export const MAX_LINK_REQUESTS_PER_IP = 20;
/**
 * Per address from every network together: past this nothing more is mailed, but nobody is refused,
 * so others cannot keep the owner from asking; the links already mailed stay good (accounts/email-links.ts).
 */
export const MAX_RESET_MAILS_PER_ADDRESS = 5;

/** The refusal past a limit on e-mailed links, in both languages. */
export function tooManyLinkRequests(): ApiError {
  return new ApiError(
    CODE.tooMany,
    fillBoth(MAIL_MESSAGES.tooManyLinkRequests, { minutes: LINK_REQUEST_WINDOW_MINUTES }),
  );
}

/**
 * Counts this request, or refuses it with 429; answers whether a message may still be mailed to
 * the address. Written first, then counted with every other, so a burst on any process gets no more
 * than the limit through (as auth/login-throttle.ts does). The limits hold whether or not the
 * address has an account, so neither a refusal nor the answer says anything about one.
 */
export async function claimLinkRequest(
  db: Db,
  purpose: string,
  email: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  // One claim at a time per address and per network (on every process): each counts those before it,
  // so a burst lets exactly the limit through. Always the address's lock first, then the network's.
  return underAdvisoryLocks(db, [`link:${email}`, `link-ip:${ip}`], (tx) =>
    claimUnderLock(tx, purpose, email, ip, now),
  );
}

async function claimUnderLock(db: Db, purpose: string, email: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LINK_REQUEST_WINDOW_MINUTES * 60 * 1000);
  await db.insertInto('emailLinkRequests').values({ purpose, email, ip, at: now }).execute();
  await db.deleteFrom('emailLinkRequests').where('at', '<', since).execute();
  const counts = await db
    .selectFrom('emailLinkRequests')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('email', '=', email).as('byEmail'),
      eb.fn
        .countAll<number>()
        .filterWhere((f) => f.and([f('email', '=', email), f('ip', '=', ip)]))
        .as('byPair'),
      eb.fn.countAll<number>().filterWhere('ip', '=', ip).as('byAddress'),
    ])
    .where('purpose', '=', purpose)
    .where('at', '>', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  if (Number(counts.byPair) > MAX_LINK_REQUESTS_PER_PAIR || Number(counts.byAddress) > MAX_LINK_REQUESTS_PER_IP) {
    throw tooManyLinkRequests();
  }
  return Number(counts.byEmail) <= MAX_RESET_MAILS_PER_ADDRESS;
}
