import type { Selectable } from 'kysely';
import type { CompanyInfo } from '#contract/calls/company.ts';
import type { CompanyInfoTable } from '../db/schema.ts';

/** The company as companyInfoDetail names its fields (registrationNO …; docs/spec.md#fields). */
export function toCompanyInfo(row: Selectable<CompanyInfoTable>): CompanyInfo {
  return {
    name: row.name,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    addressLine3: row.addressLine3,
    addressLine4: row.addressLine4,
    addressLine5: row.addressLine5,
    telephone1: row.telephone1,
    telephone2: row.telephone2,
    email: row.email,
    registrationNO: row.registrationNo,
    vatNO: row.vatNo,
    eoriNO: row.eoriNo,
    xieoriNO: row.xieoriNo,
  };
}
