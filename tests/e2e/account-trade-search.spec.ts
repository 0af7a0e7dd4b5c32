import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import type { BuyerFromPrice } from '#contract/calls/buyer-prices.ts';
import type { CategoryDetail, FamilyCard } from '#contract/calls/catalogue.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { MenuItem } from '#contract/calls/menu.ts';
import { formatPence } from '#contract/format/money.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { DEMO_PASSWORD, islandsReady, logIn, visitorMoves } from './header-support.ts';
import { browserErrors, post } from './trade-support.ts';

// A trade account's "from" prices on family cards (docs/pricing.md): admin@acme.example gets the demo
// Acme list (10 % off Access Components) and sees Acme's "from" price first, the list "from" price
// struck through after it, on a category page's pre-rendered cards and in search results, in
// English and Chinese; buyer@example.com sees list prices only. An account journey (run one at a time).

const LOCALES = {
  en: { prefix: '', from: 'from', listPrice: 'List price' },
  'zh-cn': { prefix: '/zh-cn', from: '起价', listPrice: '目录价' },
} as const;

/** The Access Components group and the first family card its category page shows. */
async function accessCard(request: APIRequestContext): Promise<{ group: MenuItem; card: FamilyCard }> {
  const groups = await post<MenuItem[]>(request, 'unpri/getProductMemuL1', {});
  const group = groups.find((g) => g.name === 'Access Components')!;
  const category = await post<CategoryDetail>(request, 'unpri/categoryDetail', { id: group.id, page: 1, pageSize: 50 });
  return { group, card: category.families.list[0]! };
}

/** A card's price: the buyer's "from" price first, then the list "from" price struck through. */
async function expectBuyerFrom(price: Locator, locale: Locale, own: number, list: number) {
  const words = LOCALES[locale];
  await expect(price.locator('.buyer-price-own')).toHaveText(formatPence(own, locale));
  await expect(price.locator('s')).toHaveText(formatPence(list, locale));
  await expect(price).toHaveText(
    new RegExp(
      `^${words.from} ${escape(formatPence(own, locale))} ${words.listPrice} ${escape(formatPence(list, locale))}`,
    ),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const pages = (locale: Locale, group: MenuItem, card: FamilyCard) => ({
  category: `${LOCALES[locale].prefix}/productListLv1/${group.id}`,
  search: `${LOCALES[locale].prefix}/productList/${encodeURIComponent(card.name)}`,
});

test('admin@acme.example sees Acme’s from price before the struck list from price on a category page and in search results, in English and Chinese', async ({
  page,
  request,
}) => {
  const login = await post<LoginAnswer>(request, 'unpri/userLogin', {
    email: 'admin@acme.example',
    pwd: DEMO_PASSWORD,
  });
  const { group, card } = await accessCard(request);
  const { prices } = await post<{ prices: BuyerFromPrice[] }>(
    request,
    'pri/priceFromMine',
    { familyIds: [card.id] },
    login.token,
  );
  const list = card.fromPricePence;
  const own = prices[0]!.fromPricePence;
  // 10 % off, rounded half up (docs/pricing.md).
  expect(prices[0]!.listFromPricePence).toBe(list);
  expect(own).toBe(Math.round(list * 0.9));

  const errors = browserErrors(page);
  await page.goto('/');
  await islandsReady(page);
  await logIn(page, 'admin@acme.example');

  for (const locale of ['en', 'zh-cn'] as const) {
    const { category, search } = pages(locale, group, card);
    for (const path of [category, search]) {
      await page.goto(path);
      await islandsReady(page);
      await visitorMoves(page);
      await expectBuyerFrom(page.locator(`main [data-from-family="${card.id}"]`).first(), locale, own, list);
    }
  }
  expect(errors).toEqual([]);
});

test('buyer@example.com sees list from prices only, and a visitor not logged in asks for none', async ({
  page,
  request,
}) => {
  const { group, card } = await accessCard(request);
  const errors = browserErrors(page);
  const priceCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/pri/priceFromMine')) priceCalls.push(r.url());
  });
  const { category, search } = pages('en', group, card);
  const listText = `${LOCALES.en.from} ${formatPence(card.fromPricePence)}`;

  await page.goto(category);
  await islandsReady(page);
  await visitorMoves(page);
  await expect(page.locator(`main [data-from-family="${card.id}"]`).first()).toHaveText(listText);
  expect(priceCalls).toEqual([]);

  await logIn(page, 'buyer@example.com');
  for (const path of [category, search]) {
    priceCalls.length = 0;
    const asked = page.waitForResponse((r) => r.url().includes('/api/pri/priceFromMine'));
    await page.goto(path);
    await asked;
    await islandsReady(page);
    await visitorMoves(page);
    await expect(page.locator(`main [data-from-family="${card.id}"]`).first()).toHaveText(listText);
    await expect(page.locator('main .family-price s')).toHaveCount(0);
    expect(priceCalls).toHaveLength(1);
  }
  expect(errors).toEqual([]);
});
