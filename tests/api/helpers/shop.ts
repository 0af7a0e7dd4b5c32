import { DEMO_PASSWORD } from '../../../server/seed/demo-accounts.ts';
import type { OrderCreateAnswer, OrderCreateRequest } from '#contract/calls/orders.ts';
import type { Address, AddressAddRequest } from '#contract/calls/addresses.ts';
import type { Basket } from '#contract/calls/basket.ts';
import type { Envelope } from '#contract/api/types.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { TestApi } from './test-api.ts';
import { signInFully } from './second-factor.ts';

/** Calls of the shop's API as a logged-in buyer, for the basket, order and payment tests. */
export interface Buyer {
  login: LoginAnswer;
  call<T = unknown>(
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Envelope<T> }>;
}

/** Logs in through any API that answers calls: the in-process test app, or a real process over HTTP. */
export async function logInAs(api: Pick<TestApi, 'call'>, email: string, password = DEMO_PASSWORD): Promise<Buyer> {
  // Staff (and accounts a test gave an authenticator) prove their second factor too (helpers/second-factor.ts).
  const body = await signInFully(api, email, password);
  if (body.code !== 200) throw new Error(`Login of ${email} failed: ${body.msg}`);
  const login = body.data;
  return {
    login,
    call: <T>(path: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
      api.call<T>(path, payload, { headers: { token: login.token, ...headers } }),
  };
}

export interface PartWithBreaks {
  variantId: number;
  partNo: string;
  stock: number;
  /** Lowest quantity first. */
  breaks: Array<{ minQty: number; unitPricePence: number }>;
}

/** Demo variants that have several price breaks, in id order. */
export async function partsWithBreaks(api: TestApi, count: number): Promise<PartWithBreaks[]> {
  const variants = await api.db
    .selectFrom('variants as v')
    .select(['v.id', 'v.partNo', 'v.stock'])
    .where((eb) =>
      eb(
        eb.selectFrom('variantPriceBreaks').select(eb.fn.countAll<number>().as('n')).whereRef('variantId', '=', 'v.id'),
        '>=',
        3,
      ),
    )
    .orderBy('v.id')
    .limit(count)
    .execute();
  const breaks = await api.db
    .selectFrom('variantPriceBreaks')
    .selectAll()
    .where(
      'variantId',
      'in',
      variants.map((v) => v.id),
    )
    .orderBy('minQty')
    .execute();
  return variants.map((v) => ({
    variantId: v.id,
    partNo: v.partNo,
    stock: v.stock,
    breaks: breaks
      .filter((b) => b.variantId === v.id)
      .map((b) => ({ minQty: b.minQty, unitPricePence: b.unitPricePence })),
  }));
}

export const UK_ADDRESS: AddressAddRequest = {
  kind: 'delivery',
  contactName: 'Alex Turner',
  companyName: 'Turner Fabrication',
  line1: '4 Foundry Lane',
  line2: '',
  town: 'Sheffield',
  county: 'South Yorkshire',
  postcode: 's1 2hh',
  country: 'GB',
  phone: '+44 114 496 0000',
};

export async function addAddress(buyer: Buyer, change: Partial<AddressAddRequest> = {}): Promise<Address> {
  const { body } = await buyer.call<Address>('pri/addressAdd', { ...UK_ADDRESS, ...change });
  if (body.code !== 200) throw new Error(`addressAdd failed: ${body.msg}`);
  return body.data;
}

/** Adds parts and an address, and answers the checkout for the basket's current total with a fresh idempotency key. */
export async function prepareCheckout(
  buyer: Buyer,
  parts: Array<[string, number]>,
  change: Partial<OrderCreateRequest> = {},
): Promise<OrderCreateRequest> {
  for (const [partNo, quantity] of parts) await buyer.call('pri/basketAdd', { partNo, quantity });
  const address = await addAddress(buyer);
  const basket = (await buyer.call<Basket>('pri/basketList')).body.data;
  return {
    idempotencyKey: `key-${Math.random().toString(36).slice(2)}`,
    deliveryAddressId: address.id,
    invoiceAddressId: address.id,
    paymentMethod: 'bankTransfer',
    expectedTotalPence: basket.totals.totalPence,
    ...change,
  };
}

/** Adds parts and places an order for them with a fresh idempotency key, at the basket's current total. */
export async function placeOrder(
  buyer: Buyer,
  parts: Array<[string, number]>,
  change: Partial<OrderCreateRequest> = {},
): Promise<OrderCreateAnswer> {
  const { body } = await buyer.call<OrderCreateAnswer>('pri/orderCreate', await prepareCheckout(buyer, parts, change));
  if (body.code !== 200) throw new Error(`orderCreate failed: ${body.msg}`);
  return body.data;
}
