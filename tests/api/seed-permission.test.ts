import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRealOrders, seedRefusal } from '../../server/seed/seed-permission.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

describe('npm run seed over a shop in use', () => {
  it('re-seeds a demo shop freely but asks for SEED_DEMO=1 once a real buyer has ordered', async () => {
    expect(await hasRealOrders(api.db)).toBe(false);
    expect(seedRefusal({ production: false }, {}, false)).toBeNull();

    const real = await api.db
      .insertInto('users')
      .values({
        email: 'real.buyer@example.org',
        passwordHash: 'not-a-login',
        firstName: 'Real',
        lastName: 'Buyer',
        phone: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const demoOrder = await api.db.selectFrom('orders').select('id').limit(1).executeTakeFirstOrThrow();
    await api.db.updateTable('orders').set({ userId: real.id }).where('id', '=', demoOrder.id).execute();

    expect(await hasRealOrders(api.db)).toBe(true);
    expect(seedRefusal({ production: false }, {}, true)).toMatch(/needs SEED_DEMO=1/);
    expect(seedRefusal({ production: false }, { SEED_DEMO: '1' }, true)).toBeNull();
  });

  it('never seeds in production', () => {
    expect(seedRefusal({ production: true }, { SEED_DEMO: '1' }, false)).toMatch(/refused under NODE_ENV=production/);
  });
});
