/** The logged-in buyer's own prices beside the list price (src/islands/price/), wherever a price is shown. */
export const prices = {
  listPrice: 'List price',
  saving: 'You save {amount} ({percent}%)',
  savingShort: 'Save {percent}%',
  customerPartNo: 'Your no. {partNo}',
  listSaving: 'Your saving on list prices',
};
