import { expect, test, type Page } from '@playwright/test';
import type { Basket } from '#contract/calls/basket.ts';
import { islandsReady } from './header-support.ts';
import { watchConsole } from './support/page-checks.ts';
import { call, signIn } from './support/pay-order.ts';

// The BOM upload on /acList (docs/shop.md, "Upload a BOM"): the sample BOM of docs/examples matched
// for a member of Acme Engineering Ltd, its two typos fixed from the suggestions, and the rows sent
// to the basket. Each run starts on a fresh demo database (serve-for-tests.ts).

const SAMPLE = 'docs/examples/sample-bom.csv';
const DESKTOP = { width: 1366, height: 800 };
const PHONE_LANDSCAPE = { width: 844, height: 390 };

const WORDS = {
  en: {
    upload: 'Upload a BOM',
    summary: '7 matched, 2 with suggestions, 1 not found',
    matched: 'Matched',
    suggested: 'Suggested',
    notFound: 'Not found',
    partFor: (line: number) => `Part for row ${line}`,
    add: 'Add to basket',
    added: '9 lines added to the basket.',
    table: 'Rows of the BOM, as matched',
  },
  'zh-cn': {
    upload: '上传物料清单',
    summary: '已匹配 7 行，有建议 2 行，未找到 1 行',
    matched: '已匹配',
    suggested: '建议',
    notFound: '未找到',
    partFor: (line: number) => `第 ${line} 行的零件`,
    add: '加入购物车',
    added: '已将 9 行加入购物车。',
    table: '物料清单各行的匹配结果',
  },
} as const;

const pageIsNotWider = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const locale of ['en', 'zh-cn'] as const) {
  for (const viewport of [DESKTOP, PHONE_LANDSCAPE]) {
    test(`a member uploads the sample BOM, fixes its two typos from the suggestions and sends it to the basket (${locale}, ${viewport.width}×${viewport.height})`, async ({
      page,
    }) => {
      const w = WORDS[locale];
      await page.setViewportSize(viewport);
      const errors = watchConsole(page);
      const token = await signIn(page, 'member@acme.example');
      await call(page, token, 'basketClear');
      try {
        await page.goto(`${locale === 'en' ? '' : '/zh-cn'}/acList`);
        await islandsReady(page);
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: w.upload }).click();
        await (await chooser).setFiles(SAMPLE);

        await expect(page.getByText(w.summary)).toBeVisible();
        const table = page.getByRole('table', { name: w.table });
        const rows = table.getByRole('row');
        await expect(rows).toHaveCount(11);
        const statusOf = (line: number) =>
          rows
            .nth(line - 1)
            .getByRole('cell')
            .nth(2);
        for (const line of [2, 3, 4, 5, 6, 7, 11]) await expect(statusOf(line)).toContainText(w.matched);
        for (const line of [8, 9]) await expect(statusOf(line)).toHaveText(w.suggested);
        await expect(statusOf(10)).toHaveText(w.notFound);
        await expect(rows.nth(10)).toContainText('LH-3101-30-AL');
        await pageIsNotWider(page, viewport.width);

        for (const [line, partNo] of [
          [8, 'LH-1102-160-ALB'],
          [9, 'LH-1121-250-SS'],
        ] as const) {
          const pick = table.getByRole('combobox', { name: w.partFor(line) });
          await pick.selectOption({ index: 1 });
          await expect(pick.locator('option:checked')).toContainText(partNo);
        }
        await page.getByRole('button', { name: w.add }).click();
        await expect(page.getByText(w.added)).toBeVisible();

        const basket = await call<Basket>(page, token, 'basketList');
        expect(basket.lines.map((l) => [l.partNo, l.quantity]).sort()).toEqual([
          ['LH-1101-160-ALB', 4],
          ['LH-1102-160-ALB', 4],
          ['LH-1111-120-PA', 6],
          ['LH-1112-140-PAG', 8],
          ['LH-1121-120-SS', 2],
          ['LH-1121-250-SS', 3],
          ['LH-1122-100-A4', 2],
          ['LH-1131-64-AL', 10],
          ['LH-3101-30-AL', 12],
        ]);
        await pageIsNotWider(page, viewport.width);
        expect(errors).toEqual([]);
      } finally {
        await call(page, token, 'basketClear');
      }
    });
  }
}
