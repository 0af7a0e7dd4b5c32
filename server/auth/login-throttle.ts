import { underAdvisoryLocks } from '../db/advisory-lock.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { fillBoth } from '#contract/i18n/text.ts';

/**
 * Failed logins are counted in the database, so the limits hold across API processes. They are
 * counted per (email, address) pair, so guesses from one place never lock the owner out from
 * another: after MAX_FAILURES_PER_PAIR failures the pair waits, longer after each further attempt.
 * An address with MAX_FAILURES_PER_ADDRESS failures in ADDRESS_WINDOW_MINUTES, over any emails
 * (real accounts or not: spraying a few passwords over many accounts), is refused whole for the
 * window, right passwords included: letting a right password through would tell the sprayer which
 * guess was right. The cap is several times what an office's mistypes come to (docs/security.md).
 */
export const MAX_FAILURES_PER_PAIR = 5;
/** Waits after the free attempts: 1, 2, 4 … minutes, at most this long. */
export const MAX_PAIR_WAIT_MINUTES = 60;
/** A pair's failures are remembered this long (the wait has grown to its cap well before). */
const PAIR_MEMORY_HOURS = 24;
export const ADDRESS_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * The key second-factor codes of an account are counted under: apart from its password's, so a
 * right password (which forgets the password's failures) never frees more guesses at the code.
 */
export const secondFactorKey = (email: string) => `${email}#second-factor`;

/** How long a pair with `failures` earlier failures must wait after its last one, in minutes. */
export function pairWaitMinutes(failures: number): number {
  if (failures < MAX_FAILURES_PER_PAIR) return 0;
  return Math.min(2 ** (failures - MAX_FAILURES_PER_PAIR), MAX_PAIR_WAIT_MINUTES);
}

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * Takes one attempt of the pair's and the address's allowance before the password is checked. The
 * attempt is written first and then counted, so parallel guesses (on any process) each see the
 * others and no burst gets past the limit. Answers its id: a right password gives it back.
 */
export async function claimLoginAttempt(db: Db, email: string, ip: string, now = new Date()): Promise<number> {
  // One claim at a time per address (on every process): each counts the attempts claimed before it,
  // so a burst lets exactly the limit through and the pair is then held, on PostgreSQL as on PGlite.
  return underAdvisoryLocks(db, [`login:${ip}`], (tx) => claimUnderLock(tx, email, ip, now));
}

async function claimUnderLock(db: Db, email: string, ip: string, now: Date): Promise<number> {
  const { id } = await db
    .insertInto('loginFailures')
    .values({ email, ip, at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Old rows only slow the count down; trim them as new ones come.
  await db
    .deleteFrom('loginFailures')
    .where('at', '<', minutesAgo(now, PAIR_MEMORY_HOURS * 60))
    .execute();
  const pair = await db
    .selectFrom('loginFailures')
    .select((eb) => [eb.fn.countAll<number>().as('failures'), eb.fn.max('at').as('last')])
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('id', '!=', id)
    .executeTakeFirstOrThrow();
  const wait = pairWaitMinutes(Number(pair.failures));
  const left = wait > 0 && pair.last ? new Date(pair.last).getTime() + wait * 60_000 - now.getTime() : 0;
  if (left > 0) return refuse(db, id, Math.ceil(left / 60_000));
  const address = await db
    .selectFrom('loginFailures')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('ip', '=', ip)
    .where('id', '!=', id)
    .where('at', '>', minutesAgo(now, ADDRESS_WINDOW_MINUTES))
    .executeTakeFirstOrThrow();
  if (Number(address.failures) >= MAX_FAILURES_PER_ADDRESS) return refuse(db, id, ADDRESS_WINDOW_MINUTES);
  return id;
}

/**
 * A refused attempt checked no password, so it is not a failure: it leaves no row, and only
 * checked failures make the wait grow (an owner retrying does not lengthen it). Until it is
 * deleted it counts, so a burst arriving together is still refused as one.
 */
async function refuse(db: Db, id: number, minutes: number): Promise<never> {
  await db.deleteFrom('loginFailures').where('id', '=', id).execute();
  throw new ApiError(
    CODE.tooMany,
    minutes <= 1 ? MESSAGES.tooManyLoginsMinute : fillBoth(MESSAGES.tooManyLogins, { minutes }),
  );
}

/** A right password: its attempt was not a failure. */
export async function giveBackLoginAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom('loginFailures').where('id', '=', id).execute();
}

/** A successful login forgets the failures of this email from this address (not those from elsewhere). */
export async function clearLoginFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('email', '=', email).where('ip', '=', ip).execute();
}
