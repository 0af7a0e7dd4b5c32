import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { OrderDetail, PayStartAnswer } from '#contract/calls/orders.ts';
import { readPdf } from '../support/pdf-text.ts';
import { islandsReady } from './header-support.ts';
import { call, placeOrder, signIn } from './support/pay-order.ts';
import { openStaffOrder } from './support/staff-order.ts';

// A refund of part of an order, end to end: a buyer pays two parts by bank transfer; sales record the
// transfer and, in the console, refund one of them; the credit note shows on both sides, the buyer's
// /acOrderdetails/{id} gives its PDF, naming the invoice it corrects, and the money waits to be refunded by bank.

test('sales refund one of two parts with a credit note, and the buyer downloads it from the order page', async ({
  browser,
}) => {
  const buyer = await (await browser.newContext()).newPage();
  const token = await signIn(buyer, 'jordan@example.com');
  const placed = await placeOrder(buyer, token, 'bankTransfer');
  await call<PayStartAnswer>(buyer, token, 'payStart', { id: placed.id, method: 'bankTransfer' });
  const order = await call<OrderDetail>(buyer, token, 'orderDetail', { id: placed.id });

  const staff = await (await browser.newContext()).newPage();
  await openStaffOrder(staff, placed.orderNo);
  const transfer = staff.getByRole('form', { name: 'Bank transfer received' });
  await transfer.getByRole('textbox', { name: 'Amount (£)' }).fill((order.totals.totalPence / 100).toFixed(2));
  await transfer.getByRole('button', { name: 'Record the transfer' }).click();

  const refund = staff.getByRole('form', { name: 'Refund lines (credit note)' });
  const line = order.lines[0]!;
  await refund.getByRole('spinbutton', { name: `${line.lineNo}. ${line.partNo} (up to 2)` }).fill('1');
  await refund.getByRole('textbox', { name: 'Reason' }).fill('One arrived bent');
  await refund.getByRole('button', { name: 'Issue credit note and refund' }).click();
  const notes = staff.getByRole('table', { name: 'Credit notes' });
  await expect(notes).toContainText(/CN-\d{4}-\d{6}/);
  // Paid by transfer: the money is marked for accounts to refund by bank.
  await expect(staff.getByRole('form', { name: 'Refund', exact: true })).toBeVisible();

  await buyer.goto(`/acOrderdetails/${placed.id}`);
  await islandsReady(buyer);
  const table = buyer.getByRole('table', { name: 'Credit notes' });
  const invoiceNo = (await call<OrderDetail>(buyer, token, 'orderDetail', { id: placed.id })).invoice!.invoiceNo;
  await expect(table).toContainText(invoiceNo);
  await expect(table).toContainText('Refund');
  const downloading = buyer.waitForEvent('download');
  await table.getByRole('button', { name: /^Download credit note CN-/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{6}\.pdf$/);
  const text = (await readPdf(await fs.readFile(await download.path()))).text.replace(/\s+/g, '');
  expect(text).toContain(`Creditnoteforinvoice${invoiceNo}`);
  expect(text).toContain(line.partNo);
  expect(text).toContain('Onearrivedbent');
});
