import { sql } from 'kysely';
import type { StaffCompanyDetail, StaffCompanyRow } from '#contract/calls/staff-companies.ts';
import type { Page } from '#contract/calls/paging.ts';
import { STAFF_LIMITS } from '#contract/limits/staff.ts';
import { storedTaxNumbers } from '../tax/tax-numbers.ts';
import type { Db } from '../db/connect.ts';
import { pageOf } from '../db/read-page.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { creditOf } from '../shop/credit-limit.ts';
import { pendingCreditProposal } from './credit-approval.ts';
import { companyLanguage } from '../accounts/company-language.ts';
import { containing } from '../shop/order-filters.ts';
import { listStaffOrders } from './staff-order-list.ts';

/** Orders a company's page lists (the orders section finds the rest by company). */
const LATEST_ORDERS = 20;

/** staff/companyList: companies whose name, or a member's name or e-mail, contains the search; A to Z. */
export async function listStaffCompanies(
  db: Db,
  request: { search?: string; page?: number; pageSize?: number },
): Promise<Page<StaffCompanyRow>> {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? STAFF_LIMITS.pageSizeDefault;
  let query = db.selectFrom('companies as c');
  if (request.search) {
    const pattern = containing(request.search.toUpperCase());
    query = query.where((eb) =>
      eb.or([
        eb(sql`upper(c.name)`, 'like', pattern),
        eb.exists(
          eb
            .selectFrom('users as u')
            .select('u.id')
            .whereRef('u.companyId', '=', 'c.id')
            .where(
              sql<boolean>`upper(u.email) LIKE ${pattern} OR upper(u.first_name || ' ' || u.last_name) LIKE ${pattern}`,
            ),
        ),
      ]),
    );
  }
  const listing = query
    .select((eb) => [
      'c.id',
      'c.name',
      'c.createdAt',
      'c.creditApproved',
      'c.creditLimitPence',
      'c.creditTerms as terms',
      eb
        .selectFrom('users as u')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('u.companyId', '=', 'c.id')
        .as('memberCount'),
    ])
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id');
  return pageOf(listing, page, pageSize, (r) => ({
    ...r,
    createdAt: new Date(r.createdAt).toISOString(),
    memberCount: r.memberCount ?? 0,
  }));
}

/** staff/companyGet: one company with its members, its credit and its latest orders. */
export async function staffCompanyDetail(db: Db, id: number): Promise<StaffCompanyDetail> {
  const company = await db
    .selectFrom('companies')
    .select(['id', 'name', 'createdAt'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!company) throw new ApiError(CODE.notFound, STAFF_MESSAGES.noSuchCompany);
  const [members, orders, credit, creditProposal, language, taxNumbers] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'firstName', 'lastName', 'email', 'companyRole', 'disabledAt'])
      .where('companyId', '=', id)
      .orderBy('companyRole')
      .orderBy('id')
      .execute(),
    listStaffOrders(db, { companyId: id, pageSize: LATEST_ORDERS }),
    creditOf(db, id),
    pendingCreditProposal(db, id),
    companyLanguage(db, id),
    storedTaxNumbers(db, { companyId: id }),
  ]);
  return {
    id: company.id,
    name: company.name,
    createdAt: new Date(company.createdAt).toISOString(),
    credit,
    creditProposal,
    language,
    taxNumbers,
    members: members.map((m) => ({
      id: m.id,
      name: `${m.firstName} ${m.lastName}`.trim() || m.email,
      email: m.email,
      companyRole: m.companyRole ?? 'buyer',
      disabled: m.disabledAt !== null,
    })),
    orders: orders.list,
    orderCount: orders.total,
  };
}
