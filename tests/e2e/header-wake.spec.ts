import { expect, test, type Page } from '@playwright/test';
import { islandsReady } from './header-support.ts';

// The header's menus, search box, Contact panel and Account button, and "Show more products", load their code when
// the visitor reaches for them (client:interaction, src/lib/hydrate-on-interaction.ts). Here each
// island's code is held back, so the first press, key or tap lands before it has come: it must
// still do what the visitor meant once the code is there.

const SLOW_MS = 700;

/** The code files of the islands named (their component files). */
const islandCode = (names: string[]) => new RegExp(`/_astro/(${names.join('|')})\\.[\\w-]+\\.js$`);

/** Delays the code of the islands named (their component files), as a slow network would. */
async function slowIslands(page: Page, names: string[]): Promise<void> {
  await page.route(islandCode(names), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    await route.continue();
  });
}

/**
 * Holds the code of the islands named until the test lets it go, so the test can see a press land
 * before the code whatever the machine's load (a fixed delay can run out before a slow click).
 */
async function holdIslands(page: Page, names: string[]): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(islandCode(names), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Whether the island of that component has hydrated (Astro removes `ssr` then). */
const awake = (page: Page, name: string) => page.locator(`astro-island[component-url*="/${name}."]:not([ssr])`);

test('a press on a menu before its code has come opens it; so does the Contact button', async ({ page }) => {
  const release = await holdIslands(page, ['MainMenu', 'ContactPanel']);
  await page.goto('/');
  await islandsReady(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const discover = nav.getByRole('button', { name: 'Discover' });
  await discover.click();
  await expect(awake(page, 'MainMenu')).toHaveCount(0);
  release();
  await expect(discover).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();

  const contact = page.getByRole('banner').getByRole('button', { name: 'Contact', exact: true });
  await contact.click();
  await expect(contact).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('banner').getByRole('region', { name: 'Contact' })).toBeVisible();
});

test("a press on Account before the header's code has come opens its menu once the code is there", async ({ page }) => {
  const release = await holdIslands(page, ['HeaderStatus']);
  await page.goto('/about');
  const account = page.getByRole('banner').getByRole('button', { name: 'Account', exact: true });
  await account.click();
  await expect(awake(page, 'HeaderStatus')).toHaveCount(0);
  release();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test("a press on Account that the menu's code interrupts, arriving between down and up, still opens the menu", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/AccountDropdown\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about');
  await islandsReady(page);
  const banner = page.getByRole('banner');
  const account = banner.getByRole('button', { name: 'Account', exact: true });
  // The pointer's arrival asks for the menu's code; it comes while the button is held down, and
  // replaces the button, so the browser's click goes to no button.
  await account.hover();
  await page.mouse.down();
  release();
  await expect(banner.locator('#account-menu')).toBeAttached();
  await page.mouse.up();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('the pointer resting on Products keeps the mega-menu open as its code arrives', async ({ page }) => {
  await slowIslands(page, ['MainMenu']);
  await page.goto('/');
  await islandsReady(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const products = nav.getByRole('button', { name: 'Products' });
  await products.hover();
  // Before the code: CSS opens it on hover; after: the menu's own state, told of the hover.
  await expect(nav.getByRole('link', { name: 'Handles', exact: true })).toBeVisible();
  await expect(awake(page, 'MainMenu')).toHaveCount(1);
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Handles', exact: true })).toBeVisible();
});

test('keys pressed on a menu before its code has come are played in order', async ({ page }) => {
  await slowIslands(page, ['MainMenu']);
  await page.goto('/');
  await islandsReady(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Discover' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Technical' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('button', { name: 'Discover' })).toBeFocused();
  await expect(nav.getByRole('button', { name: 'Discover' })).toHaveAttribute('aria-expanded', 'false');
});

test('Tab into the Contact panel before its code has come keeps the focus there as the code arrives', async ({
  page,
}) => {
  await slowIslands(page, ['ContactPanel']);
  await page.goto('/');
  await islandsReady(page);
  const banner = page.getByRole('banner');
  const contact = banner.getByRole('button', { name: 'Contact', exact: true });
  await contact.focus();
  // CSS opens the panel on focus before the code (header.css); Tab goes to its first link.
  await page.keyboard.press('Tab');
  const firstLink = banner.getByRole('region', { name: 'Contact' }).getByRole('link').first();
  await expect(firstLink).toBeFocused();
  await expect(awake(page, 'ContactPanel')).toHaveCount(1);
  await expect(contact).toHaveAttribute('aria-expanded', 'true');
  await expect(firstLink).toBeFocused();
});

test('a search typed and sent before the box has its code goes where the box sends it', async ({ page, request }) => {
  const detail = await (await request.post('/api/unpri/productDetail', { data: { id: 1 } })).json();
  const { slug, variants } = detail.data as { slug: string; variants: Array<{ partNo: string }> };
  await slowIslands(page, ['SearchBox']);
  await page.goto('/about');
  await islandsReady(page);
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill(variants[0]!.partNo);
  await search.press('Enter');
  // The box's own search opens the part's page; the form alone (/search?q=) would list results.
  await expect(page).toHaveURL(new RegExp(`/goodsInfo/1/${slug}\\?partNo=${variants[0]!.partNo}$`));
});

test('"Show more products" pressed before its code has come loads the next page', async ({ page, request }) => {
  await slowIslands(page, ['MoreFamilies']);
  const l3 = (await (await request.post('/api/unpri/getProductMemuL3', { data: { id: 1 } })).json()).data as Array<{
    id: number;
  }>;
  const totals = await Promise.all(
    l3.map(async (c) => ({
      id: c.id,
      total: (await (await request.post('/api/unpri/categoryDetail', { data: { id: c.id, pageSize: 1 } })).json()).data
        .families.total as number,
    })),
  );
  const target = totals.find((c) => c.total > 12)!;
  await page.goto(`/productListLv3/${target.id}`);
  await islandsReady(page);
  await page.getByRole('button', { name: 'Show more products' }).click();
  await expect(page.locator('main a.family-card')).toHaveCount(Math.min(24, target.total));
});

test.describe('on a phone held sideways, by touch', () => {
  test.use({ hasTouch: true, viewport: { width: 844, height: 390 } });

  test('the first tap on a menu or the Contact button opens it', async ({ page }) => {
    await slowIslands(page, ['MainMenu', 'ContactPanel']);
    await page.goto('/');
    await islandsReady(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const products = nav.getByRole('button', { name: 'Products' });
    await products.tap();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: 'Design Elements' })).toBeVisible();
    // A second tap closes it, as on a hydrated menu.
    await products.tap();
    await expect(products).toHaveAttribute('aria-expanded', 'false');

    const contact = page.getByRole('banner').getByRole('button', { name: 'Contact', exact: true });
    await contact.tap();
    await expect(contact).toHaveAttribute('aria-expanded', 'true');
  });
});
