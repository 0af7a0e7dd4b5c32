/** Strings of the console's VAT rates section (every member of staff reads it, administrators change it). */
export const taxRates = {
  intro:
    'The VAT rate charged by where the goods go. A new rate takes effect on a day from today on; orders keep the rate they were charged. Only administrators add or withdraw rates.',
  regions: { GB: 'Great Britain', XI: 'Northern Ireland (BT postcodes)', export: 'Outside the UK (zero-rated export)' },
  caption: 'VAT rates by destination',
  region: 'Destination',
  rate: 'Rate',
  effectiveFrom: 'Takes effect on',
  state: 'State',
  addedBy: 'Added by',
  actions: 'Actions',
  inForce: 'In force',
  toCome: 'To come',
  past: 'Replaced',
  fromStart: 'Set up with the shop',
  withdraw: 'Withdraw the {region} rate from {day}',
  withdrawLabel: 'Withdraw',
  addTitle: 'Add a rate',
  ratePercent: 'VAT rate (%)',
  ratePercentHint: 'A whole number from 0 to 100.',
  effectiveFromHint: 'Today or a later day.',
  add: 'Add the rate',
};
