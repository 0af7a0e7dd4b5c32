/**
 * `npm run backup -- FILE`: writes one file (a gzip tar) with the database, the published site and
 * the mail files (docs/operations.md, "Backups"). On PostgreSQL the shop may keep running (pg_dump
 * takes a consistent snapshot); on the embedded database stop `npm start` first.
 */
import { parseArgs } from 'node:util';
import { readConfigOrExit } from '../server/config.ts';
import { backUp } from '../server/operations/backup/backup.ts';
import { shopPlaces } from './support/shop-places.ts';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) {
  console.error('Usage: npm run backup -- FILE   (for example backups/lihda-2026-11-24.tar.gz)');
  process.exit(2);
}
const file = positionals[0]!;
const config = readConfigOrExit();
try {
  const manifest = await backUp(shopPlaces(config), file);
  const parts = ['the database', manifest.site && 'the site', manifest.mail && 'the mail files']
    .filter(Boolean)
    .join(', ');
  console.log(`Backed up ${parts} (${manifest.database}, migration ${manifest.migration ?? 'none'}) to ${file}.`);
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
