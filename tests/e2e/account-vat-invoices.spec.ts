import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Address } from '#contract/calls/addresses.ts';
import type { BasketTotals } from '#contract/calls/basket.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import { ukDay } from '#contract/format/dates.ts';
import { readPdf } from '../support/pdf-text.ts';
import { DEMO_PASSWORD, islandsReady, logIn } from './header-support.ts';
import { browserErrors, post } from './trade-support.ts';
import { staffToken } from './support/staff-second-factor.ts';

// Tax by destination end to end (docs/tax-and-invoices.md): Acme's admin keeps the company's VAT
// number on /acTeam and a German delivery is a zero-rated export stated on the invoice; a Belfast
// buyer keeps their own on /acInformation and pays UK VAT at 20 %. The invoices are read back from
// the PDFs the order page downloads, in English and Chinese. An account journey (run one at a time).

const PART = 'LH-1202-63-M12-SS';

const WORDS = {
  en: { prefix: '', actions: 'Order actions', invoice: 'Download invoice (PDF)' },
  'zh-cn': { prefix: '/zh-cn', actions: '订单操作', invoice: '下载发票（PDF）' },
} as const;

/** Orders one of a part to a new address through the API, as the buyer, and answers the order's id. */
async function orderTo(
  request: APIRequestContext,
  token: string,
  address: Omit<Address, 'id' | 'isDefault'>,
  paymentMethod: 'account' | 'bankTransfer',
) {
  const saved = await post<Address>(request, 'pri/addressAdd', address, token);
  await request.post('/api/pri/basketRemove', { data: { partNo: PART }, headers: { token } });
  await post(request, 'pri/basketAdd', { partNo: PART, quantity: 10 }, token);
  const totals = await post<BasketTotals>(request, 'pri/checkoutTotals', { deliveryAddressId: saved.id }, token);
  const order = await post<{ id: number }>(
    request,
    'pri/orderCreate',
    {
      idempotencyKey: `vat-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      deliveryAddressId: saved.id,
      invoiceAddressId: saved.id,
      paymentMethod,
      expectedTotalPence: totals.totalPence,
    },
    token,
  );
  await post(request, 'pri/payStart', { id: order.id, method: paymentMethod }, token);
  return { id: order.id, totals };
}

async function invoiceText(page: Page, id: number, locale: keyof typeof WORDS): Promise<string> {
  await page.goto(`${WORDS[locale].prefix}/acOrderdetails/${id}`);
  await islandsReady(page);
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('group', { name: WORDS[locale].actions })
    .getByRole('button', { name: WORDS[locale].invoice })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d{4}-\d{6}\.pdf$/);
  return (await readPdf(await fs.readFile(await download.path()))).text.replace(/\s+/g, '');
}

const squash = (text: string) => text.replace(/\s+/g, '');

test('a German company with a VAT number: kept on /acTeam, zero-rated, the export stated on its invoice in both languages', async ({
  page,
  request,
}) => {
  const errors = browserErrors(page);
  await page.goto('/');
  await islandsReady(page);
  await logIn(page, 'admin@acme.example');
  await page.goto('/acTeam');
  await islandsReady(page);
  const numbers = page.getByRole('region', { name: 'VAT and EORI numbers' });
  await numbers.getByRole('textbox', { name: 'VAT number' }).fill('DE 136 695 977');
  await numbers.getByRole('button', { name: 'Save numbers' }).click();
  await expect(numbers.getByText('DE136695977 is not a valid VAT number for DE (Germany)')).toBeVisible();
  await expect(numbers.getByRole('textbox', { name: 'VAT number' })).toBeFocused();
  await numbers.getByRole('textbox', { name: 'VAT number' }).fill('DE 136 695 976');
  await numbers.getByRole('textbox', { name: 'EORI number' }).fill('DE1234567890123');
  await numbers.getByRole('button', { name: 'Save numbers' }).click();
  await expect(numbers.getByText(/^Format and check digits checked on /)).toBeVisible();
  await expect(numbers.getByRole('textbox', { name: 'VAT number' })).toHaveValue('DE136695976');

  // The field's name in Chinese is a fixed point.
  await page.goto('/zh-cn/acTeam');
  await islandsReady(page);
  await expect(
    page.getByRole('region', { name: '增值税号和 EORI 号码' }).getByRole('textbox', { name: '增值税号' }),
  ).toHaveValue('DE136695976');

  const login = await post<LoginAnswer>(request, 'unpri/userLogin', {
    email: 'admin@acme.example',
    pwd: DEMO_PASSWORD,
  });
  const { id, totals } = await orderTo(
    request,
    login.token,
    {
      kind: 'delivery',
      contactName: 'Jonas Weber',
      companyName: 'Weber Maschinenbau GmbH',
      line1: 'Königstraße 1',
      line2: '',
      town: 'Stuttgart',
      county: '',
      postcode: '70173',
      country: 'DE',
      phone: '+49 711 000000',
    },
    'account',
  );
  expect(totals).toMatchObject({ vatRatePercent: 0, vatPence: 0 });

  const english = await invoiceText(page, id, 'en');
  for (const shown of [
    'VATnumber:DE136695976',
    'EORInumber:DE1234567890123',
    'Weber',
    'Stuttgart',
    'UnitpriceexVAT',
    'VATrate',
    '0%',
    'TotalexVAT',
    squash('Zero-rated export — goods sent outside the UK'),
  ])
    expect(english).toContain(shown);
  const chinese = await invoiceText(page, id, 'zh-cn');
  for (const shown of ['增值税号：DE136695976', '零税率出口——货物运往英国境外']) expect(chinese).toContain(shown);
  // The wrong number's refusal is the one 400 the browser logs.
  expect(errors).toEqual([
    'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ]);
});

test('a Belfast buyer: their VAT number kept on /acInformation, UK VAT at 20 % on the invoice, no export statement', async ({
  page,
  request,
}) => {
  const errors = browserErrors(page);
  await page.goto('/');
  await islandsReady(page);
  await logIn(page, 'jordan@example.com');
  await islandsReady(page);
  const numbers = page.getByRole('region', { name: 'VAT and EORI numbers' });
  await numbers.getByRole('textbox', { name: 'VAT number' }).fill('GB980780684');
  await numbers.getByRole('button', { name: 'Save numbers' }).click();
  await expect(numbers.getByText(/^Format and check digits checked on /)).toBeVisible();

  const login = await post<LoginAnswer>(request, 'unpri/userLogin', {
    email: 'jordan@example.com',
    pwd: DEMO_PASSWORD,
  });
  const { id, totals } = await orderTo(
    request,
    login.token,
    {
      kind: 'delivery',
      contactName: 'Jordan Lee',
      companyName: '',
      line1: '12 Donegall Place',
      line2: '',
      town: 'Belfast',
      county: 'County Antrim',
      postcode: 'BT1 5GS',
      country: 'GB',
      phone: '+44 28 9000 0000',
    },
    'bankTransfer',
  );
  expect(totals.vatRatePercent).toBe(20);
  // The money arrives: sales record it, and the VAT invoice is issued.
  const sales = await staffToken(request, 'sales@lihda.example');
  const staffView = await post<StaffOrderDetail>(request, 'staff/orderGet', { id }, sales);
  await post(
    request,
    'staff/orderTransferReceived',
    {
      id,
      version: staffView.version,
      amountPence: staffView.duePence,
      receivedOn: ukDay(),
      bankReference: 'BACS BELFAST',
    },
    sales,
  );

  const english = await invoiceText(page, id, 'en');
  for (const shown of ['VATnumber:GB980780684', 'Belfast', 'BT15GS', '20%', 'VATat20%on'])
    expect(english).toContain(shown);
  expect(english).not.toContain('Zero-rated');
  const chinese = await invoiceText(page, id, 'zh-cn');
  expect(chinese).toContain('增值税20%，计税金额');
  expect(chinese).not.toContain('零税率出口');
  expect(errors).toEqual([]);
});
