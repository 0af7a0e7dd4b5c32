import { expect, type Page } from '@playwright/test';

export interface NewAddress {
  contactName: string;
  line1: string;
  town: string;
  postcode: string;
  phone: string;
  /** How the saved address is listed: "12 Test Street, Leeds, LS1 1AA". */
  listed: string;
}

/**
 * Opens the checkout from the basket and delivers to a new address, invoiced to the same: the
 * buyer's address book may be empty or not. Answers the checkout form.
 */
export async function checkoutToNewAddress(page: Page, address: NewAddress) {
  await page.getByRole('button', { name: 'Go to checkout' }).click();
  const checkout = page.getByRole('form', { name: 'Checkout' });
  const delivery = checkout.getByRole('group', { name: 'Delivery address', exact: true });
  await expect(delivery).toBeVisible();
  const addNew = delivery.getByRole('button', { name: 'Add a new address' });
  if (await addNew.isVisible()) await addNew.click();
  const form = delivery.getByRole('group', { name: 'New delivery address' });
  await form.getByLabel('Contact name').fill(address.contactName);
  await form.getByLabel('Address line 1').fill(address.line1);
  await form.getByLabel('Town or city').fill(address.town);
  await form.getByLabel('Postcode').fill(address.postcode);
  await form.getByLabel('Phone').fill(address.phone);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(delivery.getByRole('combobox', { name: 'Delivery address' })).toContainText(address.listed);
  await checkout.getByRole('checkbox', { name: 'Invoice address same as delivery' }).check();
  return checkout;
}
