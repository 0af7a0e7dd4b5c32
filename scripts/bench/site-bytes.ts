/**
 * `npm run bench:site [-- --dist dist]`: bytes of HTML and JavaScript, raw and gzip, per page type
 * of a built site, beside the floor: a one-page site with a single React island, built in the same
 * run (scripts/bench/floor-site.ts). Each type's JS is printed as a ratio to the floor's and
 * checked against its budget (scripts/bench/js-budgets.ts), which counts script files; the inline
 * scripts' gzip is printed beside (the budgets leave it out, see docs/performance.md). Numbers go to
 * bench-results/site-bytes.json; docs/performance.md keeps the latest summary.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildFloorSite } from './floor-site.ts';
import { JS_BUDGETS, budgetOverrun } from './js-budgets.ts';
import { summariseByType } from './page-types.ts';
import { measureBuiltPages } from './site-pages.ts';
import { formatTable } from './table.ts';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const dist = path.resolve(values.dist);

const pages = await measureBuiltPages(dist);
if (pages.length === 0) throw new Error(`No built pages in ${dist}: run \`npm run build\` first, or pass --dist <dir>`);
const summary = summariseByType(pages);

console.log('Building the floor: one page with one React island…');
const [floor] = await measureBuiltPages(await buildFloorSite(process.cwd()));
if (!floor) throw new Error('The floor site built no page');

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const budgetText = (type: string) => {
  const budget = JS_BUDGETS[type];
  return budget
    ? `${budget.maxGzipBytes / 1000} KB${budget.maxFiles === undefined ? '' : `, ${budget.maxFiles} files`}`
    : '-';
};
const rows = summary.map((t) => {
  const overrun = budgetOverrun(t.type, { files: t.jsFiles, gzipBytes: t.jsGzip });
  return {
    ...t,
    ratio: Number((t.jsGzip / floor.jsGzip).toFixed(2)),
    budget: budgetText(t.type),
    verdict: JS_BUDGETS[t.type] ? overrun || 'within' : '-',
  };
});
console.log(
  formatTable(
    [
      'page type',
      'pages',
      'HTML KiB',
      'HTML gzip KiB',
      'HTML gzip max KiB',
      'JS files',
      'JS KiB',
      'JS gzip KiB',
      'JS gzip B',
      'inline JS gzip B',
      'x floor',
      'budget',
      'verdict',
    ],
    [
      ...rows.map((t) => [
        t.type,
        t.pages,
        kb(t.htmlRaw),
        kb(t.htmlGzip),
        kb(t.htmlGzipMax),
        t.jsFiles,
        kb(t.jsRaw),
        kb(t.jsGzip),
        t.jsGzip,
        t.jsInlineGzip,
        t.ratio,
        t.budget,
        t.verdict,
      ]),
      [
        'floor: one React island',
        1,
        kb(floor.htmlRaw),
        kb(floor.htmlGzip),
        kb(floor.htmlGzip),
        floor.jsFiles,
        kb(floor.jsRaw),
        kb(floor.jsGzip),
        floor.jsGzip,
        floor.jsInlineGzip,
        1,
        '-',
        '-',
      ],
    ],
  ),
);
const over = rows.filter((t) => t.verdict !== 'within' && t.verdict !== '-');
console.log(
  over.length ? `${over.length} page type(s) over their JS budget.` : 'Every page type with a budget is within it.',
);
await fs.mkdir('bench-results', { recursive: true });
await fs.writeFile(
  'bench-results/site-bytes.json',
  `${JSON.stringify({ date: new Date().toISOString(), dist, floor, types: rows }, null, 2)}\n`,
);
console.log('Written to bench-results/site-bytes.json');
