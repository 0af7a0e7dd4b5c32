/** The staff console's Bank account section (admins: two of them change it). */
export const bankAccount = {
  intro:
    'Buyers who pay by bank transfer are shown this account on pro-formas, the order page and e-mails. A change takes two administrators: one proposes it, another confirms it. Every member of staff is e-mailed at each step.',
  current: 'In use',
  pending: 'Waiting for a second administrator',
  proposedBy: 'Proposed by {who} on {when}. Buyers are shown the account in use until another administrator confirms.',
  confirm: 'Confirm the new details',
  withdraw: 'Withdraw the proposal',
  proposeTitle: 'Propose new details',
  propose: 'Propose',
  labels: {
    bankAccountName: 'Bank account name',
    bankName: 'Bank name',
    bankSortCode: 'Sort code',
    bankAccountNo: 'Bank account number',
    bankIban: 'IBAN',
    bankBic: 'BIC',
  },
};
