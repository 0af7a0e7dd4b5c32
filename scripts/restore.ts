/**
 * `npm run restore -- FILE [--replace]`: puts a backup of `npm run backup` in place: the database
 * (into the empty DATA_DIR or DATABASE_URL), the site (SITE_DIR) and the mail files. It refuses to
 * overwrite a database or site that is there unless --replace is given. Stop the shop first.
 */
import { parseArgs } from 'node:util';
import { readConfigOrExit } from '../server/config.ts';
import { restore, RestoreRefused } from '../server/operations/backup/restore.ts';
import { shopPlaces } from './support/shop-places.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { replace: { type: 'boolean', default: false } },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- FILE [--replace]');
  process.exit(2);
}
const file = positionals[0]!;
const config = readConfigOrExit();
try {
  const manifest = await restore(shopPlaces(config), file, values.replace);
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.database}, migration ${manifest.migration ?? 'none'}${manifest.site ? ', with the site' : ''}${manifest.mail ? ', with the mail files' : ''}). Start the shop: migrations newer than the backup run then.`,
  );
} catch (error) {
  console.error(error instanceof RestoreRefused ? error.message : `The restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
