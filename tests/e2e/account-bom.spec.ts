import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Basket } from '#contract/calls/basket.ts';
import type { OrderDetail } from '#contract/calls/orders.ts';
import { islandsReady } from './header-support.ts';
import { ACME_ADMIN_ADDRESS, CHECKOUT_WORDS, checkoutToNewAddress } from './support/checkout-address.ts';
import { open, pageIsNotWider, watchConsole } from './support/page-checks.ts';
import { call, signIn } from './support/pay-order.ts';

// From a bill of materials to an order (docs/shop.md, "Upload a BOM"; docs/account.md, "Parts
// lists"): a member of Acme Engineering Ltd uploads the sample BOM of docs/examples, fixes its two
// typos from the suggestions, sends it to the basket and saves it as a list shared with the company;
// Acme's admin finds the list on /acList, puts it in the basket and places the order on account.
// Each run starts on a fresh demo database (serve-for-tests.ts).

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
    shareNewList: 'Share the new list with my company',
    saveAsList: 'Save as a new parts list',
    sharedState: 'Shared with your company',
    linesOf: (name: string) => `Lines of ${name}`,
    lists: 'Your parts lists, then those shared in your company',
    sharedWord: 'Shared',
    keptBy: 'Kept by Tom Baker',
    addAll: 'Add all to basket',
    goToBasket: 'Go to the basket',
    placeOnAccount: 'Place on account',
  },
  'zh-cn': {
    upload: '上传物料清单',
    summary: '已匹配 7 行，有建议 2 行，未找到 1 行',
    matched: '已匹配',
    suggested: '建议',
    notFound: '未找到',
    partFor: (line: number) => `第 ${line} 行的零件`,
    add: '加入购物篮',
    added: '已将 9 行加入购物篮。',
    table: '物料清单各行的匹配结果',
    shareNewList: '与我的公司共享新清单',
    saveAsList: '另存为新的零件清单',
    sharedState: '已与您的公司共享',
    linesOf: (name: string) => `${name} 的明细`,
    lists: '您的零件清单，以及公司内共享的清单',
    sharedWord: '已共享',
    keptBy: '创建者：Tom Baker',
    addAll: '全部加入购物篮',
    goToBasket: '前往购物篮',
    placeOnAccount: '以账期付款下单',
  },
} as const;

/** The sample's parts once its typos are fixed from the suggestions, and the quantities in the file. */
const ORDERED = [
  ['LH-1101-160-ALB', 4],
  ['LH-1102-160-ALB', 4],
  ['LH-1111-120-PA', 6],
  ['LH-1112-140-PAG', 8],
  ['LH-1121-120-SS', 2],
  ['LH-1121-250-SS', 3],
  ['LH-1122-100-A4', 2],
  ['LH-1131-64-AL', 10],
  ['LH-3101-30-AL', 12],
];

const partsOf = (lines: ReadonlyArray<{ partNo: string; quantity: number }>) =>
  lines.map((l) => [l.partNo, l.quantity]).sort();

/** The member: the sample BOM reviewed, its typos fixed, sent to the basket, then saved as a shared list named `name`. */
async function reviewAndShare(page: Page, locale: keyof typeof WORDS, viewport: { width: number }, name: string) {
  const w = WORDS[locale];
  const token = await signIn(page, 'member@acme.example');
  await call(page, token, 'basketClear');
  try {
    await open(page, `${locale === 'en' ? '' : '/zh-cn'}/acList`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: w.upload }).click();
    // The sample under this run's own name: the list is named after the file.
    await (await chooser).setFiles({ name: `${name}.csv`, mimeType: 'text/csv', buffer: await fs.readFile(SAMPLE) });

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
    expect(partsOf((await call<Basket>(page, token, 'basketList')).lines)).toEqual(ORDERED);

    await page.getByRole('checkbox', { name: w.shareNewList }).check();
    await pageIsNotWider(page, viewport.width);
    await page.getByRole('button', { name: w.saveAsList }).click();
    await page.waitForURL(/\/acListdetails\/\d+$/);
    await islandsReady(page);
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(page.locator('.order-details-head')).toContainText(w.sharedState);
    const lines = page.getByRole('table', { name: w.linesOf(name) }).getByRole('row');
    await expect(lines).toHaveCount(11);
    await expect(lines.filter({ hasText: 'XYZ-9999' })).toContainText(w.notFound);
    await pageIsNotWider(page, viewport.width);
  } finally {
    await call(page, token, 'basketClear');
  }
}

for (const locale of ['en', 'zh-cn'] as const) {
  for (const viewport of [DESKTOP, PHONE_LANDSCAPE]) {
    test(`a member saves the reviewed sample BOM as a shared list, from which the company admin orders (${locale}, ${viewport.width}×${viewport.height})`, async ({
      page,
    }) => {
      // Two sign-ins, a review, a list and a checkout: more than one page's worth of time on a busy machine.
      test.slow();
      const w = WORDS[locale];
      const prefix = locale === 'en' ? '' : '/zh-cn';
      const name = `Cell 4 BOM ${locale} ${viewport.width}`;
      await page.setViewportSize(viewport);
      const errors = watchConsole(page);
      await reviewAndShare(page, locale, viewport, name);

      // Acme's admin: the member's shared list, all of it to the basket (the row not found is said), then checkout.
      await page.evaluate(() => {
        window.sessionStorage.clear();
        window.localStorage.clear();
      });
      const token = await signIn(page, 'admin@acme.example');
      await call(page, token, 'basketClear');
      try {
        await open(page, `${prefix}/acList`);
        const row = page.getByRole('table', { name: w.lists }).getByRole('row').filter({ hasText: name });
        await expect(row).toContainText('Tom Baker');
        await expect(row).toContainText(w.sharedWord);
        await pageIsNotWider(page, viewport.width);
        await row.getByRole('link', { name }).click();
        await page.waitForURL(new RegExp(`${prefix}/acListdetails/\\d+$`));
        await islandsReady(page);
        // The admin may change a member's shared list: its owner is named, no read-only note.
        await expect(page.getByText(w.keptBy, { exact: true })).toBeVisible();
        await expect(page.locator('.order-details-head')).toContainText(w.sharedState);
        await page.getByRole('button', { name: w.addAll }).click();
        await expect(page.getByRole('status').filter({ hasText: w.added })).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: 'XYZ-9999' })).toBeVisible();
        await pageIsNotWider(page, viewport.width);
        await page.getByRole('link', { name: w.goToBasket }).click();
        await page.waitForURL(new RegExp(`${prefix}/basket$`));
        await islandsReady(page);

        const checkout = await checkoutToNewAddress(page, ACME_ADMIN_ADDRESS, CHECKOUT_WORDS[locale]);
        await checkout
          .getByRole('group', { name: CHECKOUT_WORDS[locale].paymentMethod })
          .getByRole('radio', { name: CHECKOUT_WORDS[locale].onAccount })
          .check();
        await pageIsNotWider(page, viewport.width);
        await checkout.getByRole('button', { name: CHECKOUT_WORDS[locale].placeOrder }).click();
        await page.waitForURL(/\/Pay\/\d+$/);
        await islandsReady(page);
        await page.getByRole('button', { name: w.placeOnAccount }).click();
        await page.waitForURL(/\/payStatus\/\d+$/);
        const id = Number(new URL(page.url()).pathname.split('/').pop());
        const order = await call<OrderDetail>(page, token, 'orderDetail', { id });
        expect(order.paymentMethod).toBe('account');
        expect(partsOf(order.lines)).toEqual(ORDERED);
        expect(errors).toEqual([]);
      } finally {
        await call(page, token, 'basketClear');
      }
    });
  }
}
