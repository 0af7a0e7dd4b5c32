import { sql } from 'kysely';
import type { Page } from '#contract/calls/paging.ts';
import type { StaffCustomerDetail, StaffCustomerRow } from '#contract/calls/staff-customers.ts';
import { STAFF_LIMITS } from '#contract/limits/staff.ts';
import { storedTaxNumbers } from '../tax/tax-numbers.ts';
import type { Db } from '../db/connect.ts';
import { pageOf } from '../db/read-page.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { listAddresses } from '../shop/addresses.ts';
import { containing } from '../shop/order-filters.ts';
import { listStaffOrders } from './staff-order-list.ts';

/** Orders a customer's page lists. */
const LATEST_ORDERS = 20;

const iso = (at: Date | string) => new Date(at).toISOString();
const nameOf = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

/** staff/customerList: buyers (never staff) whose name, e-mail or company contains the search, newest first. */
export async function listStaffCustomers(
  db: Db,
  request: { search?: string; page?: number; pageSize?: number },
): Promise<Page<StaffCustomerRow>> {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? STAFF_LIMITS.pageSizeDefault;
  let query = db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.companyId')
    .where('u.role', '=', 'buyer');
  if (request.search) {
    const pattern = containing(request.search.toUpperCase());
    query = query.where(
      sql<boolean>`(upper(u.email) LIKE ${pattern} OR upper(u.first_name || ' ' || u.last_name) LIKE ${pattern} OR upper(coalesce(c.name, '')) LIKE ${pattern})`,
    );
  }
  const listing = query
    .select((eb) => [
      'u.id',
      'u.email',
      'u.firstName',
      'u.lastName',
      'u.createdAt',
      'u.disabledAt',
      'c.name as companyName',
      eb
        .selectFrom('orders as o')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('o.userId', '=', 'u.id')
        .as('orderCount'),
    ])
    .orderBy('u.createdAt', 'desc')
    .orderBy('u.id', 'desc');
  return pageOf(listing, page, pageSize, (r) => ({
    id: r.id,
    name: nameOf(r),
    email: r.email,
    companyName: r.companyName,
    createdAt: iso(r.createdAt),
    disabled: r.disabledAt !== null,
    orderCount: r.orderCount ?? 0,
  }));
}

/** staff/customerGet: one buyer with addresses, live sessions and latest orders. */
export async function staffCustomerDetail(db: Db, id: number): Promise<StaffCustomerDetail> {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.companyId')
    .select([
      'u.id',
      'u.email',
      'u.firstName',
      'u.lastName',
      'u.phone',
      'u.role',
      'u.createdAt',
      'u.emailVerifiedAt',
      'u.disabledAt',
      'u.companyId',
      'u.companyRole',
      'c.name as companyName',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!user || user.role !== 'buyer') throw new ApiError(CODE.notFound, STAFF_MESSAGES.noSuchCustomer);
  const [addresses, sessions, orders, taxNumbers] = await Promise.all([
    listAddresses(db, id),
    db
      .selectFrom('sessions')
      .select(['kind', 'createdAt', 'lastUsedAt', 'expiresAt'])
      .where('userId', '=', id)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .orderBy('lastUsedAt', 'desc')
      .execute(),
    listStaffOrders(db, { buyerId: id, pageSize: LATEST_ORDERS }),
    storedTaxNumbers(db, user.companyId === null ? { userId: id } : { companyId: user.companyId }),
  ]);
  return {
    id: user.id,
    name: nameOf(user),
    email: user.email,
    phone: user.phone,
    company:
      user.companyId === null
        ? null
        : { id: user.companyId, name: user.companyName ?? '', role: user.companyRole ?? 'buyer' },
    createdAt: iso(user.createdAt),
    taxNumbers,
    emailVerified: user.emailVerifiedAt !== null,
    disabled: user.disabledAt !== null,
    addresses,
    sessions: sessions.map((s) => ({
      kind: s.kind,
      createdAt: iso(s.createdAt),
      lastUsedAt: iso(s.lastUsedAt),
      expiresAt: iso(s.expiresAt),
    })),
    orders: orders.list,
    orderCount: orders.total,
  };
}
