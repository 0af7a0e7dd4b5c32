import type { APIRequestContext } from '@playwright/test';
import type { Envelope } from '#contract/api/types.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';

/**
 * Registers a new buyer through the API, as from a network of its own. The specs register many buyers
 * from this one machine; the test shop believes a loopback proxy's X-Forwarded-For
 * (serve-for-tests.ts), so the per-network limit (server/accounts/registration-throttle.ts, tested in
 * tests/api/register.test.ts) is not what a journey runs into.
 */
export async function registerBuyer(
  request: APIRequestContext,
  data: { firstName: string; lastName: string; email: string; pwd: string },
): Promise<Envelope<LoginAnswer>> {
  const network = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  const answer = await request.post('/api/unpri/userRegister', { data, headers: { 'x-forwarded-for': network } });
  return (await answer.json()) as Envelope<LoginAnswer>;
}
