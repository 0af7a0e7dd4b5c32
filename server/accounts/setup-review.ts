import type { SetupReviewItem } from '#contract/calls/setup-review.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { VERIFIED_ADDRESS_MESSAGES } from '../i18n/verified-address-messages.ts';
import { adoptCheckoutAddresses, deleteAddress } from '../shop/addresses.ts';

/**
 * A password reset that first proves an address hands the account to its owner, who may not be
 * who registered it: everything the account already holds was set up by someone unproved. The
 * reset lists it (company, the company's other members, addresses) for the owner to keep or
 * remove, withdraws the invitations still open, and drops a company name still waiting.
 */
export async function recordSetupForReview(tx: Db, userId: number): Promise<void> {
  const user = await tx.selectFrom('users').select('companyId').where('id', '=', userId).executeTakeFirstOrThrow();
  const addresses = await tx
    .selectFrom('addresses')
    .select('id')
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .execute();
  const members =
    user.companyId === null
      ? []
      : await tx
          .selectFrom('users')
          .select('id')
          .where('companyId', '=', user.companyId)
          .where('id', '<>', userId)
          .execute();
  const items = [
    ...(user.companyId === null ? [] : [{ kind: 'company' as const, targetId: user.companyId }]),
    ...members.map((m) => ({ kind: 'member' as const, targetId: m.id })),
    ...addresses.map((a) => ({ kind: 'address' as const, targetId: a.id })),
  ];
  if (items.length > 0) {
    await tx
      .insertInto('setupReviewItems')
      .values(items.map((item) => ({ userId, ...item })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await tx
    .updateTable('companyInvitations')
    .set({ revokedAt: new Date() })
    .where('invitedBy', '=', userId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .execute();
  await tx.updateTable('users').set({ pendingCompanyName: null }).where('id', '=', userId).execute();
}

/** The listed items still in place: the owner still in the company, a member still in it with them, an address not deleted. */
export async function setupReviewOf(db: Db, userId: number): Promise<SetupReviewItem[]> {
  const rows = await db
    .selectFrom('setupReviewItems as r')
    .innerJoin('users as me', 'me.id', 'r.userId')
    .leftJoin('companies as c', (join) =>
      join.onRef('c.id', '=', 'r.targetId').on('r.kind', '=', 'company').onRef('c.id', '=', 'me.companyId'),
    )
    .leftJoin('users as m', (join) =>
      join.onRef('m.id', '=', 'r.targetId').on('r.kind', '=', 'member').onRef('m.companyId', '=', 'me.companyId'),
    )
    .leftJoin('addresses as a', (join) =>
      join
        .onRef('a.id', '=', 'r.targetId')
        .on('r.kind', '=', 'address')
        .onRef('a.userId', '=', 'r.userId')
        .on('a.deletedAt', 'is', null),
    )
    .select([
      'r.id',
      'r.kind',
      'c.name as company',
      'm.firstName',
      'm.lastName',
      'm.email',
      'm.companyRole',
      'a.contactName',
      'a.line1',
      'a.town',
      'a.postcode',
    ])
    .where('r.userId', '=', userId)
    .where((eb) => eb.or([eb('c.id', 'is not', null), eb('m.id', 'is not', null), eb('a.id', 'is not', null)]))
    .orderBy('r.id')
    .execute();
  return rows.map((row) => {
    if (row.kind === 'company')
      return { id: row.id, kind: row.kind, name: row.company ?? '', detail: '', companyRole: null };
    if (row.kind === 'member')
      return {
        id: row.id,
        kind: row.kind,
        name: `${row.firstName} ${row.lastName}`,
        detail: row.email ?? '',
        companyRole: row.companyRole,
      };
    return {
      id: row.id,
      kind: row.kind,
      name: row.contactName ?? '',
      detail: [row.line1, row.town, row.postcode].join(', '),
      companyRole: null,
    };
  });
}

const OUT_OF_COMPANY = { companyId: null, companyRole: null, spendingLimitPence: null, canPayForTeam: false } as const;

/**
 * Removes one listed item whatever the owner's role now is (whoever set it up may have made them
 * a buyer): leaves the company, takes a member out of it, or deletes an address.
 */
export async function removeReviewItem(db: Db, userId: number, id: number): Promise<void> {
  const listed = (await setupReviewOf(db, userId)).some((item) => item.id === id);
  if (!listed) throw new ApiError(CODE.notFound, VERIFIED_ADDRESS_MESSAGES.reviewItemGone);
  const { kind, targetId } = await db
    .selectFrom('setupReviewItems')
    .select(['kind', 'targetId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (kind === 'address') await deleteAddress(db, userId, targetId);
  else {
    await db.transaction().execute(async (tx) => {
      const me = await tx
        .selectFrom('users')
        .select('companyId')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (me.companyId === null) return;
      const leaving = kind === 'company' ? userId : targetId;
      await tx
        .updateTable('users')
        .set(OUT_OF_COMPANY)
        .where('id', '=', leaving)
        .where('companyId', '=', me.companyId)
        .execute();
    });
  }
  await db.deleteFrom('setupReviewItems').where('id', '=', id).execute();
}

/** Keeps everything still listed: the addresses join the address book, and the list is emptied. */
export async function keepReviewItems(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await adoptCheckoutAddresses(tx, userId);
    await tx.deleteFrom('setupReviewItems').where('userId', '=', userId).execute();
  });
}
