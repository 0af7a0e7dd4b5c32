import { expect, type Page } from '@playwright/test';
import { islandsReady } from '../header-support.ts';
import { signIn } from './pay-order.ts';

/** Signs `staff` in as sales and opens the order in the console's Orders section, found by its number. */
export async function openStaffOrder(staff: Page, orderNo: string): Promise<void> {
  await signIn(staff, 'sales@lihda.example');
  await staff.goto('/editor#orders');
  await islandsReady(staff);
  const filters = staff.getByRole('form', { name: 'Order filters' });
  await filters.getByRole('searchbox', { name: 'Search orders' }).fill(orderNo);
  await filters.getByRole('button', { name: 'Show orders' }).click();
  await staff.getByRole('button', { name: `Open ${orderNo}` }).click();
  await expect(staff.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
}
