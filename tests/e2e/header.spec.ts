import { expect, test } from '@playwright/test';
import { islandsReady, logIn } from './header-support.ts';

// The shared header: logo, menus, search, basket, contact panel and the Chinese labels.

test('the logo goes home in the page language', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Lihda Group home' })).toHaveAttribute('href', '/');
  await page.goto('/zh-cn/about');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Lihda Group 首页' })).toHaveAttribute(
    'href',
    '/zh-cn/',
  );
});

test('logged out, the Account menu offers Log in and New account', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  const account = banner.getByRole('button', { name: 'Account', exact: true });
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'New account' })).toHaveAttribute('href', '/register');
  await expect(banner.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/acInformation#section1');
});

test("the Basket link warns 'Please log in first.' when logged out and opens the basket when logged in", async ({
  page,
}) => {
  await page.goto('/about');
  const basket = page.getByRole('banner').getByRole('link', { name: /^Basket/ });
  await basket.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please log in first.' })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);

  await logIn(page, 'buyer@example.com');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Basket/ })
    .click();
  await expect(page).toHaveURL(/\/basket\/?$/);
});

test('the basket badge shows the server count after login, hidden at 0 and 999+ above 999', async ({ page }) => {
  // The demo buyer's real basket changes under other specs running alongside: the count is fixed here.
  await page.route('**/api/pri/basketCount', (route) =>
    route.fulfill({ json: { code: 200, msg: 'OK', data: { basketCount: 0 } } }),
  );
  await page.goto('/');
  await logIn(page, 'buyer@example.com');
  const basket = page.getByRole('banner').getByRole('link', { name: /^Basket/ });
  await expect(basket).toHaveText('Basket');
  await page.evaluate(() => window.sessionStorage.setItem('basketCount', '3'));
  await page.reload();
  await expect(basket).toHaveAccessibleName('Basket 3');
  await page.evaluate(() => window.sessionStorage.setItem('basketCount', '1200'));
  await page.reload();
  await expect(basket).toHaveAccessibleName('Basket 999+');
});

test('the Products mega-menu opens on hover, lists level-3 items and loads each group once', async ({ page }) => {
  const loads: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/unpri/getProductMemuL3'))
      loads.push((request.postDataJSON() as { id: number }).id);
  });
  await page.goto('/');
  await islandsReady(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const products = nav.getByRole('button', { name: 'Products' });

  await products.hover();
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Handles', exact: true })).toBeVisible();
  for (const group of ['Access Components', 'Work Holding', 'Design Elements', 'Access Components']) {
    await nav.getByRole('button', { name: group }).hover();
    await expect(nav.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(nav.getByRole('link', { name: 'Lift-off hinges' })).toBeVisible();

  // Leaving closes and resets it; opening again loads nothing new.
  await page.mouse.move(1, 1);
  await expect(products).toHaveAttribute('aria-expanded', 'false');
  await products.hover();
  await expect(nav.getByRole('button', { name: 'Design Elements' })).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('button', { name: 'Work Holding' }).hover();
  await expect.poll(() => [...loads].sort((a, b) => a - b)).toEqual([1, 2, 3]);

  await nav.getByRole('link', { name: 'Machine vices', exact: true }).click();
  await expect(page).toHaveURL(/\/productListLv3\/30201$/);
});

test('the menus work from the keyboard', async ({ page }) => {
  await page.goto('/');
  await islandsReady(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const discover = nav.getByRole('button', { name: 'Discover' });
  await discover.focus();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Technical' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(discover).toHaveAttribute('aria-expanded', 'false');
  await expect(discover).toBeFocused();

  const services = nav.getByRole('button', { name: 'Our services' });
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  const firstService = nav.locator('#menu-services a').first();
  await expect(firstService).toHaveAttribute('href', /^\/services\/\d+$/);
  await page.keyboard.press('Tab');
  await expect(firstService).toBeFocused();

  const products = nav.getByRole('button', { name: 'Products' });
  await products.focus();
  await page.keyboard.press('Space');
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('button', { name: 'Design Elements' })).toBeFocused();
});

test('before any script runs, the category tree is in the page and the menu opens on hover', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // Level 4 of every group is in the HTML (crawlable), hidden until asked for.
  await expect(nav.locator('a[href="/productListLv4/2030101"]')).toHaveCount(1);
  await nav.getByRole('button', { name: 'Products' }).hover();
  await expect(nav.getByRole('link', { name: 'Handles', exact: true })).toBeVisible();
  await context.close();
});

test('a search for an exact part number opens that product with the part chosen', async ({ page, request }) => {
  const detail = await (await request.post('/api/unpri/productDetail', { data: { id: 1 } })).json();
  const { slug, variants } = detail.data as { slug: string; variants: Array<{ partNo: string }> };
  await page.goto('/');
  await islandsReady(page);
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill(variants[0]!.partNo);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/goodsInfo/1/${slug}\\?partNo=${variants[0]!.partNo}$`));
});

test("a search for 'knob' opens the product list; the box takes 60 characters", async ({ page }) => {
  await page.goto('/about');
  await islandsReady(page);
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await expect(search).toHaveAttribute('maxlength', '60');
  await search.pressSequentially('x'.repeat(65));
  await expect(search).toHaveValue('x'.repeat(60));

  await search.fill('knob');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/productList\/knob$/);
});

test('an empty search goes nowhere', async ({ page }) => {
  await page.goto('/about');
  await islandsReady(page);
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/about$/);
});

test('the Contact panel toggles and shows the phone and email', async ({ page }) => {
  await page.goto('/');
  await islandsReady(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Contact', exact: true });
  // The footer has a Contact section too: this is the header's panel.
  const region = page.getByRole('banner').getByRole('region', { name: 'Contact' });
  await expect(region).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(region.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(region.getByRole('link', { name: '+44 1632 960123' })).toHaveAttribute('href', 'tel:+441632960123');
  await expect(region.getByRole('link', { name: 'sales@lihda.example' })).toHaveAttribute(
    'href',
    'mailto:sales@lihda.example',
  );
  await button.click();
  await expect(region).toBeHidden();
});

test('the Chinese header speaks Chinese', async ({ page }) => {
  await page.goto('/zh-cn/');
  await islandsReady(page);
  const banner = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: '主导航' });
  for (const name of ['产品', '了解我们', '我们的服务']) await expect(nav.getByRole('button', { name })).toBeVisible();
  await expect(banner.getByRole('searchbox', { name: '搜索产品' })).toBeVisible();
  await expect(banner.getByRole('button', { name: '账户' })).toBeVisible();
  await expect(banner.getByRole('link', { name: /^购物篮/ })).toHaveAttribute('href', '/zh-cn/basket');
  await expect(banner.getByRole('link', { name: '我的账户' })).toHaveAttribute('href', '/zh-cn/acInformation#section1');
  await nav.getByRole('button', { name: '产品' }).click();
  await expect(nav.getByRole('button', { name: '设计元件' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '拉手', exact: true })).toHaveAttribute(
    'href',
    '/zh-cn/productListLv3/10101',
  );
});

test('the header has no duplicate ids, with the dialog open too', async ({ page }) => {
  await page.goto('/');
  await islandsReady(page);
  const duplicates = () =>
    page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
  expect(await duplicates()).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(await duplicates()).toEqual([]);
});
