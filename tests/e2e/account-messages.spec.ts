import { expect, test, type Page } from '@playwright/test';
import type { InboxPage, UnreadAnswer } from '#contract/calls/messages.ts';
import { islandsReady } from './header-support.ts';
import { call, placeOrder, signIn } from './support/pay-order.ts';

// The inbox as the demo buyer. Other specs share the demo accounts and place orders too, so the
// checks are about the message this test made, and the badge is compared with the server's count.

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /unread message/ });
const unreadNow = async (page: Page, token: string) => (await call<UnreadAnswer>(page, token, 'msgUnreadCount')).unread;

test('an order’s message arrives in the inbox; opening it reads it and the badge goes down', async ({
  page,
  browser,
}) => {
  const token = await signIn(page, 'buyer@example.com');
  const order = await placeOrder(page, token, 'bankTransfer');
  const subject = `Order ${order.orderNo} placed`;

  await page.goto('/acMsg');
  await islandsReady(page);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: subject }) });
  await expect(item).toContainText('Unread');
  await expect(item).toContainText('Order');
  const before = await unreadNow(page, token);
  await expect(badge(page)).toHaveAccessibleName(
    before === 1 ? '1 unread message' : `${before > 99 ? '99+' : before} unread messages`,
  );

  // Open it inline: /acMsg/{id} shows it above the list, read, with its order.
  await item.getByRole('link', { name: subject }).click();
  await page.waitForURL(/\/acMsg\/\d+$/);
  const opened = page.getByRole('region', { name: 'Opened message' });
  await expect(opened.getByRole('heading', { name: subject })).toBeVisible();
  await expect(opened).toContainText(`We have received your order ${order.orderNo}`);
  await expect(opened.getByRole('link', { name: 'View the order' })).toHaveAttribute(
    'href',
    `/acOrderdetails/${order.id}`,
  );
  const after = await unreadNow(page, token);
  expect(after).toBe(before - 1);
  if (after === 0) await expect(badge(page)).toHaveCount(0);
  else await expect(badge(page)).toHaveText(after > 99 ? '99+' : String(after));
  const listed = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: subject }) });
  await expect(listed).not.toContainText('Unread');

  // Its own page, with the way back.
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await page.goto(`/msgDetails/${id}`);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/acMsg');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Another buyer: the same id is not found, on both pages.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, 'member@acme.example');
  for (const path of [`/msgDetails/${id}`, `/acMsg/${id}`]) {
    await other.goto(path);
    await expect(other.getByText('There is no such message. It may have been deleted')).toBeVisible();
    await expect(other.getByRole('heading', { name: subject })).toHaveCount(0);
  }
  await other.context().close();
});

test('the inbox filters by type and unread, marks one read and marks all read, in Chinese too', async ({ page }) => {
  const token = await signIn(page, 'buyer@example.com');
  const order = await placeOrder(page, token, 'bankTransfer');
  const second = await placeOrder(page, token, 'bankTransfer');
  await page.goto('/zh-cn/acMsg');
  await islandsReady(page);
  const subject = `订单 ${order.orderNo} 已提交`;
  await expect(page.getByRole('link', { name: subject })).toBeVisible();

  await page.getByLabel('显示').selectOption('payment');
  await expect(page.getByRole('link', { name: subject })).toHaveCount(0);
  await page.getByLabel('显示').selectOption('order');
  await page.getByRole('checkbox', { name: '仅未读' }).check();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: subject }) });
  await item.getByRole('button', { name: new RegExp(`^标为已读\\W+${subject}$`) }).click();
  await expect(item).not.toContainText('未读');
  const readOne = await call<InboxPage>(page, token, 'msgList', { kind: 'order' });
  expect(
    readOne.list
      .filter((m) => m.orderId === order.id || m.orderId === second.id)
      .map((m) => m.read)
      .sort(),
  ).toEqual([false, true]);

  await page.getByRole('checkbox', { name: '仅未读' }).uncheck();
  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(page.getByRole('status').filter({ hasText: '所有消息均已标为已读。' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /未读消息/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `订单 ${second.orderNo} 已提交` })).toBeVisible();
  const readAll = await call<InboxPage>(page, token, 'msgList', { kind: 'order' });
  expect(readAll.list.find((m) => m.orderId === second.id)?.read).toBe(true);
});
