import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../src/api/answer.ts';
import type { OrderCreateAnswer, PaymentOptions } from '#contract/calls/orders.ts';
import type { Address, SharedAddress } from '#contract/calls/addresses.ts';
import BasketPage from '../../../src/islands/basket/BasketPage.tsx';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../src/lib/basket/checkout-form.ts';
import { $session } from '../../../src/stores/session.ts';
import { api, deferred } from './api-mocks.ts';
import {
  address,
  basketOf,
  line,
  startEachTestLoggedIn,
  strings,
  ukCheckout,
  ukDelivery,
  ukTotals,
} from './fixtures.ts';

vi.mock('../../../src/api/basket.ts', async () => (await import('./api-mocks.ts')).basketModule);
vi.mock('../../../src/api/orders.ts', async () => (await import('./api-mocks.ts')).ordersModule);

const assign = vi.fn();
const NO_CARD: PaymentOptions = {
  card: false,
  account: false,
  bankTransfer: true,
  stripePublishableKey: null,
  approvalAbovePence: null,
};
const BASKET = basketOf([line('LH-1111-100-PA', { quantity: 10 })]);
const UK = ukCheckout(1530);
const gbp = (pence: number) => `£${(pence / 100).toFixed(2)}`;
const ABROAD = {
  ...UK,
  deliveryPence: 3500,
  vatRatePercent: 0,
  vatPence: 0,
  totalPence: 5030,
  delivery: { ...UK.delivery, zoneEn: 'European Union', duties: 'recipient' as const },
};

async function openCheckout(addresses: Address[], options: PaymentOptions = NO_CARD, shared: SharedAddress[] = []) {
  api.basketList.mockResolvedValue(BASKET);
  api.addressList.mockResolvedValue({ list: addresses, shared });
  api.paymentOptions.mockResolvedValue(options);
  api.checkoutTotals.mockImplementation(async (id) =>
    [...addresses, ...shared].find((a) => a.id === id)?.country === 'FR' ? ABROAD : UK,
  );
  render(<BasketPage locale="en" strings={strings} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Go to checkout' }));
  // The checkout's code loads on that click (React.lazy), then its heading takes focus.
  const heading = await screen.findByRole('heading', { name: 'Checkout' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  const form = await screen.findByRole('form', { name: 'Checkout' });
  return form;
}

const placeOrder = () => screen.getByRole('button', { name: 'Place order' });
const field = (form: HTMLElement, label: string) => within(form).getByLabelText<HTMLInputElement>(label);
const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(form, label), { target: { value } });

startEachTestLoggedIn();
beforeEach(() => vi.stubGlobal('location', { ...window.location, hash: window.location.hash, assign }));
afterEach(() => {
  assign.mockReset();
  vi.unstubAllGlobals();
});

describe('checkout for a buyer with no address yet', () => {
  it('creates the delivery address in place, then places one order even on a double click, and goes to pay', async () => {
    const created = address(41, { contactName: 'Alex Morgan', line1: '1 High Street', postcode: 'LS1 1AA' });
    api.addressAdd.mockResolvedValue(created);
    const answer = deferred<OrderCreateAnswer>();
    api.orderCreate.mockReturnValue(answer.promise);
    const form = await openCheckout([]);

    const newAddress = within(form).getByRole('group', { name: 'New delivery address' });
    expect(within(form).getByRole('checkbox', { name: 'Invoice address same as delivery' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(form).getByText('Delivery and VAT are worked out once you choose a delivery address.')).toBeTruthy();

    // Placing the order first asks for the address.
    await act(async () => fireEvent.click(placeOrder()));
    expect(within(form).getByText('Choose or add a delivery address.')).toBeTruthy();
    expect(document.activeElement).toBe(field(form, 'Contact name'));
    expect(api.orderCreate).not.toHaveBeenCalled();

    // Required fields are marked and checked on save.
    expect(field(form, 'Contact name').required).toBe(true);
    expect(field(form, 'Company (optional)').required).toBe(false);
    await act(async () => fireEvent.click(within(newAddress).getByRole('button', { name: 'Save address' })));
    expect(field(form, 'Contact name').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field(form, 'Contact name').getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter the contact name',
    );
    expect(api.addressAdd).not.toHaveBeenCalled();

    type(form, 'Contact name', 'Alex Morgan');
    expect(field(form, 'Contact name').hasAttribute('aria-invalid')).toBe(false);
    type(form, 'Address line 1', '1 High Street');
    type(form, 'Town or city', 'Leeds');
    type(form, 'Postcode', 'LS1');
    fireEvent.blur(field(form, 'Postcode'));
    expect(within(form).getByText('Enter a valid UK postcode, such as SW1A 1AA')).toBeTruthy();
    type(form, 'Postcode', 'ls11aa');
    type(form, 'Phone', '0113 496 0000');
    fireEvent.click(within(newAddress).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(api.addressAdd).toHaveBeenCalledExactlyOnceWith({
        kind: 'delivery',
        contactName: 'Alex Morgan',
        companyName: '',
        line1: '1 High Street',
        line2: '',
        town: 'Leeds',
        county: '',
        postcode: 'LS1 1AA',
        country: 'GB',
        phone: '0113 496 0000',
      }),
    );

    // The new address is chosen and the totals are the server's for it.
    const select = await within(form).findByRole('combobox', { name: 'Delivery address' });
    expect((select as HTMLSelectElement).value).toBe('41');
    expect(document.activeElement).toBe(select);
    await waitFor(() => expect(api.checkoutTotals).toHaveBeenCalledWith(41, undefined));
    const totals = await within(form).findByRole('region', { name: 'Totals for delivery to United Kingdom' });
    expect(totals.textContent).toContain(`Total${gbp(UK.totalPence)}`);

    type(form, 'Purchase order reference (optional)', ' PO-2026-001 ');
    const button = placeOrder();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(api.orderCreate).toHaveBeenCalledTimes(1));
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    await act(async () => {});
    expect(api.orderCreate).toHaveBeenCalledTimes(1);
    const request = api.orderCreate.mock.calls[0]![0];
    expect(request).toEqual({
      idempotencyKey: expect.stringMatching(IDEMPOTENCY_KEY_PATTERN),
      deliveryAddressId: 41,
      invoiceAddressId: 41,
      poReference: 'PO-2026-001',
      paymentMethod: 'bankTransfer',
      expectedTotalPence: UK.totalPence,
      deliveryService: 'standard',
    });

    await act(async () => answer.resolve({ id: 77, orderNo: 'LG-100077' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith('/Pay/77');
    expect($session.get().basketCount).toBe(0);
  });
});

describe('checkout with saved addresses', () => {
  const home = address(5, { isDefault: true });
  const paris = address(6, { country: 'FR', town: 'Paris', postcode: '75001' });
  const office = address(9, { kind: 'invoice', companyName: 'Acme Engineering Ltd', isDefault: true });

  it('starts with the default address and works out the totals again for another country', async () => {
    const form = await openCheckout([paris, home, office]);
    const select = within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Delivery address' });
    expect(select.value).toBe('5');
    await within(form).findByRole('region', { name: 'Totals for delivery to United Kingdom' });
    expect(within(form).queryByText(/import duties/)).toBeNull();
    fireEvent.change(select, { target: { value: '6' } });
    await waitFor(() => expect(api.checkoutTotals).toHaveBeenLastCalledWith(6, undefined));
    const abroad = await within(form).findByRole('region', { name: 'Totals for delivery to France' });
    expect(abroad.textContent).toContain('VAT (0%)');
    // Abroad the buyer learns before ordering who pays the import duties.
    expect(within(form).getByText(/^Delivered duties unpaid \(DAP\): import duties/)).toBeTruthy();
    expect(abroad.textContent).toContain(`Total${gbp(ABROAD.totalPence)}`);
  });

  it('shows the totals of the chosen address in the order summary too, never the UK ones beside them', async () => {
    const form = await openCheckout([paris, home, office]);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Delivery address' }), { target: { value: '6' } });
    await within(form).findByRole('region', { name: 'Totals for delivery to France' });
    await waitFor(() => expect(summary.textContent).toContain(`Total${gbp(ABROAD.totalPence)}`));
    expect(summary.textContent).toContain('For delivery to France, the address chosen at checkout.');
    expect(summary.textContent).not.toContain(gbp(UK.totalPence));
  });

  it("offers the zone's services with their dates, and prices and orders next day when chosen", async () => {
    const subtotal = UK.subtotalPence;
    const vat = Math.round((subtotal + 1495) * 0.2);
    const nextDay = {
      ...UK,
      deliveryPence: 1495,
      vatPence: vat,
      totalPence: subtotal + 1495 + vat,
      freeDeliveryFromPence: 0,
      delivery: ukDelivery(subtotal, 'nextDay'),
    };
    api.orderCreate.mockResolvedValue({ id: 83, orderNo: 'LG-100083' });
    const form = await openCheckout([home, office]);
    api.checkoutTotals.mockImplementation(async (_id, service) => (service === 'nextDay' ? nextDay : UK));
    const services = await within(form).findByRole('group', { name: 'Delivery service (UK mainland)' });
    const standard = within(services).getByRole('radio', { name: 'Standard delivery: £9.95' });
    expect(standard).toHaveProperty('checked', true);
    expect(services.textContent).toContain('Dispatched 24 November 2026, delivered by 26 November 2026');
    fireEvent.click(within(services).getByRole('radio', { name: 'Next-day delivery: £14.95' }));
    await waitFor(() => expect(api.checkoutTotals).toHaveBeenLastCalledWith(5, 'nextDay'));
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(summary.textContent).toContain(`Delivery${gbp(1495)}`));
    expect(within(summary).getByRole('list', { name: 'Delivery services to UK mainland' }).textContent).toContain(
      'Next-day delivery: £14.95 (in the totals)',
    );
    fireEvent.click(placeOrder());
    await waitFor(() => expect(api.orderCreate).toHaveBeenCalledTimes(1));
    expect(api.orderCreate.mock.calls[0]![0]).toMatchObject({
      deliveryService: 'nextDay',
      expectedTotalPence: nextDay.totalPence,
    });
  });

  it('sends a separate invoice address when the box is not ticked', async () => {
    api.orderCreate.mockResolvedValue({ id: 80, orderNo: 'LG-100080' });
    const form = await openCheckout([home, office]);
    const same = within(form).getByRole('checkbox', { name: 'Invoice address same as delivery' });
    expect(same).toHaveProperty('checked', false);
    expect(within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Invoice address' }).value).toBe('9');
    await within(form).findByRole('region', { name: /^Totals for delivery/ });
    fireEvent.click(placeOrder());
    await waitFor(() => expect(api.orderCreate).toHaveBeenCalledTimes(1));
    expect(api.orderCreate.mock.calls[0]![0]).toMatchObject({ deliveryAddressId: 5, invoiceAddressId: 9 });
    expect(api.orderCreate.mock.calls[0]![0]).not.toHaveProperty('poReference');
  });

  it('refuses a purchase order reference over 25 characters', async () => {
    const form = await openCheckout([home]);
    await within(form).findByRole('region', { name: /^Totals for delivery/ });
    type(form, 'Purchase order reference (optional)', 'P'.repeat(26));
    await act(async () => fireEvent.click(placeOrder()));
    const po = field(form, 'Purchase order reference (optional)');
    expect(po.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(po);
    expect(api.orderCreate).not.toHaveBeenCalled();
  });
});

describe('payment methods', () => {
  it('offers no card when card payments are not set up, and no account without credit', async () => {
    const form = await openCheckout([address(5)]);
    const methods = within(form).getByRole('group', { name: 'Payment method' });
    expect(within(methods).queryByRole('radio', { name: 'Card' })).toBeNull();
    expect(within(form).queryByText(/not set up/)).toBeNull();
    expect(within(methods).getByRole('radio', { name: 'Bank transfer' })).toHaveProperty('checked', true);
    expect(within(methods).queryByRole('radio', { name: 'On account (invoice, 30 days)' })).toBeNull();
  });

  it('offers card and on account when the shop and the company allow them', async () => {
    api.orderCreate.mockResolvedValue({ id: 81, orderNo: 'LG-100081' });
    const form = await openCheckout([address(5)], {
      card: true,
      account: true,
      bankTransfer: true,
      stripePublishableKey: 'pk_test_1',
      approvalAbovePence: null,
    });
    const methods = within(form).getByRole('group', { name: 'Payment method' });
    expect(within(methods).getByRole('radio', { name: 'Card' })).toHaveProperty('checked', true);
    fireEvent.click(within(methods).getByRole('radio', { name: 'On account (invoice, 30 days)' }));
    await within(form).findByRole('region', { name: /^Totals for delivery/ });
    fireEvent.click(placeOrder());
    await waitFor(() => expect(api.orderCreate).toHaveBeenCalledTimes(1));
    expect(api.orderCreate.mock.calls[0]![0].paymentMethod).toBe('account');
  });
});

describe('a company member', () => {
  it('is offered the addresses the company admin keeps, after their own, and can deliver there', async () => {
    api.orderCreate.mockResolvedValue({ id: 82, orderNo: 'LG-100082' });
    const site: SharedAddress = {
      ...address(70, {
        contactName: 'Goods in',
        companyName: 'Acme Engineering Ltd',
        line1: '5 Works Road',
        postcode: 'S1 2AB',
      }),
      sharedBy: 'Priya Shah',
    };
    const form = await openCheckout([address(5)], NO_CARD, [site]);
    const select = within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Delivery address' });
    expect(select.value).toBe('5');
    const options = [...select.options].map((o) => o.textContent);
    expect(options[1]).toMatch(
      /^Goods in, Acme Engineering Ltd, 5 Works Road.* \(company address, kept by Priya Shah\)$/,
    );
    fireEvent.change(select, { target: { value: '70' } });
    await waitFor(() => expect(api.checkoutTotals).toHaveBeenLastCalledWith(70, undefined));
    await within(form).findByRole('region', { name: /^Totals for delivery/ });
    fireEvent.click(placeOrder());
    await waitFor(() => expect(api.orderCreate).toHaveBeenCalledTimes(1));
    expect(api.orderCreate.mock.calls[0]![0]).toMatchObject({ deliveryAddressId: 70, invoiceAddressId: 70 });
  });
});

describe('a company buyer with a spending limit', () => {
  const withLimit = (pence: number): PaymentOptions => ({ ...NO_CARD, approvalAbovePence: pence });

  it('is told before "Place order" that an order above the limit will wait for approval', async () => {
    const form = await openCheckout([address(5)], withLimit(UK.totalPence - 1));
    await within(form).findByRole('region', { name: /^Totals for delivery/ });
    const warning = within(form).getByText(/your spending limit allows now/);
    expect(warning.textContent).toBe(
      `This order is above the ${gbp(UK.totalPence - 1)} your spending limit allows now: it will wait for your administrator’s approval before it can be paid.`,
    );
    expect(placeOrder().getAttribute('aria-describedby')).toBe(warning.id);
  });

  it('sees no warning for an order within the limit', async () => {
    const form = await openCheckout([address(5)], withLimit(UK.totalPence));
    await within(form).findByRole('region', { name: /^Totals for delivery/ });
    expect(within(form).queryByText(/spending limit/)).toBeNull();
    expect(placeOrder().getAttribute('aria-describedby')).toBeNull();
  });
});

describe('when placing the order fails', () => {
  it('on a change of prices (409) loads the basket and totals again, says so, and the retry keeps its key', async () => {
    const form = await openCheckout([address(5)]);
    await within(form).findByRole('region', { name: /^Totals for delivery/ });
    const repriced = basketOf([line('LH-1111-100-PA', { quantity: 10, unitPricePence: 160, seenUnitPricePence: 153 })]);
    api.basketList.mockResolvedValue(repriced);
    api.checkoutTotals.mockResolvedValue(ukCheckout(1600));
    api.orderCreate.mockRejectedValueOnce(new ApiCallError(409, 'Prices or delivery have changed since you looked.'));
    fireEvent.click(placeOrder());

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Prices or delivery have changed since you looked.');
    await waitFor(() => expect(api.basketList).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByText('Price changed from £1.53 to £1.60')).toBeTruthy());
    await waitFor(() =>
      expect(within(form).getByRole('region', { name: /^Totals for delivery/ }).textContent).toContain(
        `Total${gbp(ukTotals(1600).totalPence)}`,
      ),
    );

    api.orderCreate.mockResolvedValueOnce({ id: 90, orderNo: 'LG-100090' });
    await waitFor(() => expect(placeOrder()).toHaveProperty('disabled', false));
    fireEvent.click(placeOrder());
    await waitFor(() => expect(api.orderCreate).toHaveBeenCalledTimes(2));
    const [first, second] = api.orderCreate.mock.calls.map(([request]) => request);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(first!.expectedTotalPence).toBe(UK.totalPence);
    expect(second!.expectedTotalPence).toBe(ukTotals(1600).totalPence);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/Pay/90'));
  });

  it('after a network failure the button works again and sends the same key', async () => {
    const form = await openCheckout([address(5)]);
    await within(form).findByRole('region', { name: /^Totals for delivery/ });
    api.orderCreate
      .mockRejectedValueOnce(new ApiCallError(null, 'Network Error'))
      .mockResolvedValueOnce({ id: 91, orderNo: 'LG-100091' });
    fireEvent.click(placeOrder());
    await waitFor(() => expect(api.orderCreate).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(placeOrder()).toHaveProperty('disabled', false));
    expect(assign).not.toHaveBeenCalled();
    fireEvent.click(placeOrder());
    await waitFor(() => expect(api.orderCreate).toHaveBeenCalledTimes(2));
    expect(api.orderCreate.mock.calls[1]![0].idempotencyKey).toBe(api.orderCreate.mock.calls[0]![0].idempotencyKey);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/Pay/91'));
  });
});
