import type { FastifyRequest } from 'fastify';
import type { SignOnStartQuery } from '#contract/calls/sign-on.ts';
import { emailKey } from '../accounts/users.ts';
import { hashToken } from '../auth/tokens.ts';
import type { Db } from '../db/connect.ts';
import { signOnCompanyOf } from './domains.ts';
import { authorizationRequest, discoverProvider, ProviderError } from './provider-client.ts';
import { landingWithFailure, sameSitePath } from './return-path.ts';
import type { SignOnSettings } from './settings.ts';

/** How long the buyer has at the provider before the sign-in must start again. */
export const SIGN_ON_LOGIN_MINUTES = 10;
/** Starts one address may make from one network address in START_WINDOW_MINUTES (each asks the provider for its configuration). */
export const MAX_STARTS_PER_PAIR = 10;
const START_WINDOW_MINUTES = 15;
/** Sign-ins that never came back are deleted this long after they expired. */
const KEEP_EXPIRED_HOURS = 24;

/** The address the provider sends the buyer back to: registered with the provider as the client's redirect URI. */
export function returnUri(settings: SignOnSettings, request: FastifyRequest): string {
  return `${settings.siteUrl ?? `${request.protocol}://${request.host}`}/api/unpri/signOnReturn`;
}

async function tooManyStarts(db: Db, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - START_WINDOW_MINUTES * 60_000);
  const row = await db
    .selectFrom('signOnLogins')
    .select((eb) => eb.fn.countAll<number>().as('starts'))
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.starts) >= MAX_STARTS_PER_PAIR;
}

/**
 * GET unpri/signOnStart: where the browser goes next. The provider's authorization endpoint with a
 * fresh state, nonce and PKCE challenge (the sign-in under way is kept for the return), or the return
 * page with the reason when the address's domain has no provider or the provider cannot be reached.
 */
export async function startSignOn(
  db: Db,
  settings: SignOnSettings,
  request: FastifyRequest,
  query: SignOnStartQuery,
): Promise<string> {
  const returnPath = sameSitePath(query.returnTo);
  const email = emailKey(query.email);
  const companyId = await signOnCompanyOf(db, email);
  const setting =
    companyId === null
      ? undefined
      : await db.selectFrom('companySignOn').selectAll().where('companyId', '=', companyId).executeTakeFirst();
  if (!setting || !settings.key) return landingWithFailure(settings.siteUrl, returnPath, 'refused');
  if (await tooManyStarts(db, email, request.ip)) return landingWithFailure(settings.siteUrl, returnPath, 'tooMany');
  try {
    const config = await discoverProvider(setting, settings.key);
    const { url, checks } = await authorizationRequest(config, returnUri(settings, request), email);
    const now = new Date();
    await db
      .deleteFrom('signOnLogins')
      .where('expiresAt', '<', new Date(now.getTime() - KEEP_EXPIRED_HOURS * 3_600_000))
      .execute();
    await db
      .insertInto('signOnLogins')
      .values({
        stateHash: hashToken(checks.state),
        companyId: setting.companyId,
        email,
        nonce: checks.nonce,
        codeVerifier: checks.codeVerifier,
        returnPath,
        remember: query.remember === true,
        ip: request.ip,
        expiresAt: new Date(now.getTime() + SIGN_ON_LOGIN_MINUTES * 60_000),
      })
      .execute();
    return url.href;
  } catch (error) {
    if (error instanceof ProviderError) return landingWithFailure(settings.siteUrl, returnPath, error.failure);
    throw error;
  }
}
