import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Envelope } from '#contract/api/types.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { islandsReady } from './header-support.ts';
import { signIn } from './support/pay-order.ts';

// The staff console's Price lists section as sales: open the demo's Acme list, add a net price
// (a refused one first, its message under its field), download the list's net prices, and see the
// dry run's preview of a file that cuts that price, in English and Chinese. The net price is
// removed again at the end: the Acme list is the demo's, other journeys price with it.

const WORDS = {
  en: {
    path: '/editor#priceLists',
    open: 'Open price list Acme Engineering Ltd trade prices',
    partNo: 'Part number',
    breaks: 'Net price breaks',
    save: 'Save the rule',
    refused: 'A price must be whole pence from 1 to 10000000.',
    remove: (partNo: string) => `Remove the rule for ${partNo}`,
    download: 'Download the net prices',
    file: 'CSV file of net prices',
    csv: 'Net prices as CSV',
    preview: (partNo: string, percent: number) =>
      `This list changes 1 part. The largest cut is ${percent} % on ${partNo}.`,
  },
  'zh-cn': {
    path: '/zh-cn/editor#priceLists',
    open: '打开价格表 Acme Engineering Ltd trade prices',
    partNo: '零件编号',
    breaks: '净价阶梯',
    save: '保存规则',
    refused: '价格必须是 1 到 10000000 之间的整数（便士）。',
    remove: (partNo: string) => `删除 ${partNo} 的规则`,
    download: '下载净价',
    file: '净价 CSV 文件',
    csv: '净价 CSV',
    preview: (partNo: string, percent: number) => `此价格表将更改 1 个零件。最大降幅为 ${partNo} 的 ${percent}%。`,
  },
} as const;

/** A demo part (one for each language, as the two run side by side) and its single-unit list price in pence. */
async function aPart(page: Page, index: number): Promise<{ partNo: string; listPence: number }> {
  const answer = (await (
    await page.request.post('/api/unpri/productDetail', { data: { id: 3 } })
  ).json()) as Envelope<ProductDetail>;
  const variant = answer.data.variants.at(-1 - index)!;
  return { partNo: variant.partNo, listPence: variant.priceBreaks[0]!.unitPricePence };
}

for (const locale of ['en', 'zh-cn'] as const) {
  test(`sales open the Acme list, add a net price and preview a CSV import of net prices (${locale})`, async ({
    page,
  }) => {
    const words = WORDS[locale];
    const part = await aPart(page, locale === 'en' ? 0 : 1);
    await signIn(page, 'sales@lihda.example');
    await page.goto(words.path);
    await islandsReady(page);
    await page.getByRole('button', { name: words.open }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Acme Engineering Ltd trade prices' })).toBeVisible();

    await page.getByRole('textbox', { name: words.partNo }).fill(part.partNo);
    const breaks = page.getByRole('textbox', { name: words.breaks });
    await breaks.fill('1:0');
    await page.getByRole('button', { name: words.save }).click();
    await expect(breaks).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#price-rule-breaks-error')).toHaveText(words.refused);

    await breaks.fill('1:100');
    await page.getByRole('button', { name: words.save }).click();
    const remove = page.getByRole('button', { name: words.remove(part.partNo) });
    await expect(remove).toBeVisible();
    try {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: words.download }).click(),
      ]);
      const exported = await readFile(await download.path(), 'utf8');
      expect(exported).toContain(`\r\n${part.partNo},1:100\r\n`);

      // The same file with the new net price cut to 50p: one part changes, by this much below its list price.
      const cut = exported.replace(`${part.partNo},1:100`, `${part.partNo},1:50`);
      await page
        .getByLabel(words.file)
        .setInputFiles({ name: 'acme.csv', mimeType: 'text/csv', buffer: Buffer.from(cut) });
      const percent = Math.floor(((part.listPence - 50) * 200 + part.listPence) / (2 * part.listPence));
      await expect(page.getByRole('region', { name: words.csv }).getByRole('status')).toHaveText(
        words.preview(part.partNo, percent),
      );
    } finally {
      await remove.click();
      await expect(remove).toHaveCount(0);
    }
  });
}
