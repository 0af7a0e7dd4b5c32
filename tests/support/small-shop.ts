import path from 'node:path';
import { openDatabase, type Db } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDatabase } from '../../server/seed/load.ts';

/** Families the small shop keeps: every category, service and info page still has its pages. */
export const SMALL_SHOP_FAMILIES = 12;

/** Changes the embedded database of a data dir (`npm start`'s DATA_DIR) while no shop runs on it: it has one owner. */
export async function withShopDatabase(dataDir: string, change: (db: Db) => Promise<unknown>): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    await change(database.db);
  } finally {
    await database.close();
  }
}

/**
 * The demo shop in a new data dir with a dozen product families instead of 170, for system tests
 * that build the site: they test `npm start` and publishing, not the catalogue's size, and a build of
 * the whole demo costs minutes of a shared machine. The demo's first start on a new data dir, with
 * its whole catalogue, is the browser suite's shop (tests/e2e/support/serve-for-tests.ts).
 */
export async function seedSmallShop(dataDir: string): Promise<void> {
  await withShopDatabase(dataDir, async (db) => {
    await migrateToLatest(db);
    await seedDatabase(db);
    await db.deleteFrom('productFamilies').where('id', '>', SMALL_SHOP_FAMILIES).execute();
  });
}
