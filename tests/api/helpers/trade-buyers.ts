import { hashPassword } from '../../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../../server/seed/demo-accounts.ts';
import { logInAs, type Buyer } from './shop.ts';
import type { TestApi } from './test-api.ts';

/** A logged-in admin of another company (Rival Fixings Ltd), made for a test: they must never see Acme's prices. */
export async function rivalBuyer(api: TestApi): Promise<Buyer> {
  const company = await api.db
    .insertInto('companies')
    .values({ name: 'Rival Fixings Ltd' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('users')
    .values({
      email: 'rival@rival.example',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Rae',
      lastName: 'Vale',
      phone: '',
      companyId: company.id,
      companyRole: 'admin',
      spendingLimitPence: null,
      emailVerifiedAt: new Date(),
    })
    .execute();
  return logInAs(api, 'rival@rival.example');
}

/** The buyers a trade-price test compares: Acme's admin and member (Acme's list), two buyers at list prices and a rival company's admin. */
export type TradeBuyers = Awaited<ReturnType<typeof tradeBuyers>>;

export async function tradeBuyers(api: TestApi) {
  return {
    acmeAdmin: await logInAs(api, 'admin@acme.example'),
    acmeMember: await logInAs(api, 'member@acme.example'),
    buyer: await logInAs(api, 'buyer@example.com'),
    jordan: await logInAs(api, 'jordan@example.com'),
    rival: await rivalBuyer(api),
  };
}
