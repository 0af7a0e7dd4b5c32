/** /acPay's credit box for a company on account (its administrator and team payers). */
export const accountCredit = {
  title: 'Credit on account',
  intro: '{company} may owe up to its credit limit on account; invoices are due {terms}.',
  introNoLimit: '{company} may order on account with no credit limit; invoices are due {terms}.',
  limit: 'Credit limit',
  noLimit: 'None',
  used: 'Used',
  left: 'Left',
  overdue: 'Overdue',
  nothingOverdue: 'Nothing',
  overdueSome: '{amount} on {count, plural, one {# invoice} other {# invoices}}',
  statementTitle: 'Monthly statement',
  statementMonth: 'Month',
  statementDownload: 'Download the statement (PDF)',
  notApproved: '{company} is not approved to pay on account. Please contact us to apply.',
};
