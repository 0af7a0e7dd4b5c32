import type { SeedCompanyInfo } from '../types.ts';

/**
 * The seller's details shown in the footer, on the Contact page and on documents.
 * Everything here is fictional: the street and postcode do not exist, the telephone
 * numbers are from Ofcom's range reserved for drama (01632 960xxx) and the registration,
 * VAT and EORI numbers are made up. The bank account is the textbook example behind the IBAN
 * standard's sample GB82 WEST 1234 5698 7654 32, not an account anyone pays into.
 */
export const companyInfo: SeedCompanyInfo = {
  name: 'Lihda Group Ltd',
  addressLine1: 'Unit 12, Exemplar Way',
  addressLine2: 'Brightwater Industrial Estate',
  addressLine3: 'Millbridge',
  addressLine4: 'Staffordshire MB4 7LG',
  addressLine5: 'United Kingdom',
  telephone1: '+44 1632 960123',
  telephone2: '+44 1632 960456',
  email: 'sales@lihda.example',
  registrationNO: '09817264',
  vatNO: 'GB987654321',
  eoriNO: 'GB987654321000',
  xieoriNO: 'XI987654321000',
  bank: {
    accountName: 'Lihda Group Ltd',
    bankName: 'Westminster Example Bank',
    sortCode: '12-34-56',
    accountNumber: '98765432',
    iban: 'GB82 WEST 1234 5698 7654 32',
    bic: 'WESTGB2L',
  },
};
