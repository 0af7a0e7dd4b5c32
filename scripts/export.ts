/**
 * `npm run export -- file.csv`: writes the whole catalogue (families and variants) as a catalogue
 * CSV, the layout `npm run import` reads (docs/catalogue-import.md). Without a file name, or with
 * `-`, the CSV goes to standard output. Stop `npm start` first when on PGlite.
 */
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config.ts';
import { databaseTarget, openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { exportCatalogue } from '../server/editor/catalogue-csv/export.ts';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length > 1) {
  console.error('Usage: npm run export -- [file.csv]');
  process.exit(2);
}
const file = positionals[0] ?? '-';

const config = readConfig();
const database = await openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
try {
  await migrateToLatest(database.db);
  const { csv, rows } = await exportCatalogue(database.db);
  if (file === '-') {
    process.stdout.write(csv);
  } else {
    await fs.writeFile(file, csv, 'utf8');
    console.log(`Exported the catalogue to ${file} (${rows} rows).`);
  }
} finally {
  await database.close();
}
