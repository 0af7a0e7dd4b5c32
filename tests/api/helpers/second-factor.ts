import type { LoginAnswer, SignInAnswer } from '#contract/calls/login.ts';
import type { RecoveryCodes, SecondFactorInfo, TotpSetup } from '#contract/calls/second-factor.ts';
import type { Envelope } from '#contract/api/types.ts';
import { DEMO_ACCOUNTS, DEMO_STAFF_TOTP_SECRET } from '../../../server/seed/demo-accounts.ts';
import { totpCode, totpStep, TOTP_PERIOD_SECONDS } from '../../../server/auth/second-factor/totp.ts';
import { eventually } from './eventually.ts';

/**
 * Signing in accounts that have a second factor, for the tests (docs/security.md): the demo staff
 * hold DEMO_STAFF_TOTP_SECRET; an account a test gives an authenticator (addAuthenticator) is known
 * by its secret too. A code is taken once per time step, so each API keeps, per account, the last
 * step it used and the remember token of its last sign-in: signing in again spends that token (a
 * session whose second factor stays proved) and needs no new code.
 */

type Caller = (
  path: string,
  body?: unknown,
  options?: { headers?: Record<string, string> },
) => Promise<{ status: number; body: Envelope<unknown> }>;
interface CallsApi {
  call: Caller;
}

const DEMO_SECRETS = new Map<string, string>(
  DEMO_ACCOUNTS.filter((a) => a.role).map((a) => [a.email, DEMO_STAFF_TOTP_SECRET]),
);

/**
 * What one API (one database) knows of an account. Kept per API, never per process: the API test
 * files share their worker's modules (vitest.config.ts, isolate: false), and a secret a test gave an
 * account in its database must not follow the account into the next file's.
 */
interface Kept {
  lastStep: number;
  rememberToken: string | null;
  secret: string | undefined;
}
const keptByApi = new WeakMap<object, Map<string, Kept>>();

function keptFor(api: object, email: string): Kept {
  let byEmail = keptByApi.get(api);
  if (!byEmail) keptByApi.set(api, (byEmail = new Map()));
  const key = email.toLowerCase();
  let kept = byEmail.get(key);
  if (!kept) byEmail.set(key, (kept = { lastStep: 0, rememberToken: null, secret: DEMO_SECRETS.get(key) }));
  return kept;
}

/** The authenticator secret this API's tests know for an account (demo staff, or one given by addAuthenticator). */
export const secretOf = (api: object, email: string): string | undefined => keptFor(api, email).secret;

/** A code of the account's secret for a step not yet used through this API (waits for the next step when all in the window are). */
export async function freshCode(api: object, email: string): Promise<string> {
  const secret = secretOf(api, email);
  if (!secret) throw new Error(`No authenticator secret is known for ${email}`);
  const kept = keptFor(api, email);
  // The server takes the step before and after its now too: the current step, or the next when that
  // was used (a code of a past step could fall out of the window on the way).
  await eventually('a time step with its code unused', () =>
    kept.lastStep <= totpStep(new Date()) ? true : undefined,
  );
  const step = Math.max(kept.lastStep + 1, totpStep(new Date()));
  kept.lastStep = step;
  return totpCode(secret, new Date(step * TOTP_PERIOD_SECONDS * 1000));
}

/** How many codes a sign-in tries: another API on the same database may have taken a step first. */
const CODE_TRIES = 3;

/**
 * Finishes a password sign-in that asked for a second factor with the account's authenticator (any
 * other answer as it is). A code refused as used (another API object of the test signed the account
 * in during that step) is followed by the next step's.
 */
export async function proveWithCode(
  api: CallsApi,
  email: string,
  signedIn: Envelope<SignInAnswer>,
): Promise<Envelope<LoginAnswer>> {
  if (signedIn.code !== 200 || !('secondFactorChallenge' in signedIn.data)) return signedIn as Envelope<LoginAnswer>;
  let answer: Envelope<LoginAnswer> | undefined;
  for (let tries = 0; tries < CODE_TRIES && answer?.code !== 200; tries++) {
    const { body } = await api.call('unpri/userLoginSecondFactor', {
      challenge: signedIn.data.secondFactorChallenge,
      code: await freshCode(api, email),
    });
    answer = body as Envelope<LoginAnswer>;
  }
  return answer!;
}

/**
 * Lets this API's next code of the account be the current step's again: for a test that signs one
 * account in many times quickly, after it has forgotten the steps the server took (its own database).
 */
export function forgetUsedSteps(api: object, email: string): void {
  keptFor(api, email).lastStep = 0;
}

/**
 * Signs in with the password and, when the account has one, its second factor: by the remember
 * token of this API's last sign-in of the account when it still works, else with a fresh code. An
 * account that must have a second factor and has none yet (a staff account a test just added) is
 * given an authenticator in that session (addAuthenticator), so its staff calls work as before.
 */
export async function signInFully(api: CallsApi, email: string, password: string): Promise<Envelope<LoginAnswer>> {
  const signedIn = await passwordAndSecondFactor(api, email, password);
  if (signedIn.code === 200 && !secretOf(api, email)) {
    const info = (await api.call('pri/secondFactorInfo', {}, { headers: { token: signedIn.data.token } }))
      .body as Envelope<SecondFactorInfo>;
    if (info.code === 200 && info.data.required && !info.data.sessionProved)
      await addAuthenticator(api, email, signedIn.data.token);
  }
  return signedIn;
}

async function passwordAndSecondFactor(api: CallsApi, email: string, password: string): Promise<Envelope<LoginAnswer>> {
  const kept = secretOf(api, email) ? keptFor(api, email) : null;
  if (kept?.rememberToken) {
    const again = (await api.call('unpri/userLoginRemembered', { email, rememberToken: kept.rememberToken }))
      .body as Envelope<LoginAnswer>;
    kept.rememberToken = again.code === 200 ? again.data.rememberToken : null;
    if (again.code === 200) return again;
  }
  const first = (await api.call('unpri/userLogin', { email, pwd: password, remember: kept !== null }))
    .body as Envelope<SignInAnswer>;
  const proved = await proveWithCode(api, email, first);
  if (kept && proved.code === 200) kept.rememberToken = proved.data.rememberToken;
  return proved;
}

/**
 * Gives a signed-in account an authenticator app through the API (its session then counts as
 * proved) and remembers its secret, so signInFully signs it in later: a new staff account needs
 * one before the console opens. Answers the secret and the recovery codes.
 */
export async function addAuthenticator(
  api: CallsApi,
  email: string,
  token: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const headers = { token };
  const setup = (await api.call('pri/totpSetup', {}, { headers })).body as Envelope<TotpSetup>;
  if (setup.code !== 200) throw new Error(`totpSetup failed: ${setup.msg}`);
  keptFor(api, email).secret = setup.data.secret;
  const confirmed = (await api.call('pri/totpConfirm', { code: await freshCode(api, email) }, { headers }))
    .body as Envelope<RecoveryCodes>;
  if (confirmed.code !== 200) throw new Error(`totpConfirm failed: ${confirmed.msg}`);
  return { secret: setup.data.secret, recoveryCodes: confirmed.data.recoveryCodes };
}
