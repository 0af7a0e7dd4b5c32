import * as oidc from 'openid-client';
import { unsealSecret } from '../auth/sealed-secret.ts';

/**
 * Talking to a company's OpenID Connect provider with openid-client, which checks the ID token's
 * issuer, audience, nonce, signature and expiry and the PKCE and state of the return: nothing
 * here skips a check. A provider is discovered afresh for each step, so a changed configuration or
 * rotated keys are seen at once and a provider that is down is noticed before the buyer leaves.
 */

/** Seconds before a provider that does not answer counts as down. */
const PROVIDER_TIMEOUT_S = 10;

export interface ProviderSetting {
  issuer: string;
  clientId: string;
  clientSecretSealed: string;
}

/** Why a step failed: the provider could not be reached, or it (or its answer) was refused. */
export type ProviderFailure = 'unavailable' | 'refused';

export class ProviderError extends Error {
  override name = 'ProviderError';
  readonly failure: ProviderFailure;
  constructor(failure: ProviderFailure, cause: unknown) {
    super(`Single sign-on ${failure}`, { cause });
    this.failure = failure;
  }
}

/** A failure to reach the provider at all (refused connection, timeout), seen through error causes. */
function isUnreachable(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (
      e.name === 'TimeoutError' ||
      e.name === 'AbortError' ||
      (e instanceof TypeError && e.message === 'fetch failed')
    )
      return true;
  }
  return false;
}

const failureOf = (error: unknown) => new ProviderError(isUnreachable(error) ? 'unavailable' : 'refused', error);

export async function discoverProvider(setting: ProviderSetting, key: Buffer): Promise<oidc.Configuration> {
  // http only on loopback (contract/limits/sign-on.ts ISSUER_PATTERN): a provider under test.
  const insecure = new URL(setting.issuer).protocol === 'http:';
  try {
    // Non-repudiation: the ID token's signature is checked against the provider's published keys even
    // though it comes straight from the token endpoint (openid-client would otherwise trust TLS alone).
    const execute = insecure
      ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks]
      : [oidc.enableNonRepudiationChecks];
    return await oidc.discovery(
      new URL(setting.issuer),
      setting.clientId,
      undefined,
      oidc.ClientSecretBasic(unsealSecret(setting.clientSecretSealed, key)),
      { timeout: PROVIDER_TIMEOUT_S, execute },
    );
  } catch (error) {
    throw failureOf(error);
  }
}

/** What the start keeps to check the return: state, nonce and the PKCE verifier. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationRequest(
  config: oidc.Configuration,
  redirectUri: string,
  loginHint: string,
): Promise<{ url: URL; checks: AuthorizationChecks }> {
  const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
    state: checks.state,
    nonce: checks.nonce,
    login_hint: loginHint,
  });
  return { url, checks };
}

/** The claims the shop reads from a verified ID token. */
export interface VerifiedIdentity {
  email: string | undefined;
  emailVerified: boolean | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

const stringClaim = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Exchanges the code of the provider's return (its URL as it arrived) and verifies the ID token. */
export async function verifiedIdentity(
  config: oidc.Configuration,
  returnUrl: URL,
  checks: AuthorizationChecks,
): Promise<VerifiedIdentity> {
  try {
    const tokens = await oidc.authorizationCodeGrant(config, returnUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedNonce: checks.nonce,
      expectedState: checks.state,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('The provider answered no ID token.');
    // Many providers put the address in the ID token; others only at userinfo (for the same subject).
    const claims =
      typeof idToken.email === 'string'
        ? idToken
        : { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
    return {
      email: stringClaim(claims.email),
      emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : undefined,
      givenName: stringClaim(claims.given_name),
      familyName: stringClaim(claims.family_name),
      name: stringClaim(claims.name),
    };
  } catch (error) {
    throw failureOf(error);
  }
}
