import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Envelope } from '#contract/api/types.ts';
import type { LoginAnswer, SignInAnswer } from '#contract/calls/login.ts';
import { totpCode, totpStep, TOTP_PERIOD_SECONDS } from '../../../server/auth/second-factor/totp.ts';
import { DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET } from '../../../server/seed/demo-accounts.ts';

/**
 * The demo staff sign in with their authenticator code too (README, docs/security.md): these
 * helpers compute it from DEMO_STAFF_TOTP_SECRET. The server takes a code once per time step, and
 * the suite's two workers share the staff accounts, so each worker sends each step's code at most
 * once and moves to the next step when the other worker took it first.
 */

const PERIOD_MS = TOTP_PERIOD_SECONDS * 1000;
let lastStep = 0;

/** A code not yet sent by this worker: the current step's, or the next one's (the server takes one step ahead). */
async function nextCode(): Promise<string> {
  await expect.poll(() => lastStep <= totpStep(new Date()), { timeout: 2 * PERIOD_MS }).toBe(true);
  lastStep = Math.max(lastStep + 1, totpStep(new Date()));
  return totpCode(DEMO_STAFF_TOTP_SECRET, new Date(lastStep * PERIOD_MS));
}

const TRIES = 4;

/** Signs a demo staff account in over the API, code and all. */
export async function staffSignIn(request: APIRequestContext, email: string): Promise<LoginAnswer> {
  const first = (await (
    await request.post('/api/unpri/userLogin', { data: { email, pwd: DEMO_PASSWORD } })
  ).json()) as Envelope<SignInAnswer>;
  expect(first.code, first.msg).toBe(200);
  if (!('secondFactorChallenge' in first.data)) return first.data;
  let answer: Envelope<LoginAnswer> | null = null;
  for (let attempt = 0; attempt < TRIES && answer?.code !== 200; attempt++) {
    const data = { challenge: first.data.secondFactorChallenge, code: await nextCode() };
    answer = (await (await request.post('/api/unpri/userLoginSecondFactor', { data })).json()) as Envelope<LoginAnswer>;
  }
  expect(answer?.code, answer?.msg).toBe(200);
  return answer!.data;
}

const tokens = new Map<string, string>();

/** A demo staff session token for API calls, signed in once per worker (a session lasts 12 hours). */
export async function staffToken(request: APIRequestContext, email: string): Promise<string> {
  let token = tokens.get(email);
  if (!token) tokens.set(email, (token = (await staffSignIn(request, email)).token));
  return token;
}

/** The sign-in dialog's second step, after the password of a demo staff account: types codes until one is taken. */
export async function proveInDialog(page: Page, dialog: Locator): Promise<void> {
  const code = dialog.getByRole('textbox', { name: 'Code' });
  await expect(code).toBeFocused();
  const refused = page.getByText(/^That code is not right/);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    await code.fill(await nextCode());
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const outcome = async () =>
      (await refused.isVisible()) ? 'refused' : (await dialog.isVisible()) ? 'waiting' : 'done';
    await expect.poll(outcome).not.toBe('waiting');
    if ((await outcome()) === 'done') return;
    await expect(refused).toBeHidden({ timeout: 15_000 });
  }
  throw new Error('No authenticator code was taken');
}

/** Whether an e-mail is one of the demo staff accounts (they have the authenticator). */
export const isDemoStaff = (email: string) => email.endsWith('@lihda.example');
