import { sql } from 'kysely';
import type {
  OrderSort,
  StaffOrderListAnswer,
  StaffOrderListRequest,
  StaffOrderRow,
} from '#contract/calls/staff-orders.ts';
import { STAFF_LIMITS } from '#contract/limits/staff.ts';
import type { Db } from '../db/connect.ts';
import { pageOf } from '../db/read-page.ts';
import { writeCsv } from '../editor/catalogue-csv/write.ts';
import { containing, dayEnd, dayStart, matchesOrderText } from '../shop/order-filters.ts';
import { buyerName, stageOf } from '../shop/order-stage.ts';
import { penceAsDecimal } from '#contract/format/money.ts';

const country = sql<string>`o.delivery_address->>'country'`;

/** The list's filters, and the one buyer a customer's page lists. */
type Filters = StaffOrderListRequest & { buyerId?: number };

/** Every order matching the filters and the search (order number, PO reference, buyer's name or e-mail, part number). */
function matching(db: Db, request: Filters) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.userId')
    .leftJoin('companies as c', 'c.id', 'o.companyId');
  if (request.stage) query = query.where(stageOf, '=', request.stage);
  if (request.paymentState) query = query.where('o.paymentState', '=', request.paymentState);
  if (request.paymentMethod) query = query.where('o.paymentMethod', '=', request.paymentMethod);
  if (request.companyId) query = query.where('o.companyId', '=', request.companyId);
  if (request.buyerId) query = query.where('o.userId', '=', request.buyerId);
  if (request.country) query = query.where(country, '=', request.country.toUpperCase());
  if (request.from) query = query.where('o.createdAt', '>=', dayStart(request.from));
  if (request.to) query = query.where('o.createdAt', '<', dayEnd(request.to));
  if (request.search) {
    const pattern = containing(request.search.toUpperCase());
    query = query.where((eb) =>
      eb.or([
        matchesOrderText(request.search!),
        eb(sql`upper(u.email)`, 'like', pattern),
        eb(sql`upper(u.first_name || ' ' || u.last_name)`, 'like', pattern),
      ]),
    );
  }
  return query.select([
    'o.id',
    'o.orderNo',
    'o.createdAt',
    'o.poReference',
    'u.email as buyerEmail',
    'c.name as companyName',
    'o.paymentMethod',
    'o.paymentState',
    'o.deliveryState',
    'o.totalPence',
    buyerName.as('buyerName'),
    stageOf.as('stage'),
    country.as('country'),
  ]);
}

type Listing = ReturnType<typeof matching>;

function sorted(query: Listing, sort: OrderSort = 'newest'): Listing {
  switch (sort) {
    case 'oldest':
      return query.orderBy('o.createdAt', 'asc').orderBy('o.id', 'asc');
    case 'totalDesc':
      return query.orderBy('o.totalPence', 'desc').orderBy('o.id', 'desc');
    case 'totalAsc':
      return query.orderBy('o.totalPence', 'asc').orderBy('o.id', 'asc');
    case 'newest':
      return query.orderBy('o.createdAt', 'desc').orderBy('o.id', 'desc');
  }
}

type Row = Awaited<ReturnType<Listing['execute']>>[number];

const toRow = (r: Row): StaffOrderRow => ({ ...r, createdAt: new Date(r.createdAt).toISOString() });

/** staff/orderList: one page of the orders that match, sorted. */
export async function listStaffOrders(db: Db, request: Filters): Promise<StaffOrderListAnswer> {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? STAFF_LIMITS.pageSizeDefault;
  return pageOf(sorted(matching(db, request), request.sort), page, pageSize, toRow);
}

/** A cell a spreadsheet would run as a formula (= + - @, tab, CR) is kept as text with a leading quote. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** staff/orderExport: the same orders as CSV for accounts (UTF-8 with BOM), at most STAFF_LIMITS.csvRowsMax. */
export async function exportStaffOrders(db: Db, request: StaffOrderListRequest): Promise<string> {
  const rows = await sorted(matching(db, request), request.sort).limit(STAFF_LIMITS.csvRowsMax).execute();
  const header = [
    'order_no',
    'placed_at',
    'po_reference',
    'buyer',
    'buyer_email',
    'company',
    'country',
    'payment_method',
    'payment_state',
    'delivery_state',
    'stage',
    'total_gbp',
  ];
  const records = rows.map((r) =>
    [
      r.orderNo,
      new Date(r.createdAt).toISOString(),
      r.poReference,
      r.buyerName,
      r.buyerEmail,
      r.companyName ?? '',
      r.country,
      r.paymentMethod,
      r.paymentState,
      r.deliveryState,
      r.stage,
      penceAsDecimal(r.totalPence),
    ].map(asText),
  );
  return writeCsv([header, ...records], { bom: true });
}
