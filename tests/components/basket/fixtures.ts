import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import type { Address } from '#contract/calls/addresses.ts';
import type { Basket, BasketLine, BasketTotals } from '#contract/calls/basket.ts';
import type { DeliveryChoice, DeliveryServiceName } from '#contract/calls/delivery-choice.ts';
import type { CheckoutTotals } from '#contract/calls/orders.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import { basketStrings } from '../../../src/islands/basket/basket-strings.ts';
import { $session, ANONYMOUS_USER_ID } from '../../../src/stores/session.ts';
import { resetApi } from './api-mocks.ts';

/** The real English strings, as the page hands them to the island. */
export const strings = basketStrings(dictionary('en'));

const BREAKS = [
  { minQty: 1, unitPricePence: 166 },
  { minQty: 10, unitPricePence: 153 },
  { minQty: 50, unitPricePence: 141 },
  { minQty: 100, unitPricePence: 129 },
];

/** A line of the demo's plastic pull handles, priced at its quantity's break unless told otherwise. */
export function line(partNo: string, changes: Partial<BasketLine> = {}): BasketLine {
  const quantity = changes.quantity ?? 10;
  const applies = BREAKS.findLast((b) => b.minQty <= quantity) ?? BREAKS[0]!;
  const unitPricePence = changes.unitPricePence ?? applies.unitPricePence;
  return {
    partNo,
    variantId: 23,
    familyId: 3,
    familySlug: 'pull-handle',
    name: 'Pull handle',
    nameZh: '拉手',
    imageUrl: null,
    quantity,
    unitPricePence,
    listUnitPricePence: applies.unitPricePence,
    breakMinQty: applies.minQty,
    nextBreak: BREAKS.find((b) => b.minQty > quantity) ?? null,
    priceBreaks: BREAKS,
    lineTotalPence: quantity * unitPricePence,
    seenUnitPricePence: unitPricePence,
    stock: 766,
    leadTimeDays: 2,
    reference: '',
    customerPartNo: null,
    addedAt: '2026-11-20T10:00:00.000Z',
    ...changes,
  };
}

/** UK totals as the server works them out: free delivery from £150, else £9.95; VAT 20%. */
export function ukTotals(subtotalPence: number): BasketTotals {
  const deliveryPence = subtotalPence === 0 || subtotalPence >= 15_000 ? 0 : 995;
  const vatPence = Math.round((subtotalPence + deliveryPence) * 0.2);
  return {
    subtotalPence,
    deliveryPence,
    vatRatePercent: 20,
    vatPence,
    totalPence: subtotalPence + deliveryPence + vatPence,
    freeDeliveryFromPence: 15_000,
    currency: 'GBP',
  };
}

/** The UK mainland's services as the demo's tables offer them (server/db/migrations/045-delivery-zones.ts), for a parcel ready on Tuesday 24 November 2026. */
export function ukDelivery(subtotalPence: number, chosen: DeliveryServiceName = 'standard'): DeliveryChoice {
  return {
    zoneEn: 'UK mainland',
    zoneZh: '英国本土',
    duties: 'none',
    weightGrams: 1200,
    options: [
      {
        service: 'standard',
        pricePence: subtotalPence >= 15_000 ? 0 : 995,
        freeOverPence: 15_000,
        dispatchOn: '2026-11-24',
        deliverBy: '2026-11-26',
      },
      { service: 'nextDay', pricePence: 1495, freeOverPence: null, dispatchOn: '2026-11-24', deliverBy: '2026-11-25' },
    ],
    chosen,
    unweighedPartNos: [],
  };
}

/** Checkout's totals for a UK mainland address by standard delivery. */
export const ukCheckout = (subtotalPence: number): CheckoutTotals => ({
  ...ukTotals(subtotalPence),
  delivery: ukDelivery(subtotalPence),
});

export function basketOf(lines: BasketLine[], saved: BasketLine[] = []): Basket {
  const subtotalPence = lines.reduce((sum, l) => sum + l.lineTotalPence, 0);
  return {
    lines,
    saved,
    totals: ukTotals(subtotalPence),
    delivery: ukDelivery(subtotalPence),
    basketCount: lines.reduce((sum, l) => sum + l.quantity, 0),
  };
}

export function address(id: number, changes: Partial<Address> = {}): Address {
  return {
    id,
    kind: 'delivery',
    isDefault: false,
    contactName: 'Alex Morgan',
    companyName: '',
    line1: `${id} High Street`,
    line2: '',
    town: 'Leeds',
    county: '',
    postcode: 'LS1 1AA',
    country: 'GB',
    phone: '0113 496 0000',
    ...changes,
  };
}

export function logIn(): void {
  $session.set({ loaded: true, token: 'token-1', firstName: 'Alex', userId: '7', blongCompany: 0, basketCount: 0 });
}

export function logOut(): void {
  $session.set({
    loaded: true,
    token: null,
    firstName: '',
    userId: ANONYMOUS_USER_ID,
    blongCompany: 0,
    basketCount: 0,
  });
}

/** Each test starts logged in with fresh API stand-ins, and leaves no page or session behind. */
export function startEachTestLoggedIn(): void {
  beforeEach(() => {
    resetApi();
    logIn();
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });
}
