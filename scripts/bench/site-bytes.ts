/**
 * `npm run bench:site [-- --dist dist]`: bytes of HTML and JavaScript, raw and gzip, per page type
 * of a built site. JavaScript is every unique same-site script a page loads: script src,
 * modulepreload, island component and renderer URLs, and their static imports (islands that
 * hydrate later, on idle or when visible, count too). Gzip at zlib's default level 6. Numbers go to
 * bench-results/site-bytes.json; docs/performance.md keeps the latest summary.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { pageScriptClosure } from './html-assets.ts';
import { pageType, summariseByType, type PageBytes } from './page-types.ts';
import { formatTable } from './table.ts';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const dist = path.resolve(values.dist);

/** File text and sizes by site path, read once: pages share most of their scripts. */
const files = new Map<string, { text: string; raw: number; gzip: number } | undefined>();
async function siteFile(sitePath: string) {
  if (!files.has(sitePath)) {
    const bytes = await fs.readFile(path.join(dist, decodeURIComponent(sitePath))).catch(() => undefined);
    files.set(sitePath, bytes && { text: bytes.toString('utf8'), raw: bytes.length, gzip: zlib.gzipSync(bytes).length });
  }
  return files.get(sitePath);
}

const pages: PageBytes[] = [];
for (const entry of await fs.readdir(dist, { recursive: true })) {
  const relative = String(entry).split(path.sep).join('/');
  const type = pageType(relative);
  if (!type) continue;
  const html = await fs.readFile(path.join(dist, relative));
  const pagePath = `/${relative.replace(/index\.html$/, '')}`;
  const scripts = await pageScriptClosure(html.toString('utf8'), pagePath, async (p) => (await siteFile(p))?.text);
  const sizes = await Promise.all(scripts.map(async (p) => (await siteFile(p))!));
  pages.push({
    type,
    htmlRaw: html.length,
    htmlGzip: zlib.gzipSync(html).length,
    jsFiles: scripts.length,
    jsRaw: sizes.reduce((sum, file) => sum + file.raw, 0),
    jsGzip: sizes.reduce((sum, file) => sum + file.gzip, 0),
  });
}
if (pages.length === 0) throw new Error(`No built pages in ${dist}: run \`npm run build\` first, or pass --dist <dir>`);

const summary = summariseByType(pages);
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
console.log(formatTable(
  ['page type', 'pages', 'HTML KiB', 'HTML gzip KiB', 'HTML gzip max KiB', 'JS files', 'JS KiB', 'JS gzip KiB'],
  summary.map((t) => [t.type, t.pages, kb(t.htmlRaw), kb(t.htmlGzip), kb(t.htmlGzipMax), t.jsFiles, kb(t.jsRaw), kb(t.jsGzip)]),
));
await fs.mkdir('bench-results', { recursive: true });
await fs.writeFile('bench-results/site-bytes.json', `${JSON.stringify({ date: new Date().toISOString(), dist, types: summary }, null, 2)}\n`);
console.log('Written to bench-results/site-bytes.json');
