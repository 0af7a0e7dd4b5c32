import fs from 'node:fs/promises';
import path from 'node:path';
import type { PageItem, ServiceItem } from '#contract/calls/content.ts';
import type { CategoryDetail } from '#contract/calls/catalogue.ts';
import type { CategoryNode } from '#contract/calls/menu.ts';
import { LOCALES, localePath } from '#contract/i18n/locales.ts';
import { fileIdentity, type CheckedPages } from './checked-pages.ts';
import { inBatches } from './in-batches.ts';
import { sitemapFilePath, sitemapFiles } from '#contract/site/sitemap-files.ts';

/**
 * The check a build must pass before it goes live: every page the catalogue and content call for
 * exists in both languages and is a real HTML page. The list comes from the same API the build
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

async function familiesUnder(apiUrl: string, groupId: number): Promise<Array<{ id: number; slug: string }>> {
  const families: Array<{ id: number; slug: string }> = [];
  for (let page = 1; ; page++) {
    const detail = await call<CategoryDetail>(apiUrl, 'categoryDetail', { id: groupId, page, pageSize: FAMILY_PAGE });
    families.push(...detail.families.list.map((f) => ({ id: f.id, slug: f.slug })));
    if (page * FAMILY_PAGE >= detail.families.total || detail.families.list.length === 0) return families;
  }
}

/** Site paths of the pre-rendered pages, without locale: /, /about, /services/1, /productListLv1/1, /productListLv3/12, /goodsInfo/5/knob … */
export async function expectedPaths(apiUrl: string): Promise<string[]> {
  const [tree, services, pages] = await Promise.all([
    call<CategoryNode[]>(apiUrl, 'categoryTree'),
    call<ServiceItem[]>(apiUrl, 'acleList'),
    call<PageItem[]>(apiUrl, 'pageList'),
  ]);
  const families = (await Promise.all(tree.map((group) => familiesUnder(apiUrl, group.id)))).flat();
  return [
    '/',
    ...pages.map((p) => `/${p.slug}`),
    ...services.map((s) => `/services/${s.id}`),
    ...flatten(tree).map((c) => `/productListLv${c.level}/${c.id}`),
    ...families.flatMap((f) => [`/goodsInfo/${f.id}/${f.slug}`, `/goodsDetails/${f.id}`]),
  ];
}

/** The files a build must hold: each path in every language, plus the 404 page, the sitemap index and each sitemap file. */
export function expectedFiles(paths: string[]): string[] {
  const pages = LOCALES.flatMap((locale) =>
    paths.map((p) => path.posix.join(localePath(locale, p).slice(1), 'index.html')),
  );
  const sitemaps = sitemapFiles(paths).map((_, i) => sitemapFilePath(i + 1).slice(1));
  return [...new Set([...pages, '404.html', 'sitemap.xml', ...sitemaps])];
}

/** A page passes when it exists and is a whole HTML document (a crashed render leaves neither). */
function isGoodPage(file: string, text: string): boolean {
  return file.endsWith('.html') ? /<html[\s>]/i.test(text) && /<\/html>\s*$/i.test(text) : text.trim().length > 0;
}

/**
 * The identity of a page that passes (server/publish/checked-pages.ts), or null. A page whose file
 * is the one the live release's check passed (`vouched`: the same file, unchanged) is only stat'ed.
 */
async function checkedIdentity(file: string, vouched: string | undefined): Promise<string | null> {
  try {
    if (vouched !== undefined) {
      const identity = fileIdentity(await fs.stat(file));
      if (identity === vouched) return identity;
    }
    const handle = await fs.open(file);
    try {
      const [stat, text] = await Promise.all([handle.stat(), handle.readFile('utf8')]);
      return isGoodPage(file, text) ? fileIdentity(stat) : null;
    } finally {
      await handle.close();
    }
  } catch {
    return null;
  }
}

const PAGES_IN_FLIGHT = 64;

export interface CheckOutcome {
  /** The expected files missing or incomplete. */
  missing: string[];
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
  const outcome: CheckOutcome = { missing: [], checked: new Map(), proved: 0 };
  const identities = await inBatches(files, PAGES_IN_FLIGHT, (f) =>
    checkedIdentity(path.join(dir, f), vouched?.get(f)),
  );
  files.forEach((f, i) => {
    const identity = identities[i]!;
    if (identity === null) {
      outcome.missing.push(f);
    } else {
      outcome.checked.set(f, identity);
      if (identity === vouched?.get(f)) outcome.proved++;
    }
  });
  return outcome;
}
