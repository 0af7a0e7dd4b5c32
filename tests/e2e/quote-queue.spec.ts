import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { readPdf } from '../support/pdf-text.ts';
import { islandsReady } from './header-support.ts';
import { signIn } from './support/pay-order.ts';

// The staff console's Quotes section as sales: find one of the demo's two open requests in the
// queue (filtered to requested quotes), open it, price every line, send it, and download the
// quotation. English prices ACME-RFQ-102 and Chinese ACME-RFQ-103, as the two run side by side.
// The demo server is rebuilt for each run, so sending them leaves nothing another run relies on.

const WORDS = {
  en: {
    path: '/editor#quotes',
    reference: 'ACME-RFQ-102',
    state: 'State',
    requested: 'Requested',
    show: 'Show quotes',
    queue: 'Quotes, newest first',
    open: /^Open quote Q-\d+$/,
    price: /unit price or price breaks$/,
    lead: /lead time in days$/,
    delivery: 'Delivery charge (£, ex VAT)',
    message: 'Message to the buyer',
    send: 'Send the quote',
    sent: /^Quote Q-\d+ is sent\.$/,
    quoted: 'Quoted',
    download: 'Download the quotation (PDF)',
    pdfTitle: 'Quotation',
  },
  'zh-cn': {
    path: '/zh-cn/editor#quotes',
    reference: 'ACME-RFQ-103',
    state: '状态',
    requested: '已询价',
    show: '显示报价',
    queue: '报价（最新的在前）',
    open: /^打开报价 Q-\d+$/,
    price: /单价或阶梯价格$/,
    lead: /交货期（天）$/,
    delivery: '运费（英镑，不含增值税）',
    message: '给买方的留言',
    send: '发送报价',
    sent: /^报价 Q-\d+ 已发送。$/,
    quoted: '已报价',
    download: '下载报价单（PDF）',
    // The buyer (admin@acme.example) reads English: staff's copy is in the buyer's language.
    pdfTitle: 'Quotation',
  },
} as const;

for (const locale of ['en', 'zh-cn'] as const) {
  test(`sales price one of the open demo requests and send it (${locale})`, async ({ page }) => {
    const words = WORDS[locale];
    await signIn(page, 'sales@lihda.example');
    await page.goto(words.path);
    await islandsReady(page);

    await page.getByRole('combobox', { name: words.state }).selectOption({ label: words.requested });
    await page.getByRole('button', { name: words.show }).click();
    const row = page.getByRole('table', { name: words.queue }).getByRole('row').filter({ hasText: words.reference });
    await expect(row).toHaveCount(1);
    const open = row.getByRole('button', { name: words.open });
    const quoteNo = (await open.textContent())!;
    await open.click();
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(quoteNo) })).toBeFocused();

    // Every line at £200 a unit, well above the parts' list prices: nothing waits for an admin.
    const prices = page.getByRole('textbox', { name: words.price });
    const leads = page.getByRole('spinbutton', { name: words.lead });
    const lineCount = await prices.count();
    expect(lineCount).toBeGreaterThan(0);
    for (let i = 0; i < lineCount; i++) {
      await prices.nth(i).fill('1:20000');
      await leads.nth(i).fill('14');
    }
    await page.getByRole('textbox', { name: words.delivery }).fill('25');
    await page.getByRole('textbox', { name: words.message }).fill('Held for call-offs.');
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('article').getByRole('status')).toHaveText(words.sent);
    await expect(page.getByRole('definition').filter({ hasText: words.quoted }).first()).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: words.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`quotation-${quoteNo}-v1.pdf`);
    const text = (await readPdf(await readFile(await download.path()))).text.replace(/\s+/g, '');
    for (const expected of [words.pdfTitle, quoteNo, words.reference, '£200.00', '£25.00', 'Heldforcall-offs.'])
      expect(text).toContain(expected);
  });
}
