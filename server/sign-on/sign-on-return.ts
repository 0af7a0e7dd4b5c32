import type { FastifyRequest } from 'fastify';
import type { SignOnFailure } from '#contract/limits/sign-on.ts';
import { claimLoginAttempt, clearLoginFailures, giveBackLoginAttempt } from '../auth/login-throttle.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { signOnCompanyOf } from './domains.ts';
import { discoverProvider, ProviderError, verifiedIdentity } from './provider-client.ts';
import { landingWithCode, landingWithFailure, sameSitePath } from './return-path.ts';
import type { SignOnSettings } from './settings.ts';
import { returnUri } from './sign-on-start.ts';
import { memberFor } from './sign-on-member.ts';

/** The key failed returns count under in the login limits (server/auth/login-throttle.ts), beside passwords'. */
const throttleKey = (email: string) => `sign-on:${email}`;

type SpentLogin = {
  id: number;
  companyId: number;
  email: string;
  nonce: string;
  codeVerifier: string;
  returnPath: string;
};

/**
 * Spends the sign-in a state names, once: a second return with the same state (a replay) finds it
 * spent. Answers it, or why it cannot go on.
 */
async function spendLogin(db: Db, state: string): Promise<SpentLogin | { failure: SignOnFailure }> {
  const now = new Date();
  const spent = await db
    .updateTable('signOnLogins')
    .set({ returnedAt: now })
    .where('stateHash', '=', hashToken(state))
    .where('returnedAt', 'is', null)
    .returning(['id', 'companyId', 'email', 'nonce', 'codeVerifier', 'returnPath', 'expiresAt'])
    .executeTakeFirst();
  if (!spent) {
    const used = await db
      .selectFrom('signOnLogins')
      .select('id')
      .where('stateHash', '=', hashToken(state))
      .executeTakeFirst();
    return { failure: used ? 'used' : 'expired' };
  }
  if (new Date(spent.expiresAt) <= now) return { failure: 'expired' };
  return spent;
}

/**
 * GET unpri/signOnReturn: the provider sends the browser back here. The sign-in its state names is
 * spent, a try is taken from the login limits (as a password would), openid-client exchanges the code
 * and verifies the ID token, and the address it names must be one of the company's domains. Then the
 * member's account (made on first sign-in) is handed to the return page through a one-use code in its
 * fragment; any failure lands there with its reason instead, and nobody is signed in.
 */
export async function finishReturn(db: Db, settings: SignOnSettings, request: FastifyRequest): Promise<string> {
  const query = request.query as Record<string, unknown>;
  const state = typeof query.state === 'string' && query.state.length <= 200 ? query.state : '';
  const login = state === '' ? { failure: 'expired' as const } : await spendLogin(db, state);
  if ('failure' in login) return landingWithFailure(settings.siteUrl, sameSitePath(undefined), login.failure);
  const fail = (failure: SignOnFailure) => landingWithFailure(settings.siteUrl, login.returnPath, failure);
  let attempt: number;
  try {
    attempt = await claimLoginAttempt(db, throttleKey(login.email), request.ip);
  } catch (error) {
    if (error instanceof ApiError && error.code === CODE.tooMany) return fail('tooMany');
    throw error;
  }
  const setting = await db
    .selectFrom('companySignOn')
    .selectAll()
    .where('companyId', '=', login.companyId)
    .executeTakeFirst();
  if (!setting || !settings.key) return fail('refused');
  let identity;
  try {
    const config = await discoverProvider(setting, settings.key);
    const arrived = new URL(`${returnUri(settings, request)}${request.url.slice(request.url.indexOf('?'))}`);
    identity = await verifiedIdentity(config, arrived, { state, nonce: login.nonce, codeVerifier: login.codeVerifier });
  } catch (error) {
    if (error instanceof ProviderError) return fail(error.failure);
    throw error;
  }
  const { email } = identity;
  // The provider vouches for an address; it must be one the company owns (and not one it says is unproved).
  if (!email || identity.emailVerified === false || (await signOnCompanyOf(db, email)) !== login.companyId)
    return fail('notMember');
  const member = await memberFor(db, login.companyId, { ...identity, email }, login.returnPath);
  if ('failure' in member) return fail(member.failure);
  await giveBackLoginAttempt(db, attempt);
  await clearLoginFailures(db, throttleKey(login.email), request.ip);
  const code = newToken();
  await db
    .updateTable('signOnLogins')
    .set({ userId: member.userId, handoffHash: hashToken(code) })
    .where('id', '=', login.id)
    .execute();
  return landingWithCode(settings.siteUrl, login.returnPath, code);
}
