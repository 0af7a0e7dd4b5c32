/**
 * `npm run seed [-- --scale N]`: replaces the catalogue and content with the demo data (N times the
 * families for benchmarks) and restores the demo accounts. Stop `npm start` first when on PGlite.
 * Refused in production, and over a database with orders unless SEED_DEMO=1.
 */
import { parseArgs } from 'node:util';
import { secretsKeyOf } from '../server/auth/secrets-key.ts';
import { readConfigOrExit } from '../server/config.ts';
import { databaseTarget, openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDatabase } from '../server/seed/load.ts';
import { hasRealOrders, seedRefusal } from '../server/seed/seed-permission.ts';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 100) {
  console.error(`--scale must be a whole number from 1 to 100, not "${values.scale}"`);
  process.exit(2);
}

const config = readConfigOrExit();
// A seed is batch work: it runs without the request timeouts (server/db/connect.ts).
const database = await openDatabase(databaseTarget(config.databaseUrl, config.dataDir), { timeouts: false });
try {
  await migrateToLatest(database.db);
  const refusal = seedRefusal(config, process.env, await hasRealOrders(database.db));
  if (refusal) {
    console.error(refusal);
    process.exitCode = 1;
  } else {
    await seed();
  }
} finally {
  await database.close();
}

async function seed(): Promise<void> {
  const started = performance.now();
  const summary = await seedDatabase(database.db, scale, secretsKeyOf(config));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${summary.categories} categories, ${summary.families} product families, ${summary.variants} variants in ${seconds} s.`,
  );
}
