import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/** Orders of anyone but the demo accounts: what a re-seed must not sweep away unasked. */
export async function hasRealOrders(db: Db): Promise<boolean> {
  const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
  const order = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.userId')
    .select('orders.id')
    .where('users.email', 'not in', demoEmails)
    .limit(1)
    .executeTakeFirst();
  return order !== undefined;
}

/**
 * Why `npm run seed` must not replace this catalogue, or null when it may: never in production
 * (the demo accounts share a published password), and over orders of real buyers only with SEED_DEMO=1.
 */
export function seedRefusal(
  config: Pick<ServerConfig, 'production'>,
  env: NodeJS.ProcessEnv,
  hasOrders: boolean,
): string | null {
  if (config.production)
    return 'npm run seed is refused under NODE_ENV=production: it loads demo accounts with a published password.';
  if (hasOrders && env.SEED_DEMO !== '1') {
    return 'This database has orders of real buyers: replacing its catalogue with the demo data needs SEED_DEMO=1 (SEED_DEMO=1 npm run seed).';
  }
  return null;
}
