import { sql, type Kysely } from 'kysely';

/**
 * The company row exists from the first start, empty until an editor fills it in: the public company
 * call, documents and the mail worker's footer (server/mail/compose.ts) read row 1 and would fail on
 * a production database that has no demo seed. A seeded database keeps its row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO company_info (id, name, address_line1, address_line2, address_line3, address_line4, address_line5,
      telephone1, telephone2, email, registration_no, vat_no, eori_no, xieori_no)
    VALUES (1, '', '', '', '', '', '', '', '', '', '', '', '', '')
    ON CONFLICT (id) DO NOTHING
  `.execute(db);
}
