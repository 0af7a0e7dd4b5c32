/** Strings of the VAT and EORI numbers, on /acInformation (an individual's) and /acTeam (the company's). */
export const taxNumbers = {
  title: 'VAT and EORI numbers',
  intro: 'Printed on your invoices. A VAT number’s format and check digits are checked as you save it.',
  companyIntro:
    'Printed on the invoices of every order the team places. A VAT number’s format and check digits are checked as it is saved.',
  vatNo: 'VAT number',
  vatNoHint: 'With its country code, such as GB123456789 or DE123456789. Leave it blank if you have none.',
  eoriNo: 'EORI number',
  eoriNoHint: 'For goods sent outside the UK, such as GB123456789000. Optional.',
  tooLong: 'Enter at most {max} characters',
  save: 'Save numbers',
  saving: 'Saving…',
  saved: 'The VAT and EORI numbers have been saved.',
  formatChecked: 'Format and check digits checked on {date}.',
  confirmedOnline: 'Confirmed in the tax authority’s register on {date}.',
  none: 'None',
  companyNumbers:
    'You order for a company: your orders are invoiced with its numbers, kept by its administrators on the Team page.',
  goToTeam: 'Go to Team',
  readOnly: 'Only administrators can change the company’s numbers.',
  loading: 'Loading…',
};
