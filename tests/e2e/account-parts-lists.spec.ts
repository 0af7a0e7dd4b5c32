import { expect, test } from '@playwright/test';
import type { Envelope } from '#contract/api/types.ts';
import type { Basket } from '#contract/calls/basket.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { islandsReady } from './header-support.ts';
import { call, signIn } from './support/pay-order.ts';
import { open, pageIsNotWider, watchConsole } from './support/page-checks.ts';

// Parts lists (docs/account.md): Acme's admin makes a list from the product page and shares it;
// Acme's member, who may not change it, finds it on /acList and orders from it. Each run starts on a
// fresh demo database (serve-for-tests.ts).

const DESKTOP = { width: 1366, height: 800 };
const PHONE_LANDSCAPE = { width: 844, height: 390 };

const WORDS = {
  en: {
    addToList: 'Add to list',
    newList: 'A new list…',
    newListName: 'Name of the new list',
    openList: 'Open the list',
    share: 'Share with my company',
    sharedState: 'Shared with your company',
    lists: 'Your parts lists, then those shared in your company',
    sharedBy: 'Shared by Priya Shah',
    addAll: 'Add all to basket',
    addedOne: '1 line added to the basket.',
    added: (qty: number, partNo: string, name: string) => `${qty} × ${partNo} added to “${name}”.`,
  },
  'zh-cn': {
    addToList: '加入清单',
    newList: '新建清单…',
    newListName: '新清单名称',
    openList: '打开清单',
    share: '与我的公司共享',
    sharedState: '已与您的公司共享',
    lists: '您的零件清单，以及公司内共享的清单',
    sharedBy: '由 Priya Shah 共享',
    addAll: '全部加入购物篮',
    addedOne: '已将 1 行加入购物篮。',
    added: (qty: number, partNo: string, name: string) => `已将 ${qty} × ${partNo} 加入“${name}”。`,
  },
} as const;

for (const { locale, viewport } of [
  { locale: 'en', viewport: DESKTOP },
  { locale: 'zh-cn', viewport: PHONE_LANDSCAPE },
  { locale: 'en', viewport: PHONE_LANDSCAPE },
  { locale: 'zh-cn', viewport: DESKTOP },
] as const) {
  test(`a shared list made from the product page is ordered from by another member (${locale}, ${viewport.width}×${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    const w = WORDS[locale];
    const prefix = locale === 'en' ? '' : '/zh-cn';
    const family = (
      (await (
        await page.request.post('/api/unpri/productDetail', { data: { id: 1 } })
      ).json()) as Envelope<ProductDetail>
    ).data;
    const partNo = family.variants.find((v) => v.stock >= 3)!.partNo;
    const name = `Press spares ${locale} ${viewport.width}`;

    // Acme's admin: the chosen part and quantity go to a new list from the buy box, then it is shared.
    await signIn(page, 'admin@acme.example');
    await open(page, `${prefix}/goodsInfo/${family.id}/${family.slug}?partNo=${encodeURIComponent(partNo)}`);
    await page.locator('#buy-quantity').fill('3');
    await page.getByRole('button', { name: w.addToList, exact: true }).click();
    const panel = page.getByRole('form', { name: new RegExp(partNo) });
    await panel.getByRole('combobox').selectOption({ label: w.newList });
    await panel.getByRole('textbox', { name: w.newListName }).fill(name);
    await panel.getByRole('button', { name: w.addToList, exact: true }).click();
    await expect(panel.getByRole('status')).toContainText(w.added(3, partNo, name));
    await pageIsNotWider(page, viewport.width);
    await panel.getByRole('link', { name: w.openList }).click();

    await page.waitForURL(new RegExp(`${prefix}/acListdetails/\\d+$`));
    await islandsReady(page);
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await page.getByRole('button', { name: w.share }).click();
    await expect(page.locator('.order-details-head')).toContainText(w.sharedState);
    await pageIsNotWider(page, viewport.width);

    // Acme's member: sees the shared list, may not change it, and puts its lines in the basket.
    await page.evaluate(() => {
      window.sessionStorage.clear();
      window.localStorage.clear();
    });
    const token = await signIn(page, 'member@acme.example');
    await call(page, token, 'basketClear');
    try {
      await open(page, `${prefix}/acList`);
      const row = page.getByRole('table', { name: w.lists }).getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('Priya Shah');
      await pageIsNotWider(page, viewport.width);
      await row.getByRole('link', { name }).click();
      await page.waitForURL(new RegExp(`${prefix}/acListdetails/\\d+$`));
      await islandsReady(page);
      await expect(page.getByText(w.sharedBy)).toBeVisible();
      await expect(page.getByRole('button', { name: w.share })).toHaveCount(0);
      await expect(page.getByRole('spinbutton')).toHaveCount(0);
      await page.getByRole('button', { name: w.addAll }).click();
      await expect(page.getByRole('status').filter({ hasText: w.addedOne })).toBeVisible();
      await pageIsNotWider(page, viewport.width);
      const basket = await call<Basket>(page, token, 'basketList');
      expect(basket.lines.map((l) => [l.partNo, l.quantity])).toEqual([[partNo, 3]]);
      expect(errors).toEqual([]);
    } finally {
      await call(page, token, 'basketClear');
    }
  });
}
