import { expect, test, type Page } from '@playwright/test';
import { islandsReady } from './header-support.ts';
import { signIn } from './support/pay-order.ts';

// Acme's own part numbers (demo: ACME-70001 … ACME-70007) on /acTeam, and the header search by them.
// Other specs read the demo numbers, so the one this spec changes is set back before it ends.

const section = (page: Page) => page.getByRole('region', { name: 'Your part numbers' });
/** The row of one of our part numbers (whose name starts with it: LH-1101-100-AL is not LH-1101-100-ALB). */
const rowOf = (page: Page, partNo: string) =>
  section(page).getByRole('row', { name: new RegExp(`^${partNo.replace(/[.]/g, '\\.')} `) });
const DEMO_NUMBERS = Array.from({ length: 7 }, (_, i) => `ACME-${70_001 + i}`);

async function openPartNumbers(page: Page, path = '/acTeam'): Promise<void> {
  await page.goto(path);
  await islandsReady(page);
  await expect(section(page).getByRole('table')).toBeVisible();
}

test("the admin sees Acme's numbers, changes one from its row and sets it back", async ({ page }) => {
  await signIn(page, 'admin@acme.example');
  await openPartNumbers(page);
  const table = section(page).getByRole('table');
  for (const number of DEMO_NUMBERS) await expect(table.getByRole('cell', { name: number, exact: true })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'ACME-70001' });
  const partNo = (await row.getByRole('rowheader').innerText()).trim();

  await row.getByRole('button', { name: `Change the number for ${partNo}` }).click();
  const yours = section(page).getByRole('textbox', { name: 'Your part number' });
  await expect(yours).toBeFocused();
  await yours.fill('acme 1');
  await page.keyboard.press('Enter');
  await expect(
    section(page).getByText('Use letters, digits, dots, slashes and single dashes only, at most 40 characters'),
  ).toBeVisible();
  await yours.fill('acme-e2e-1');
  await section(page).getByRole('button', { name: 'Save number' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Your number for ${partNo} is now ACME-E2E-1.` }),
  ).toBeVisible();
  await expect(rowOf(page, partNo)).toContainText('ACME-E2E-1');

  await rowOf(page, partNo)
    .getByRole('button', { name: `Change the number for ${partNo}` })
    .click();
  await yours.fill('ACME-70001');
  await section(page).getByRole('button', { name: 'Save number' }).click();
  await expect(rowOf(page, partNo)).toContainText('ACME-70001');
  await expect(section(page).getByRole('heading', { name: 'Import from CSV' })).toBeVisible();
});

test('the admin imports a CSV file after its dry run, then imports the numbers back', async ({ page }) => {
  await signIn(page, 'admin@acme.example');
  await openPartNumbers(page);
  const partNo = (
    await section(page).getByRole('row').filter({ hasText: 'ACME-70002' }).getByRole('rowheader').innerText()
  ).trim();
  const importFile = async (name: string, customerPartNo: string) => {
    await section(page)
      .getByLabel('CSV file')
      .setInputFiles({
        name,
        mimeType: 'text/csv',
        buffer: Buffer.from(`part_no,customer_part_no\r\n${partNo},${customerPartNo}\r\n`),
      });
    await expect(section(page).getByText(`${name} is valid. Check the changes below, then import it.`)).toBeVisible();
    await section(page)
      .getByRole('button', { name: `Import ${name}` })
      .click();
    await expect(section(page).getByText(`${name} is imported.`)).toBeVisible();
    await expect(rowOf(page, partNo)).toContainText(customerPartNo);
  };
  await importFile('changed.csv', 'ACME-E2E-2');
  await expect(section(page).getByRole('listitem')).toHaveText(`Line 2: ${partNo}: ACME-70002 → ACME-E2E-2`);
  await importFile('back.csv', 'ACME-70002');
});

test('a member sees the numbers read-only in Chinese, and the header search finds a part by them', async ({ page }) => {
  await signIn(page, 'member@acme.example');
  await page.goto('/zh-cn/acTeam');
  await islandsReady(page);
  const region = page.getByRole('region', { name: '贵公司的零件编号' });
  await expect(region.getByRole('cell', { name: 'ACME-70007', exact: true })).toBeVisible();
  await expect(region.getByText('只有管理员可以更改这些编号。')).toBeVisible();
  await expect(region.getByRole('button', { name: /更改/ })).toHaveCount(0);
  await expect(region.getByRole('heading', { name: '从 CSV 导入' })).toHaveCount(0);
  const partNo = (
    await region.getByRole('row').filter({ hasText: 'ACME-70007' }).getByRole('rowheader').innerText()
  ).trim();

  const box = page.getByRole('banner').getByRole('searchbox');
  await box.click();
  await box.pressSequentially('acme-70007');
  const group = page.getByRole('listbox').getByRole('group', { name: '贵公司的零件编号' });
  await expect(group.getByRole('option')).toHaveText(`ACME-70007${partNo}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/zh-cn/goodsInfo/\\d+/[^?]+\\?partNo=${partNo}$`));
});
