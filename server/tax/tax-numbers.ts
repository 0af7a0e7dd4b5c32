import type { BuyerTaxNumbers, TaxNumbers, TaxNumbersRequest } from '#contract/calls/tax-numbers.ts';
import { checkEoriNumber, checkVatNumber, type NumberCheck } from '#contract/rules/tax-numbers.ts';
import { adminCompanyOf, membershipOf } from '../accounts/membership.ts';
import type { Db } from '../db/connect.ts';
import type { TaxNumberColumns } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { TAX_MESSAGES } from '../i18n/tax-messages.ts';
import { checkOnline, type VatRegistry } from './vat-number-online.ts';

/**
 * Buyers' VAT and EORI numbers: a company's (companies) for its members, an individual's own
 * (users) otherwise. A number is kept only when its format and check digits are right; when a
 * register answers online it is confirmed, or refused when it is not registered.
 */

const COLUMNS = ['vatNo', 'vatNoCheck', 'vatNoCheckedAt', 'eoriNo'] as const;
type Stored = { [K in (typeof COLUMNS)[number]]: TaxNumberColumns[K]['__select__'] };

const answerOf = (row: Stored): TaxNumbers => ({
  vatNo: row.vatNo,
  vatNoCheck: row.vatNoCheck || null,
  vatNoCheckedAt: row.vatNoCheckedAt ? new Date(row.vatNoCheckedAt).toISOString() : null,
  eoriNo: row.eoriNo,
});

/** The numbers an order of this buyer is invoiced with: the company's, or the buyer's own. */
export async function buyerTaxNumbers(db: Db, userId: number): Promise<{ vatNo: string; eoriNo: string }> {
  const user = await db
    .selectFrom('users')
    .select(['companyId', 'vatNo', 'eoriNo'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.companyId === null) return { vatNo: user.vatNo, eoriNo: user.eoriNo };
  return db
    .selectFrom('companies')
    .select(['vatNo', 'eoriNo'])
    .where('id', '=', user.companyId)
    .executeTakeFirstOrThrow();
}

/** A company's numbers, or an individual's own, with how the VAT number was checked (also for staff/companyGet and staff/customerGet). */
export async function storedTaxNumbers(
  db: Db,
  holder: { companyId: number } | { userId: number },
): Promise<TaxNumbers> {
  const row =
    'companyId' in holder
      ? await db.selectFrom('companies').select(COLUMNS).where('id', '=', holder.companyId).executeTakeFirstOrThrow()
      : await db.selectFrom('users').select(COLUMNS).where('id', '=', holder.userId).executeTakeFirstOrThrow();
  return answerOf(row);
}

export async function readBuyerTaxNumbers(db: Db, userId: number): Promise<BuyerTaxNumbers> {
  const membership = await membershipOf(db, userId);
  if (!membership) return { own: await storedTaxNumbers(db, { userId }), company: null, canChangeCompany: false };
  return {
    own: null,
    company: await storedTaxNumbers(db, { companyId: membership.companyId }),
    canChangeCompany: membership.companyRole === 'admin',
  };
}

function valueOf(check: NumberCheck, field: keyof TaxNumbersRequest): string {
  if (!check.ok) throw new ApiError(CODE.badInput, check.message, { field });
  return check.value;
}

/** The columns to store for the numbers asked for: checked offline, then online where a register is set up. */
async function checkedColumns(registries: readonly VatRegistry[], request: TaxNumbersRequest) {
  const vatNo = request.vatNo ? valueOf(checkVatNumber(request.vatNo), 'vatNo') : '';
  const eoriNo = request.eoriNo ? valueOf(checkEoriNumber(request.eoriNo), 'eoriNo') : '';
  const online = vatNo ? await checkOnline(registries, vatNo) : 'noAnswer';
  if (online === 'notRegistered')
    throw new ApiError(CODE.badInput, TAX_MESSAGES.vatNoNotRegistered, { field: 'vatNo' });
  return {
    vatNo,
    vatNoCheck: vatNo ? (online === 'registered' ? 'confirmedOnline' : 'formatChecked') : '',
    vatNoCheckedAt: vatNo ? new Date() : null,
    eoriNo,
  } as const;
}

export async function saveOwnTaxNumbers(
  db: Db,
  registries: readonly VatRegistry[],
  userId: number,
  request: TaxNumbersRequest,
): Promise<void> {
  if (await membershipOf(db, userId)) throw new ApiError(CODE.conflict, TAX_MESSAGES.companyNumbersApply);
  await db
    .updateTable('users')
    .set(await checkedColumns(registries, request))
    .where('id', '=', userId)
    .execute();
}

export async function saveCompanyTaxNumbers(
  db: Db,
  registries: readonly VatRegistry[],
  userId: number,
  request: TaxNumbersRequest,
): Promise<void> {
  const companyId = await adminCompanyOf(db, userId);
  await db
    .updateTable('companies')
    .set(await checkedColumns(registries, request))
    .where('id', '=', companyId)
    .execute();
}
