import fs from 'node:fs/promises';
import path from 'node:path';
import type { PageItem, ServiceItem } from '#contract/calls/content.ts';
import type { ProductSearchAnswer } from '#contract/calls/search.ts';
import type { CategoryNode } from '#contract/calls/menu.ts';
import { LOCALES, localePath } from '#contract/i18n/locales.ts';
import { fileIdentity, type CheckedPages } from './checked-pages.ts';
import { inBatches } from './in-batches.ts';
import { downloadPagePath, downloadPages, familiesUnderCategory } from '#contract/site/download-pages.ts';
import { sitemapFilePath, sitemapFiles } from '#contract/site/sitemap-files.ts';

/**
 * The check a build must pass before it goes live: every page the catalogue and content call for
 * exists in both languages, is a real HTML page and weighs at most MAX_PAGE_BYTES. The list comes from the same API the build
 * reads (so it follows whatever the API publishes), not from the build's own output.
 */

async function call<T>(apiUrl: string, name: string, body: object = {}): Promise<T> {
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/api/unpri/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const envelope = (await response.json().catch(() => null)) as { code?: number; msg?: string; data?: T } | null;
  if (envelope?.code !== 200)
    throw new Error(
      `the API call unpri/${name} answered ${envelope?.code ?? `HTTP ${response.status}`}${envelope?.msg ? `: ${envelope.msg}` : ''}`,
    );
  return envelope.data as T;
}

function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

const FAMILY_PAGE = 100;

type ListedFamily = { id: number; slug: string; categoryId: number };

/** A group's families page by page, as the build reads them (src/lib/catalogue/build-data.ts): a search of the group browsed as it is. */
async function familiesUnder(apiUrl: string, groupId: number): Promise<ListedFamily[]> {
  const families: ListedFamily[] = [];
  for (let page = 1; ; page++) {
    const found = await call<ProductSearchAnswer>(apiUrl, 'productSearch', {
      categoryId: groupId,
      page,
      pageSize: FAMILY_PAGE,
    });
    families.push(...found.list.map((f) => ({ id: f.id, slug: f.slug, categoryId: f.categoryId })));
    if (page * FAMILY_PAGE >= found.total || found.list.length === 0) return families;
  }
}

/** Site paths of the pre-rendered pages, without locale: those the sitemap lists, and the others. */
export interface ExpectedPaths {
  /** /, /about, /services/1, /productListLv1/1, /productListLv3/12, /goodsInfo/5/knob … */
  listed: string[];
  /** The categories' download views, every page of each (no sitemap lists them: src/lib/seo/sitemap-paths.ts). */
  unlisted: string[];
}

export async function expectedPaths(apiUrl: string): Promise<ExpectedPaths> {
  const [tree, services, pages] = await Promise.all([
    call<CategoryNode[]>(apiUrl, 'categoryTree'),
    call<ServiceItem[]>(apiUrl, 'acleList'),
    call<PageItem[]>(apiUrl, 'pageList'),
  ]);
  const families = (await Promise.all(tree.map((group) => familiesUnder(apiUrl, group.id)))).flat();
  const categories = flatten(tree);
  return {
    listed: [
      '/',
      ...pages.map((p) => `/${p.slug}`),
      ...services.map((s) => `/services/${s.id}`),
      ...categories.map((c) => `/productListLv${c.level}/${c.id}`),
      ...families.flatMap((f) => [`/goodsInfo/${f.id}/${f.slug}`, `/goodsDetails/${f.id}`]),
    ],
    unlisted: categories.flatMap((c) =>
      downloadPages(familiesUnderCategory(c, families)).map((_, i) =>
        downloadPagePath(`/productListLv${c.level}/${c.id}`, i + 1),
      ),
    ),
  };
}

/** The files a build must hold: each path in every language, plus the 404 page, the sitemap index and each sitemap file. */
export function expectedFiles({ listed, unlisted }: ExpectedPaths): string[] {
  const pages = LOCALES.flatMap((locale) =>
    [...listed, ...unlisted].map((p) => path.posix.join(localePath(locale, p).slice(1), 'index.html')),
  );
  const sitemaps = sitemapFiles(listed).map((_, i) => sitemapFilePath(i + 1).slice(1));
  return [...new Set([...pages, '404.html', 'sitemap.xml', ...sitemaps])];
}

/**
 * The most bytes a page's HTML may weigh: a larger page is slow to fetch and parse on a phone, so a
 * long list is paged instead (contract/site/download-pages.ts; docs/performance.md, "Pages over 200 KB").
 */
export const MAX_PAGE_BYTES = 200_000;

/** A page passes when it exists and is a whole HTML document (a crashed render leaves neither). */
function isGoodPage(file: string, text: string): boolean {
  return file.endsWith('.html') ? /<html[\s>]/i.test(text) && /<\/html>\s*$/i.test(text) : text.trim().length > 0;
}

const tooLarge = (file: string, size: number) => file.endsWith('.html') && size > MAX_PAGE_BYTES;

type Verdict = { identity: string } | { fault: 'missing' | 'tooLarge' };

/**
 * The identity of a page that passes (server/publish/checked-pages.ts), or why it fails. A page whose
 * file is the one the live release's check passed (`vouched`: the same file, unchanged) is only stat'ed.
 */
async function verdictOn(file: string, vouched: string | undefined): Promise<Verdict> {
  try {
    if (vouched !== undefined) {
      const stat = await fs.stat(file);
      if (fileIdentity(stat) === vouched)
        return tooLarge(file, stat.size) ? { fault: 'tooLarge' } : { identity: vouched };
    }
    const handle = await fs.open(file);
    try {
      const [stat, text] = await Promise.all([handle.stat(), handle.readFile('utf8')]);
      if (!isGoodPage(file, text)) return { fault: 'missing' };
      return tooLarge(file, stat.size) ? { fault: 'tooLarge' } : { identity: fileIdentity(stat) };
    } finally {
      await handle.close();
    }
  } catch {
    return { fault: 'missing' };
  }
}

const PAGES_IN_FLIGHT = 64;

export interface CheckOutcome {
  /** The expected files missing or incomplete. */
  missing: string[];
  /** The expected pages whose HTML weighs more than MAX_PAGE_BYTES. */
  tooLarge: string[];
  /** The record of the pages that passed, to keep in the release. */
  checked: Map<string, string>;
  /** How many pages passed by their identity alone (the live release's checked files, shared); the others were read. */
  proved: number;
}

/** Checks the expected files of the build in `dir`; `vouched` is the live release's record, if any. */
export async function checkFiles(
  dir: string,
  files: string[],
  vouched: CheckedPages | null = null,
): Promise<CheckOutcome> {
  const outcome: CheckOutcome = { missing: [], tooLarge: [], checked: new Map(), proved: 0 };
  const verdicts = await inBatches(files, PAGES_IN_FLIGHT, (f) => verdictOn(path.join(dir, f), vouched?.get(f)));
  files.forEach((f, i) => {
    const verdict = verdicts[i]!;
    if ('fault' in verdict) {
      outcome[verdict.fault].push(f);
    } else {
      outcome.checked.set(f, verdict.identity);
      if (verdict.identity === vouched?.get(f)) outcome.proved++;
    }
  });
  return outcome;
}
