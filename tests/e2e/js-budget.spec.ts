import zlib from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { pageScriptClosure } from '../../build/html-assets.ts';
import { ACCOUNT_PAGES } from '#contract/site/shells.ts';
import { JS_BUDGETS, budgetOverrun } from '../../scripts/bench/js-budgets.ts';

// Each page type's JavaScript, as the built shop serves it: every script the page names and their
// static imports, fetched and compressed here (gzip level 6, as `npm run bench:site` counts it).

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The first link on the page whose path starts with the prefix. */
async function firstLink(request: APIRequestContext, page: string, prefix: string): Promise<string> {
  const match = (await text(request, page)).match(new RegExp(`href="(${prefix}[^"#?]*)"`));
  expect(match, `a link to ${prefix}… on ${page}`).toBeTruthy();
  return match![1]!;
}

async function pageJs(request: APIRequestContext, path: string) {
  const bodies = new Map<string, Buffer>();
  const scripts = await pageScriptClosure(await text(request, path), path, async (script) => {
    const response = await request.get(script);
    if (!response.ok()) return undefined;
    bodies.set(script, await response.body());
    return bodies.get(script)!.toString('utf8');
  });
  return {
    files: scripts.length,
    gzipBytes: scripts.reduce((sum, script) => sum + zlib.gzipSync(bodies.get(script)!).length, 0),
  };
}

const PAGES: Array<{ type: string; label?: string; path: (request: APIRequestContext) => Promise<string> }> = [
  { type: 'home', path: async () => '/' },
  { type: 'category level 3', path: (request) => firstLink(request, '/', '/productListLv3/') },
  {
    type: 'product page',
    path: async (request) => firstLink(request, await firstLink(request, '/', '/productListLv3/'), '/goodsInfo/'),
  },
  { type: 'content page', path: async () => '/about' },
  { type: 'basket', path: async () => '/basket' },
  { type: 'checkout (Pay)', path: async () => '/Pay' },
  // Every account page: each loads its own island, so the heaviest sets the figure (as bench:site counts them).
  ...ACCOUNT_PAGES.map((name) => ({
    type: 'account page',
    label: `account page /${name}`,
    path: async () => `/${name}`,
  })),
];

for (const { type, label, path } of PAGES) {
  test(`${label ?? type}: JavaScript within ${JS_BUDGETS[type]!.maxGzipBytes / 1000} KB gzip${JS_BUDGETS[type]!.maxFiles ? ` in ${JS_BUDGETS[type]!.maxFiles} files` : ''}`, async ({
    request,
  }) => {
    const js = await pageJs(request, await path(request));
    test.info().annotations.push({ type: 'JavaScript', description: `${js.files} files, ${js.gzipBytes} bytes gzip` });
    // A page whose scripts were not found would pass for the wrong reason: React's runtime alone is about 66 KB.
    expect(js.gzipBytes).toBeGreaterThan(50_000);
    const overrun = budgetOverrun(type, js);
    expect(overrun).toBe('');
  });
}
