import type { Db } from '../db/connect.ts';
import { membershipOf, type Membership } from '../accounts/membership.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { PARTS_LIST_MESSAGES as M } from '../i18n/parts-list-messages.ts';
import { buyerName } from '../shop/order-stage.ts';

/**
 * Who may see and change a parts list: the owner always; a member of the owner's company a shared
 * list (while the owner still belongs to it), which only the company's admin may also change.
 * A list the caller may not see is 404, as if it did not exist.
 */

export interface ListCaller {
  userId: number;
  membership: Membership | null;
}

export async function listCallerOf(db: Db, userId: number): Promise<ListCaller> {
  return { userId, membership: await membershipOf(db, userId) };
}

/** Lists with their owner's name and company, as a query to narrow further. */
export function listRecords(db: Db) {
  return db
    .selectFrom('partsLists as l')
    .innerJoin('users as u', 'u.id', 'l.userId')
    .select([
      'l.id',
      'l.userId',
      'l.companyId',
      'l.name',
      'l.shared',
      'l.createdAt',
      'l.updatedAt',
      'u.companyId as ownerCompanyId',
      buyerName.as('ownerName'),
    ]);
}

/** The lists a caller sees. */
export function visibleLists(db: Db, caller: ListCaller) {
  const company = caller.membership?.companyId ?? null;
  return listRecords(db).where((eb) => {
    const own = eb('l.userId', '=', caller.userId);
    if (company === null) return own;
    return eb.or([
      own,
      eb.and([eb('l.shared', '=', true), eb('l.companyId', '=', company), eb('u.companyId', '=', company)]),
    ]);
  });
}

export type VisibleList = Awaited<ReturnType<ReturnType<typeof listRecords>['executeTakeFirstOrThrow']>>;

/** Whether the caller may change a list: its owner, or the admin of the company it is shared in. */
export function mayChange(caller: ListCaller, list: Pick<VisibleList, 'userId' | 'shared' | 'companyId'>): boolean {
  const admin =
    caller.membership?.companyRole === 'admin' && list.shared && list.companyId === caller.membership.companyId;
  return list.userId === caller.userId || admin;
}

/** A list the caller sees, or 404. */
export async function seenList(db: Db, caller: ListCaller, id: number): Promise<VisibleList> {
  const list = await visibleLists(db, caller).where('l.id', '=', id).executeTakeFirst();
  if (!list) throw new ApiError(CODE.notFound, M.noSuchList);
  return list;
}

/**
 * A list the caller may change, locked until the transaction ends so that limits hold under
 * concurrent calls: 404 unseen, 403 seen but not theirs to change.
 */
export async function changeableList(tx: Db, caller: ListCaller, id: number): Promise<VisibleList> {
  const list = await seenList(tx, caller, id);
  if (!mayChange(caller, list)) throw new ApiError(CODE.forbidden, M.ownerOrAdmin);
  await tx.selectFrom('partsLists').select('id').where('id', '=', id).forUpdate().execute();
  return list;
}
