import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { EditorList } from '#contract/calls/editor-fields.ts';
import type { EditorService } from '#contract/calls/editor-services.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import type { EditorFamily } from '#contract/calls/editor-families.ts';
import { pickFields, SERVICE_TEXTS } from '../../src/lib/editor/form-fields.ts';
import { DEMO_PASSWORD, islandsReady } from './header-support.ts';
import { sitemapText } from './sitemap-support.ts';
import { isDemoStaff, proveInDialog, staffToken } from './support/staff-second-factor.ts';

// The editor console (/editor): an editor edits a service, publishes the changed pages and sees the new
// text on the rebuilt service page; a buyer is told the console is not for them.

const EDITOR = 'editor@lihda.example';

async function editorCall<T>(request: APIRequestContext, path: string, data: object = {}): Promise<T> {
  const answer = await (
    await request.post(`/api/editor/${path}`, { data, headers: { token: await staffToken(request, EDITOR) } })
  ).json();
  expect(answer.code).toBe(200);
  return answer.data as T;
}

/** Logs in with the dialog the console's own "Log in" button opens: the user stays on /editor. */
async function logInHere(page: Page, email: string): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  if (isDemoStaff(email)) await proveInDialog(page, dialog);
}

async function openConsole(page: Page): Promise<void> {
  await page.goto('/editor');
  await islandsReady(page);
  await expect(page.getByText('Please log in with a staff account to use the staff console.')).toBeVisible();
}

test('/editor is a noindex page that the shop does not link to and the sitemap does not list', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('a[href$="/editor"]')).toHaveCount(0);
  await page.goto('/zh-cn/editor');
  await expect(page.getByRole('heading', { level: 1, name: '员工控制台' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await sitemapText(request)).not.toContain('/editor');
});

test('a buyer opening /editor is told it is for Lihda Group staff', async ({ page }) => {
  await openConsole(page);
  await logInHere(page, 'buyer@example.com');
  await expect(page.getByText('This console is for Lihda Group staff.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Editor sections' })).toHaveCount(0);
});

test("an editor changes a service's text, publishes only the changed pages, and the service page shows the new text", async ({
  page,
  request,
}) => {
  // The site npm start built is kept as the first release with the code it was built from
  // (server/publish/build-record.ts), so this first publish renders only the pages the edit touches.
  test.setTimeout(300_000);
  const original = (await editorCall<EditorList<EditorService>>(request, 'serviceList')).list[0]!;
  const newText = `Edited in the console at ${Date.now()}.`;
  try {
    await openConsole(page);
    await logInHere(page, EDITOR);
    const sections = page.getByRole('navigation', { name: 'Editor sections' });
    await expect(sections).toBeVisible();
    await expect(page).toHaveURL(/\/editor\/?$/);

    await sections.getByRole('link', { name: 'Services', exact: true }).click();
    await page.getByRole('button', { name: `Edit ${original.title}`, exact: true }).click();
    await page.getByRole('textbox', { name: 'English text' }).fill(newText);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    await sections.getByRole('link', { name: 'Publish', exact: true }).click();
    const publish = page.getByRole('button', { name: 'Publish the site' });
    await publish.click();
    // The button comes back once the list shows the new build, newest first.
    await expect(publish).toBeEnabled();
    const builds = page.getByRole('table', { name: 'The last builds, newest first' });
    const newest = builds.getByRole('row').nth(1);
    await expect(newest).toContainText(EDITOR);
    await expect(newest).toContainText('Succeeded', { timeout: 240_000 });
    await expect(newest).toContainText('Live now');
    await expect(newest).toContainText('Only the changed pages built');

    await page.goto(`/services/${original.id}`);
    await expect(page.getByRole('article')).toContainText(newText);
  } finally {
    // Saved back (not published): the database is the next build's source.
    await editorCall(request, 'serviceSave', { id: original.id, ...pickFields(original, SERVICE_TEXTS) });
  }
});

test('an editor changes a part’s dimension and the family’s drawing is redrawn with it', async ({ page, request }) => {
  const { id } = (await (await request.post('/api/unpri/productSearchTop', { data: { name: 'LH-1203' } })).json())
    .data as { id: number };
  const family = (await (await request.post('/api/unpri/productDetail', { data: { id } })).json())
    .data as ProductDetail;
  const first = family.variants[0]!;
  const dims = (d1: number | string) =>
    Object.entries({ ...first.dims, d1 })
      .map(([k, v]) => `${k}=${v}`)
      .join(';');
  // Its own finish as stored (the product page shows the family's where it has none): saved back with the rest.
  const own = (await editorCall<EditorFamily>(request, 'familyGet', { id })).variants[0]!;
  const saveBack = {
    id: first.id,
    stock: first.stock,
    leadTimeDays: first.leadTimeDays,
    priceBreaks: own.priceBreaksText,
    dims: own.dimsText,
    finish: own.finish ?? '',
    finishZh: own.finishZh ?? '',
  };
  try {
    await openConsole(page);
    await logInHere(page, EDITOR);
    await page
      .getByRole('navigation', { name: 'Editor sections' })
      .getByRole('link', { name: 'Products', exact: true })
      .click();
    // The first page of families is listed before the search box is used.
    await expect(page.getByRole('table', { name: 'Product families' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Code, part number or name' }).fill('LH-1203');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByRole('button', { name: `Edit ${family.name}`, exact: true }).click();
    const drawing = page.getByRole('region', { name: 'Drawing' });
    await expect(drawing.getByRole('note')).toHaveText(/^Drawn from the dimensions/);
    const before = await drawing.getByRole('img').getAttribute('src');

    await page.getByRole('textbox', { name: `Dimensions of ${first.partNo}` }).fill(dims(88));
    await page.getByRole('button', { name: `Save ${first.partNo}`, exact: true }).click();
    await expect(page.getByText(`${first.partNo} saved.`)).toBeVisible();
    await expect(drawing.getByRole('img')).not.toHaveAttribute('src', before!);
    // The family's drawing names its sizes by the table's columns, to scale with the new figure; the part's own drawing gives it in mm.
    const [beforeSvg, svg] = await Promise.all(
      [before!, (await drawing.getByRole('img').getAttribute('src'))!].map(async (url) =>
        (await request.get(url)).text(),
      ),
    );
    expect(svg).toContain('>d1</text>');
    expect(svg).not.toBe(beforeSvg);
    expect(await (await request.get(`/api/unpri/partDrawing?partNo=${first.partNo}`)).text()).toContain('>Ø88</text>');
  } finally {
    await editorCall(request, 'variantSave', saveBack);
  }
});
