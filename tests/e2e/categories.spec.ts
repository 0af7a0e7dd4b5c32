import { expect, test } from '@playwright/test';
import { sitemapText } from './sitemap-support.ts';

// Level-1 and level-2 category pages (/productListLv1/{id}, /productListLv2/{id}): reached from the
// home page and the breadcrumbs, in both languages, at desktop and phone-landscape sizes.
const SIZES = [
  { width: 1366, height: 800 },
  { width: 844, height: 390 },
] as const;

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('the home page leads to a group page, its subgroup pages, and the breadcrumb back up', async ({ page }) => {
      await page.goto('/');
      const groups = page.getByRole('region', { name: 'Product groups' });
      await groups.getByRole('link', { name: 'Design Elements', exact: true }).click();
      await expect(page).toHaveURL(/\/productListLv1\/1$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Design Elements' })).toBeVisible();
      await expect(page.locator('main a.family-card').first()).toBeVisible();

      await page.getByRole('main').getByRole('link', { name: 'Operating parts' }).click();
      await expect(page).toHaveURL(/\/productListLv2\/101$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Operating parts' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Handles', exact: true })).toHaveAttribute(
        'href',
        '/productListLv3/10101',
      );

      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Design Elements' }).click();
      await expect(page).toHaveURL(/\/productListLv1\/1$/);
    });

    test('the Chinese home page links each subgroup to its own level-2 page', async ({ page }) => {
      await page.goto('/zh-cn/');
      const groups = page.getByRole('region', { name: '产品组' });
      await expect(groups.getByRole('link', { name: '操作件' })).toHaveAttribute('href', '/zh-cn/productListLv2/101');
      await groups.getByRole('link', { name: '柜门五金件', exact: true }).click();
      await expect(page).toHaveURL(/\/zh-cn\/productListLv1\/2$/);
      await expect(page.getByRole('heading', { level: 1, name: '柜门五金件' })).toBeVisible();
    });
  });
}

test('a level-3 page links its level-1 and level-2 crumbs, and spaces its count from "Show downloads"', async ({
  page,
}) => {
  await page.goto('/productListLv3/10101');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Design Elements' })).toHaveAttribute('href', '/productListLv1/1');
  await expect(breadcrumb.getByRole('link', { name: 'Operating parts' })).toHaveAttribute(
    'href',
    '/productListLv2/101',
  );
  await expect(page.locator('main p.count')).toHaveText(/ · Show downloads$/);
});

test('the Chinese tagline names Access Components as the product groups do', async ({ page }) => {
  await page.goto('/zh-cn/');
  await expect(page.locator('.header-tagline')).toContainText('柜门五金件');
  await expect(page.getByRole('region', { name: '产品组' }).getByRole('heading', { name: '柜门五金件' })).toBeVisible();
});

test('sitemap.xml lists the level-1 and level-2 pages in both languages', async ({ request }) => {
  const sitemap = await sitemapText(request);
  expect(sitemap).toMatch(/\/productListLv1\/1</);
  expect(sitemap).toMatch(/\/zh-cn\/productListLv2\/101</);
});

test('a category page filters its families by material and its main dimension, and sorts them', async ({ page }) => {
  await page.goto('/productListLv3/10101');
  const form = page.getByRole('form', { name: 'Filter and sort' });
  await form.getByRole('combobox', { name: 'Material' }).selectOption('Aluminium EN AW-6082');
  await form.getByRole('combobox', { name: 'Sort by' }).selectOption('priceAsc');
  await form.getByRole('button', { name: 'Show products' }).click();
  await expect(page).toHaveURL(/\/productList\?category=10101&material=Aluminium\+EN\+AW-6082&.*sort=priceAsc/);
  const cards = page.locator('.search-list a.family-card');
  await expect(cards.first()).toBeVisible();
  const prices = (await page.locator('.search-list .family-price').allInnerTexts()).map((p) =>
    Number(/£([\d.,]+)/.exec(p)![1]!.replace(',', '')),
  );
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // The main dimension's range, from lists of round values.
  await page.goto('/productListLv3/10101');
  await form.getByRole('combobox', { name: /^Grip diameter \(mm\) from$/ }).selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Show products' }).click();
  await expect(page).toHaveURL(/dim=d1&dimMin=\d+/);
  await expect(cards.first()).toBeVisible();
});

test('the Chinese category page names materials in Chinese in its filter', async ({ page }) => {
  await page.goto('/zh-cn/productListLv3/10101');
  const form = page.getByRole('form', { name: '筛选与排序' });
  await expect(
    form.getByRole('combobox', { name: '材料' }).getByRole('option', { name: /^铝合金 EN AW-6082 \(\d+\)$/ }),
  ).toHaveCount(1);
  await expect(form.getByRole('button', { name: '显示产品' })).toBeVisible();
});

for (const { locale, prefix, form: formName, finish, option, show, chip, remove } of [
  {
    locale: 'en',
    prefix: '',
    form: 'Filter and sort',
    finish: 'Finish',
    option: 'Anodised black',
    show: 'Show products',
    chip: 'Finish: Anodised black',
    remove: 'Remove',
  },
  {
    locale: 'zh-cn',
    prefix: '/zh-cn',
    form: '筛选与排序',
    finish: '表面处理',
    option: '黑色阳极氧化',
    show: '显示产品',
    chip: '表面处理：黑色阳极氧化',
    remove: '移除',
  },
] as const) {
  test(`a category page (${locale}) filters its families by the finish of their variants`, async ({ page }) => {
    await page.goto(`${prefix}/productListLv3/10101`);
    const form = page.getByRole('form', { name: formName });
    const choice = form
      .getByRole('combobox', { name: finish })
      .getByRole('option', { name: new RegExp(`^${option} \\((\\d+)\\)$`) });
    const count = Number(/\((\d+)\)$/.exec((await choice.textContent())!)![1]);
    await form.getByRole('combobox', { name: finish }).selectOption('Anodised black');
    await form.getByRole('button', { name: show }).click();
    // The GET form sends its empty fields too; the results read them as no filter.
    await expect(page).toHaveURL(/\/productList\?category=10101&.*finish=Anodised\+black/);
    await expect(page.getByRole('button', { name: `${remove} ${chip}` })).toBeVisible();
    await expect(page.locator('.search-list a.family-card')).toHaveCount(count);
  });
}
