import { expect, test, type APIRequestContext } from '@playwright/test';
import { DOWNLOAD_PAGE_SIZE, downloadPagePath } from '#contract/site/download-pages.ts';
import { MAX_PAGE_BYTES } from '../../server/publish/check.ts';

// The category download views, a page of families at a time (contract/site/download-pages.ts).

type Group = { id: number; name: string; nameZh: string; total: number };

async function api<T>(request: APIRequestContext, name: string, data: object): Promise<T> {
  return ((await (await request.post(`/api/unpri/${name}`, { data })).json()) as { data: T }).data;
}

/** The level-1 groups with how many families each lists, the largest first. */
async function groups(request: APIRequestContext): Promise<Group[]> {
  const l1 = await api<Array<{ id: number; name: string; nameZh: string }>>(request, 'getProductMemuL1', {});
  const totals = await Promise.all(
    l1.map(async (g) => {
      const detail = await api<{ families: { total: number } }>(request, 'categoryDetail', { id: g.id, pageSize: 1 });
      return { ...g, total: detail.families.total };
    }),
  );
  return totals.sort((a, b) => b.total - a.total);
}

/** The names of a group's families on page n of its download view, in catalogue order. */
async function familyNames(request: APIRequestContext, id: number, page: number, zh: boolean): Promise<string[]> {
  const detail = await api<{ families: { list: Array<{ name: string; nameZh: string }> } }>(request, 'categoryDetail', {
    id,
    page,
    pageSize: DOWNLOAD_PAGE_SIZE,
  });
  return detail.families.list.map((f) => (zh ? f.nameZh : f.name));
}

const VIEWS = [
  {
    locale: 'en',
    prefix: '',
    pages: 'Pages of downloads',
    next: 'Next page',
    previous: 'Previous page',
    pageN: (n: number) => `Page ${n}`,
    pageOf: (n: number, of: number) => `page ${n} of ${of}`,
  },
  {
    locale: 'zh-cn',
    prefix: '/zh-cn',
    pages: '下载文件分页',
    next: '下一页',
    previous: '上一页',
    pageN: (n: number) => `第 ${n} 页`,
    pageOf: (n: number, of: number) => `第 ${n} 页，共 ${of} 页`,
  },
] as const;

for (const viewport of [
  { width: 1366, height: 800 },
  { width: 844, height: 390 },
]) {
  for (const view of VIEWS) {
    test(`${view.locale} at ${viewport.width}x${viewport.height}: page 2 of the largest group's download view lists the families after the first page's, with links between the pages`, async ({
      page,
      request,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      const group = (await groups(request))[0]!;
      expect(group.total, 'the demo catalogue has a group of more than one page').toBeGreaterThan(DOWNLOAD_PAGE_SIZE);
      const pages = Math.ceil(group.total / DOWNLOAD_PAGE_SIZE);
      const zh = view.locale === 'zh-cn';
      const first = `${view.prefix}${downloadPagePath(`/productListLv1/${group.id}`, 1)}`;
      await page.goto(first);
      const pager = page.getByRole('navigation', { name: view.pages });
      await expect(pager.getByRole('link', { name: view.pageN(1), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const headings = page.locator('.download-list > li > h2 > a');
      await expect(headings).toHaveText(await familyNames(request, group.id, 1, zh));

      // By keyboard: the next page's link, then Enter.
      await pager.getByRole('link', { name: view.next, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${first}/2$`));
      const name = zh ? group.nameZh : group.name;
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(name);
      await expect(heading).toContainText(view.pageOf(2, pages));
      await expect(headings).toHaveText(await familyNames(request, group.id, 2, zh));
      const current = pager.locator('[aria-current="page"]');
      await expect(current).toHaveText('2');
      await expect(current).toHaveAccessibleName(view.pageN(2));
      await expect(pager.getByRole('link', { name: view.previous, exact: true })).toHaveAttribute('href', first);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const shot = (what: string) =>
        testInfo.outputPath(`download-page-2-${what}-${view.locale}-${viewport.width}.png`);
      await page.screenshot({ path: shot('top') });
      // The entries above paint near view (content-visibility), so their heights settle as the page scrolls.
      await pager.scrollIntoViewIfNeeded();
      await expect(pager).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: shot('pager') });

      await pager.getByRole('link', { name: view.previous, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${first}$`));
    });
  }
}

test(`no page of a level-1 group's download view weighs more than ${MAX_PAGE_BYTES} bytes of HTML, and each group has its pages`, async ({
  request,
}) => {
  for (const group of await groups(request)) {
    const pages = Math.max(1, Math.ceil(group.total / DOWNLOAD_PAGE_SIZE));
    for (const prefix of ['', '/zh-cn']) {
      for (let n = 1; n <= pages; n++) {
        const response = await request.get(`${prefix}${downloadPagePath(`/productListLv1/${group.id}`, n)}`);
        expect(response.status()).toBe(200);
        expect((await response.body()).length).toBeLessThanOrEqual(MAX_PAGE_BYTES);
      }
      const after = await request.get(`${prefix}${downloadPagePath(`/productListLv1/${group.id}`, pages + 1)}`);
      expect(after.status()).toBe(404);
    }
  }
});
