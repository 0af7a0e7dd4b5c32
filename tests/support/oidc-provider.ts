import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as jose from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, for single sign-on tests. Who
 * signs in is the login_hint the shop sends (the address the buyer typed), so no login form is
 * needed: its interaction step finishes at once, and the grant of openid, email and profile is given
 * without a consent step. `misbehave` makes the token endpoint answer an ID token the shop must
 * refuse: another audience, nonce or issuer, or one expired an hour ago (re-signed with the
 * provider's own key, so only that claim is wrong), or a signature by a key the provider does not publish.
 */

export type Misbehaviour = 'audience' | 'nonce' | 'issuer' | 'expired' | 'signature' | null;

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Names each account's claims: given and family name from the address's local part unless set here. */
  names: Map<string, { given_name: string; family_name: string }>;
  /** The address the provider confirms instead of the login hint (an identity outside the company's domains). */
  confirmAs: string | null;
  misbehave: Misbehaviour;
  close(): Promise<void>;
}

const KID = 'test-signing-key';

function signingKey(): jose.JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as jose.JWK), kid: KID, alg: 'RS256', use: 'sig' };
}

/** The ID token as a misbehaving provider would answer it. */
async function tampered(idToken: string, how: Exclude<Misbehaviour, null>, key: jose.JWK): Promise<string> {
  const claims = jose.decodeJwt(idToken);
  if (how === 'audience') claims.aud = 'another-client';
  if (how === 'nonce') claims.nonce = 'not-the-nonce-the-shop-sent';
  if (how === 'issuer') claims.iss = 'http://127.0.0.1:1/another-issuer';
  if (how === 'expired') {
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    Object.assign(claims, { iat: hourAgo - 600, exp: hourAgo });
  }
  const signWith = how === 'signature' ? signingKey() : key;
  return new jose.SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .sign(await jose.importJWK(signWith, 'RS256'));
}

/** Starts a provider whose one client returns to each of `redirectUris`. */
export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const key = signingKey();
  const clientId = 'lihda-shop';
  const clientSecret = 'a-long-client-secret-for-tests-only';
  const state: Pick<TestProvider, 'names' | 'confirmAs' | 'misbehave'> = {
    names: new Map(),
    confirmAs: null,
    misbehave: null,
  };

  // The port is known only once listening: listen first, then make the provider with its issuer.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [key] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => {
        const local = sub.slice(0, sub.indexOf('@'));
        const names = state.names.get(sub) ?? { given_name: local, family_name: 'Tester' };
        return { sub, email: sub, email_verified: true, ...names, name: `${names.given_name} ${names.family_name}` };
      },
    }),
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.proxy = false;

  provider.use(async (ctx, next) => {
    const interaction = /^\/interaction\/([^/]+)$/.exec(ctx.path);
    if (interaction) {
      const details = await provider.interactionDetails(ctx.req, ctx.res);
      const hint = String(details.params.login_hint ?? '');
      const accountId = state.confirmAs ?? hint;
      const returnTo = await provider.interactionResult(
        ctx.req,
        ctx.res,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      ctx.status = 303;
      ctx.redirect(returnTo);
      return;
    }
    await next();
    if (ctx.path === '/token' && state.misbehave && ctx.status === 200) {
      const body = ctx.body as { id_token?: string };
      if (body.id_token) ctx.body = { ...body, id_token: await tampered(body.id_token, state.misbehave, key) };
    }
  });

  server.on('request', provider.callback());
  return Object.assign(state, {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
