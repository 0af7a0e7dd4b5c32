import type { Db } from '../db/connect.ts';
import type { Seller } from './page-frame.ts';

/** The shop as its documents name it, from company_info (the company info page's record). */
export async function loadSeller(db: Db): Promise<Seller> {
  const row = await db.selectFrom('companyInfo').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return {
    name: row.name,
    addressLines: [row.addressLine1, row.addressLine2, row.addressLine3, row.addressLine4, row.addressLine5].filter(
      Boolean,
    ),
    telephone: row.telephone1,
    email: row.email,
    vatNo: row.vatNo,
    registrationNo: row.registrationNo,
  };
}

/** The footer's lines: the seller, its contact and VAT number on one, as every document ends. */
export const sellerFooter = (seller: Seller, vatLabel: string): string =>
  [seller.name, ...seller.addressLines].join(', ') +
  ` · ${[seller.telephone, seller.email].filter(Boolean).join(' · ')} · ${vatLabel}`;
