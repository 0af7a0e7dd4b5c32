import { SIGN_ON_FRAGMENT } from '#contract/limits/sign-on-fragment.ts';
import type { TestProvider } from '../../support/oidc-provider.ts';
import type { Buyer } from './shop.ts';
import type { TestApi } from './test-api.ts';

/** The shop's public address in these tests: the provider returns to it, the return page lands on it. */
export const TEST_SITE = 'http://shop.test';
export const TEST_RETURN_URI = `${TEST_SITE}/api/unpri/signOnReturn`;

/** Where a step sent the browser: a page of the shop (with its fragment read), or elsewhere. */
export interface Landing {
  url: URL;
  code: string | null;
  error: string | null;
}

const landingOf = (location: string): Landing => {
  const url = new URL(location, TEST_SITE);
  const fragment = new URLSearchParams(url.hash.slice(1));
  return { url, code: fragment.get(SIGN_ON_FRAGMENT.code), error: fragment.get(SIGN_ON_FRAGMENT.error) };
};

/** The shop's start step: where it sends the browser. */
export async function startAt(api: TestApi, query: Record<string, string>): Promise<URL> {
  const response = await api.app.inject({ method: 'GET', url: `/api/unpri/signOnStart?${new URLSearchParams(query)}` });
  if (response.statusCode !== 303) throw new Error(`signOnStart answered ${response.statusCode}: ${response.body}`);
  return new URL(String(response.headers.location), TEST_SITE);
}

/**
 * The browser at the provider: follows its redirects (keeping its cookies, as a browser does) from
 * the authorization URL until it is sent back to the shop, and answers that return URL.
 */
export async function throughProvider(authorization: URL): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorization;
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin === TEST_SITE) return url;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(
        `The provider answered ${response.status} without a redirect at ${url.href}: ${await response.text()}`,
      );
    url = new URL(location, url);
  }
  throw new Error('The provider never sent the browser back.');
}

/** The shop's return step, as the browser arrives from the provider. */
export async function returnTo(api: TestApi, returnUrl: URL): Promise<Landing> {
  const response = await api.app.inject({ method: 'GET', url: `${returnUrl.pathname}${returnUrl.search}` });
  if (response.statusCode !== 303) throw new Error(`signOnReturn answered ${response.statusCode}: ${response.body}`);
  return landingOf(String(response.headers.location));
}

export const landingOfStart = (url: URL): Landing => landingOf(url.href);

/** The whole journey of one sign-in: start, the provider, the return. Answers where the browser lands and the return URL (to replay). */
export async function signOnJourney(
  api: TestApi,
  email: string,
  options: { returnTo?: string; remember?: boolean } = {},
): Promise<{ landing: Landing; returnUrl: URL }> {
  const query: Record<string, string> = { email, returnTo: options.returnTo ?? '/acInformation' };
  if (options.remember) query.remember = 'true';
  const authorization = await startAt(api, query);
  // The start itself may send the browser back (a provider that is down).
  if (authorization.origin === TEST_SITE) return { landing: landingOfStart(authorization), returnUrl: authorization };
  const returnUrl = await throughProvider(authorization);
  return { landing: await returnTo(api, returnUrl), returnUrl };
}

/** Sets up `provider` as the company's single sign-on for `domains`, through the console's call. */
export async function configureSignOn(
  admin: Buyer,
  companyId: number,
  provider: Pick<TestProvider, 'issuer' | 'clientId' | 'clientSecret'>,
  domains: string,
) {
  return admin.call('staff/companySignOnSave', {
    id: companyId,
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    domains,
  });
}
