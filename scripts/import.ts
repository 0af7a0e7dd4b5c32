/**
 * `npm run import -- file.csv [--dry-run] [--editor email]`: imports product families and variants
 * from a catalogue CSV (docs/catalogue-import.md). Nothing is written unless the whole file is
 * valid; --dry-run only lists the changes. The change history names the editor given by --editor,
 * else the first editor account. Exit code 1 when the file is invalid. Stop `npm start` first when on PGlite.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fill } from '#contract/i18n/text.ts';
import type { EditorSession } from '../server/auth/editor.ts';
import { readConfig } from '../server/config.ts';
import { databaseTarget, openDatabase, type Db } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { IMPORT_LIMITS } from '../server/editor/catalogue-csv/layout.ts';
import { countsText } from '../server/editor/catalogue-csv/apply.ts';
import { totalChanges } from '../server/editor/catalogue-csv/plan.ts';
import { runImport } from '../server/editor/catalogue-csv/run-import.ts';
import { ApiError } from '../server/http/api-error.ts';

const USAGE = 'Usage: npm run import -- file.csv [--dry-run] [--editor email]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'dry-run': { type: 'boolean', default: false },
    editor: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help || positionals.length !== 1) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}
const file = positionals[0]!;
const dryRun = values['dry-run'];

async function readFile(): Promise<string> {
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new Error(`There is no file ${file}`);
  // Read no more than the limit (and a little, so that the check below still says the file is too large).
  if (stat.size > IMPORT_LIMITS.fileBytes + 4)
    throw new Error(`${file} is larger than ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB`);
  return fs.readFile(file, 'utf8');
}

async function findEditor(db: Db, email: string | undefined): Promise<EditorSession> {
  let query = db.selectFrom('users').select(['id', 'email']).where('role', '=', 'editor');
  query = email ? query.where('email', '=', email.trim().toLowerCase()) : query.orderBy('id');
  const user = await query.executeTakeFirst();
  if (!user) {
    throw new Error(
      email
        ? `There is no editor account with the email address ${email}`
        : 'There is no editor account: create one, or name one with --editor email',
    );
  }
  return { userId: user.id, email: user.email };
}

let csv: string;
try {
  csv = await readFile();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const config = readConfig();
const database = await openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
try {
  await migrateToLatest(database.db);
  const editor = dryRun ? null : await findEditor(database.db, values.editor);
  const result = await runImport(database.db, { csv, fileName: path.basename(file), dryRun, editor });
  if (!result.valid) {
    for (const p of result.problems) console.log(`line ${p.line}${p.column ? `, ${p.column}` : ''}: ${p.reason.en}`);
    console.error(
      `${file}: ${fill('{n, plural, one {# error} other {# errors}}', { n: result.problems.length })}; nothing was written.`,
    );
    process.exitCode = 1;
  } else {
    for (const change of result.changes) console.log(change.text.en);
    const c = result.counts;
    const counts = countsText(c);
    if (totalChanges(c) === 0) console.log(`${file}: 0 changes.`);
    else if (result.applied) console.log(`${file}: imported as ${editor!.email}: ${counts}.`);
    else console.log(`${file}: dry run: ${counts}; nothing was written.`);
  }
} catch (error) {
  console.error(error instanceof ApiError || error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
