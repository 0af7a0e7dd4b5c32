/**
 * `npm run bench:bom [-- --scale 10 --rounds 20 --targets pglite,postgres]`: seeds the demo at the
 * scale, then times one BOM upload (server/bom/: the file read, every row matched, suggestions and
 * the buyer's prices) for member@acme.example on two 500-row CSV files in the same run: one of our
 * part numbers only (exact), and one whose every number has a typo (every row's suggestions
 * computed), plus the exact file as .xlsx. Prints p50 and p99 per file and the p50 per row.
 * PostgreSQL is DATABASE_URL's (use a database of its own: the demo is seeded into it), else a
 * throwaway server. Numbers go to bench-results/bom.json. A benchmark, not a test: run it on a
 * quiet machine.
 */
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { BOM_LIMITS } from '#contract/calls/bom.ts';
import { matchBom } from '../../server/bom/match-bom.ts';
import { readBom } from '../../server/bom/read-bom.ts';
import { openDatabase, type Db, type DatabaseTarget } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDatabase } from '../../server/seed/load.ts';
import { csvBase64, xlsxBase64 } from '../support/bom-files.ts';
import { percentile } from './percentiles.ts';
import { formatTable } from './table.ts';
import { onEachTarget } from './on-targets.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '20' },
    targets: { type: 'string', default: 'pglite,postgres' },
  },
});
const scale = Number(values.scale);
const rounds = Number(values.rounds);

/** The budget for a 500-row BOM with every suggestion computed, on PostgreSQL, in ms. */
const TARGET_MS: Record<number, number> = { 10: 1000, 100: 3000 };

/** A typo a buyer makes: one character of the number changed (a digit for the next one, a letter O for a zero). */
function typo(partNo: string, i: number): string {
  const digits = [...partNo].flatMap((c, at) => (/\d/.test(c) ? [at] : []));
  const at = digits[i % digits.length]!;
  const wrong = partNo[at] === '0' ? 'O' : String((Number(partNo[at]) + 1) % 10);
  return partNo.slice(0, at) + wrong + partNo.slice(at + 1);
}

/** 500 of our part numbers spread over the catalogue. */
async function spreadPartNos(db: Db): Promise<string[]> {
  const all = await db.selectFrom('variants').select('partNo').orderBy('id').execute();
  const step = Math.max(1, Math.floor(all.length / BOM_LIMITS.maxRows));
  return all
    .filter((_, i) => i % step === 0)
    .slice(0, BOM_LIMITS.maxRows)
    .map((v) => v.partNo);
}

async function timings(run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function benchOn(name: string, target: DatabaseTarget): Promise<Array<Array<string | number>>> {
  const { db, close } = await openDatabase(target, { timeouts: false });
  try {
    await migrateToLatest(db);
    await seedDatabase(db, scale);
    const buyer = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'member@acme.example')
      .executeTakeFirstOrThrow();
    const partNos = await spreadPartNos(db);
    const header = ['Part No', 'Qty'];
    const files: Array<[string, string, string]> = [
      ['500 rows, exact only (.csv)', 'exact.csv', csvBase64([header, ...partNos.map((p, i) => [p, 1 + (i % 50)])])],
      [
        '500 rows, all with suggestions (.csv)',
        'typos.csv',
        csvBase64([header, ...partNos.map((p, i) => [typo(p, i), 1 + (i % 50)])]),
      ],
      [
        '500 rows, exact only (.xlsx)',
        'exact.xlsx',
        await xlsxBase64([{ name: 'BOM', rows: [header, ...partNos.map((p, i) => [p, 1 + (i % 50)])] }]),
      ],
    ];
    const rows: Array<Array<string | number>> = [];
    for (const [shape, fileName, dataBase64] of files) {
      const answer = await matchBom(db, buyer.id, await readBom({ fileName, dataBase64 }));
      const suggested = answer.rows.filter((r) => r.status === 'suggested').length;
      const { p50, p99 } = await timings(async () => matchBom(db, buyer.id, await readBom({ fileName, dataBase64 })));
      rows.push([
        name,
        shape,
        suggested,
        Number(p50.toFixed(1)),
        Number(p99.toFixed(1)),
        Number((p50 / answer.rows.length).toFixed(3)),
        TARGET_MS[scale] ?? '',
      ]);
    }
    return rows;
  } finally {
    await close();
  }
}

const rows = await onEachTarget(values.targets, benchOn);
const headers = ['target', 'file', 'rows suggested', 'p50 ms', 'p99 ms', 'p50 ms per row', 'target ms (PostgreSQL)'];
console.log(`--scale ${scale}, ${rounds} rounds each\n${formatTable(headers, rows)}`);
await fs.mkdir('bench-results', { recursive: true });
await fs.writeFile('bench-results/bom.json', `${JSON.stringify({ scale, rounds, headers, rows }, null, 2)}\n`);
console.log('Written to bench-results/bom.json');
