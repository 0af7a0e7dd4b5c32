import type { OrderCreateRequest, PaymentMethod } from '#contract/calls/orders.ts';
import type { Address, AddressKind } from '#contract/calls/addresses.ts';
import { ORDER_LIMITS } from '#contract/limits/fields.ts';

export const addressesOfKind = (addresses: readonly Address[], kind: AddressKind) =>
  addresses.filter((a) => a.kind === kind);

/** The address the checkout starts with: the buyer's default of that kind, else the first, else none. */
export function startingAddressId(addresses: readonly Address[]): number | null {
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? null;
}

export interface CheckoutChoices {
  deliveryAddressId: number | null;
  invoiceAddressId: number | null;
  invoiceSameAsDelivery: boolean;
  poReference: string;
  paymentMethod: PaymentMethod | null;
}

/** What the buyer has chosen so far; anything not chosen yet takes its starting value. */
export type PickedChoices = Partial<Omit<CheckoutChoices, 'poReference' | 'paymentMethod'>> & {
  paymentMethod?: PaymentMethod;
};

/** The choices a checkout starts from and the buyer changes: the default address of each kind, the invoice to the delivery address when there is no invoice address, the first method. */
export function currentChoices(
  picked: PickedChoices,
  delivery: readonly Address[],
  invoice: readonly Address[],
  methods: readonly PaymentMethod[],
  poReference: string,
): CheckoutChoices {
  return {
    deliveryAddressId: picked.deliveryAddressId ?? startingAddressId(delivery),
    invoiceAddressId: picked.invoiceAddressId ?? startingAddressId(invoice),
    invoiceSameAsDelivery: picked.invoiceSameAsDelivery ?? invoice.length === 0,
    poReference,
    paymentMethod: picked.paymentMethod ?? methods[0] ?? null,
  };
}

export type CheckoutProblem = 'deliveryAddress' | 'invoiceAddress' | 'poReference' | 'paymentMethod';

/** What still stops the order, in the order of the form (the first gets the focus). */
export function checkoutProblems(choices: CheckoutChoices): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (choices.deliveryAddressId === null) problems.push('deliveryAddress');
  if (!choices.invoiceSameAsDelivery && choices.invoiceAddressId === null) problems.push('invoiceAddress');
  if ([...choices.poReference.trim()].length > ORDER_LIMITS.poReference) problems.push('poReference');
  if (choices.paymentMethod === null) problems.push('paymentMethod');
  return problems;
}

/**
 * The order request for choices without problems (see checkoutProblems): the invoice goes to the
 * delivery address when the buyer ticked "same as delivery", and an empty PO reference is left out.
 */
export function orderRequest(
  choices: CheckoutChoices,
  idempotencyKey: string,
  expectedTotalPence: number,
): OrderCreateRequest {
  const { deliveryAddressId, invoiceAddressId, invoiceSameAsDelivery, paymentMethod } = choices;
  if (deliveryAddressId === null || paymentMethod === null)
    throw new Error('orderRequest: the choices are not complete.');
  const invoice = invoiceSameAsDelivery ? deliveryAddressId : invoiceAddressId;
  if (invoice === null) throw new Error('orderRequest: no invoice address.');
  const poReference = choices.poReference.trim();
  return {
    idempotencyKey,
    deliveryAddressId,
    invoiceAddressId: invoice,
    ...(poReference ? { poReference } : {}),
    paymentMethod,
    expectedTotalPence,
  };
}

/** Allowed by orderCreate: 8 to 64 of A-Z a-z 0-9 _ -. A UUID is 36 of them. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A new key for one checkout: every try to place this checkout's order sends it, so the server makes one order at most. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
