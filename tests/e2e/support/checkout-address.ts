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

/** A new delivery address of Acme's admin (admin@acme.example), postcode typed as a buyer might. */
export const ACME_ADMIN_ADDRESS: NewAddress = {
  contactName: 'Priya Shah',
  line1: '4 Forge Lane',
  town: 'Sheffield',
  postcode: 's1 2hh',
  phone: '0114 496 0000',
  listed: '4 Forge Lane, Sheffield, S1 2HH',
};

/** The checkout's words in each language (src/i18n/{en,zh-cn}/basket.ts), as a buyer reads them. */
export const CHECKOUT_WORDS = {
  en: {
    toCheckout: 'Go to checkout',
    checkout: 'Checkout',
    delivery: 'Delivery address',
    addAddress: 'Add a new address',
    newDelivery: 'New delivery address',
    contactName: 'Contact name',
    line1: 'Address line 1',
    town: 'Town or city',
    postcode: 'Postcode',
    phone: 'Phone',
    save: 'Save address',
    sameAsDelivery: 'Invoice address same as delivery',
    paymentMethod: 'Payment method',
    onAccount: 'On account (invoice, 30 days)',
    placeOrder: 'Place order',
  },
  'zh-cn': {
    toCheckout: '去结账',
    checkout: '结账',
    delivery: '收货地址',
    addAddress: '添加新地址',
    newDelivery: '新收货地址',
    contactName: '联系人',
    line1: '地址第 1 行',
    town: '城镇或城市',
    postcode: '邮编',
    phone: '电话',
    save: '保存地址',
    sameAsDelivery: '发票地址与收货地址相同',
    paymentMethod: '付款方式',
    onAccount: '月结（开具发票，30 天付款）',
    placeOrder: '提交订单',
  },
} as const;

type CheckoutWords = (typeof CHECKOUT_WORDS)[keyof typeof CHECKOUT_WORDS];

/**
 * Opens the checkout from the basket and delivers to a new address, invoiced to the same: the
 * buyer's address book may be empty or not. Answers the checkout form.
 */
export async function checkoutToNewAddress(page: Page, address: NewAddress, words: CheckoutWords = CHECKOUT_WORDS.en) {
  await page.getByRole('button', { name: words.toCheckout }).click();
  const checkout = page.getByRole('form', { name: words.checkout });
  const delivery = checkout.getByRole('group', { name: words.delivery, exact: true });
  await expect(delivery).toBeVisible();
  const addNew = delivery.getByRole('button', { name: words.addAddress });
  if (await addNew.isVisible()) await addNew.click();
  const form = delivery.getByRole('group', { name: words.newDelivery });
  await form.getByLabel(words.contactName).fill(address.contactName);
  await form.getByLabel(words.line1).fill(address.line1);
  await form.getByLabel(words.town).fill(address.town);
  await form.getByLabel(words.postcode).fill(address.postcode);
  await form.getByLabel(words.phone).fill(address.phone);
  await form.getByRole('button', { name: words.save }).click();
  await expect(delivery.getByRole('combobox', { name: words.delivery })).toContainText(address.listed);
  await checkout.getByRole('checkbox', { name: words.sameAsDelivery }).check();
  return checkout;
}
