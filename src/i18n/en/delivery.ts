/** Delivery services as the basket and checkout offer them (docs/delivery.md). */
export const deliveryServices = {
  names: { standard: 'Standard delivery', nextDay: 'Next-day delivery' },
  legend: 'Delivery service ({zone})',
  estimateLabel: 'Delivery services to {zone}',
  option: '{service}: {price}',
  dates: 'Dispatched {dispatch}, delivered by {deliver}',
  inTotals: 'in the totals',
  noService: 'This parcel is heavier than any delivery service to this address takes. Please ask us for a quote.',
  duties: {
    recipient:
      'Delivered duties unpaid (DAP): import duties, taxes and clearance charges in the destination country are payable by the recipient.',
    shop: 'Delivered duty paid (DDP): we pay the import duties and taxes.',
  },
  unweighed: 'We cannot price delivery for {partNos} yet: no weight is recorded. Remove it or ask us for a quote.',
};
