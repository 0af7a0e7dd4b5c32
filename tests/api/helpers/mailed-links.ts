import type { TestApi } from './test-api.ts';

/**
 * The token of the newest message of a template to an address, read from the outbox (the test app
 * runs no mail worker, so the row keeps its values): what the buyer's link would carry.
 */
export async function mailedToken(
  api: Pick<TestApi, 'db'>,
  email: string,
  template: 'verifyEmail' | 'changeEmail' | 'passwordReset',
): Promise<string> {
  const row = await api.db
    .selectFrom('mailOutbox')
    .select('values')
    .where('recipient', '=', email.toLowerCase())
    .where('template', '=', template)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return (row.values as { token: string }).token;
}

/**
 * Follows the newest verification (or address-change) link sent to an address, as its owner would:
 * signed in with `sessionToken` when given (an address change then keeps that session alone).
 */
export async function followMailedLink(
  api: TestApi,
  email: string,
  template: 'verifyEmail' | 'changeEmail' = 'verifyEmail',
  sessionToken?: string,
): Promise<void> {
  const { body } = await api.call(
    'unpri/emailVerify',
    { token: await mailedToken(api, email, template) },
    sessionToken ? { headers: { token: sessionToken } } : {},
  );
  if (body.code !== 200) throw new Error(`verification of ${email} failed: ${body.msg}`);
}
