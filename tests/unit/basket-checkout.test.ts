import { describe, expect, it } from 'vitest';
import type { Address } from '#contract/calls/addresses.ts';
import {
  addressOneLine,
  addressProblems,
  addressRequest,
  countryOptions,
  EMPTY_ADDRESS,
  type AddressValues,
} from '../../src/lib/basket/address-form.ts';
import {
  checkoutProblems,
  IDEMPOTENCY_KEY_PATTERN,
  newIdempotencyKey,
  orderRequest,
  startingAddressId,
  type CheckoutChoices,
} from '../../src/lib/basket/checkout-form.ts';

const valid: AddressValues = {
  ...EMPTY_ADDRESS,
  contactName: ' Priya Shah ',
  line1: 'Unit 4, Riverside Park',
  town: 'Manchester',
  postcode: 'm11ae',
  phone: '0161 496 0000',
};

describe('addressProblems', () => {
  it('requires contact name, first line, town, postcode and phone', () => {
    expect(addressProblems(EMPTY_ADDRESS)).toEqual({
      contactName: { rule: 'required' },
      line1: { rule: 'required' },
      town: { rule: 'required' },
      postcode: { rule: 'required' },
      phone: { rule: 'required' },
    });
    expect(addressProblems(valid)).toEqual({});
  });

  it('applies the API’s maximum lengths to trimmed text', () => {
    expect(
      addressProblems({
        ...valid,
        contactName: 'a'.repeat(61),
        companyName: ` ${'b'.repeat(100)} `,
        phone: '1'.repeat(31),
      }),
    ).toEqual({
      contactName: { rule: 'tooLong', n: 60 },
      phone: { rule: 'tooLong', n: 30 },
    });
  });

  it('takes a phone number of digits, spaces, +, brackets and dashes only', () => {
    expect(addressProblems({ ...valid, phone: '+44 (0)161 496-0000' })).toEqual({});
    expect(addressProblems({ ...valid, phone: 'call reception' })).toEqual({ phone: { rule: 'phone' } });
  });

  it('checks the postcode form for the UK only', () => {
    expect(addressProblems({ ...valid, postcode: 'M1' })).toEqual({ postcode: { rule: 'postcode' } });
    expect(addressProblems({ ...valid, postcode: '75001', country: 'FR' })).toEqual({});
  });
});

describe('addressRequest', () => {
  it('trims every field and writes a UK postcode in its standard form', () => {
    expect(addressRequest(valid, 'delivery')).toEqual({
      kind: 'delivery',
      contactName: 'Priya Shah',
      companyName: '',
      line1: 'Unit 4, Riverside Park',
      line2: '',
      town: 'Manchester',
      county: '',
      postcode: 'M1 1AE',
      country: 'GB',
      phone: '0161 496 0000',
    });
  });
  it('leaves a postcode abroad as typed', () => {
    expect(addressRequest({ ...valid, country: 'IE', postcode: 'd02 x285' }, 'invoice')).toMatchObject({
      kind: 'invoice',
      postcode: 'd02 x285',
    });
  });
});

describe('countryOptions and addressOneLine', () => {
  it('lists the UK first, then the rest by name', () => {
    const names = countryOptions('en').map((c) => c.name);
    expect(names[0]).toBe('United Kingdom');
    expect(names.slice(1)).toEqual(names.slice(1).toSorted((a, b) => a.localeCompare(b, 'en-GB')));
    expect(countryOptions('zh-cn')[0]).toEqual({ code: 'GB', name: '英国' });
  });
  it('writes an address on one line, leaving out empty parts', () => {
    expect(addressOneLine(addressRequest(valid, 'delivery'), 'en')).toBe(
      'Priya Shah, Unit 4, Riverside Park, Manchester, M1 1AE, United Kingdom',
    );
  });
});

describe('startingAddressId', () => {
  const address = (id: number, isDefault: boolean): Address => ({ ...EMPTY_ADDRESS, id, kind: 'delivery', isDefault });
  it('starts with the default address, else the first, else none', () => {
    expect(startingAddressId([address(1, false), address(2, true)])).toBe(2);
    expect(startingAddressId([address(1, false), address(2, false)])).toBe(1);
    expect(startingAddressId([])).toBeNull();
  });
});

describe('checkoutProblems and orderRequest', () => {
  const choices: CheckoutChoices = {
    deliveryAddressId: 4,
    invoiceAddressId: null,
    invoiceSameAsDelivery: true,
    poReference: ' PO-77 ',
    paymentMethod: 'bankTransfer',
  };

  it('needs a delivery address, an invoice address unless the same, a PO reference of at most 25 and a method', () => {
    expect(checkoutProblems(choices)).toEqual([]);
    expect(
      checkoutProblems({
        deliveryAddressId: null,
        invoiceAddressId: null,
        invoiceSameAsDelivery: false,
        poReference: 'x'.repeat(26),
        paymentMethod: null,
      }),
    ).toEqual(['deliveryAddress', 'invoiceAddress', 'poReference', 'paymentMethod']);
    expect(checkoutProblems({ ...choices, poReference: ` ${'x'.repeat(25)} ` })).toEqual([]);
  });

  it('sends the delivery address as the invoice address when the same, the trimmed PO reference and the total shown', () => {
    expect(orderRequest(choices, 'key-12345', 12_345)).toEqual({
      idempotencyKey: 'key-12345',
      deliveryAddressId: 4,
      invoiceAddressId: 4,
      poReference: 'PO-77',
      paymentMethod: 'bankTransfer',
      expectedTotalPence: 12_345,
    });
  });

  it('sends its own invoice address, and no PO reference when none was given', () => {
    const request = orderRequest(
      { ...choices, invoiceSameAsDelivery: false, invoiceAddressId: 9, poReference: '  ' },
      'key-12345',
      100,
    );
    expect(request).toMatchObject({ deliveryAddressId: 4, invoiceAddressId: 9 });
    expect(request).not.toHaveProperty('poReference');
  });

  it('refuses choices that are not complete', () => {
    expect(() => orderRequest({ ...choices, deliveryAddressId: null }, 'key-12345', 100)).toThrow();
  });
});

describe('newIdempotencyKey', () => {
  it('makes a new key the API accepts each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
