import type { Selectable } from 'kysely';
import type { CompanyInfoSaveRequest, EditorCompanyInfo } from '#contract/calls/editor-company.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import type { CompanyInfoTable } from '../db/schema.ts';
import { toCompanyInfo } from '../content/company-info.ts';
import { changedFields } from './change-detail.ts';
import { englishFieldNames } from '#contract/i18n/change-fields.ts';

/** The one company row as the editor sees it: its public fields (the bank account is server/back-office/bank-details.ts's). */
function toEditorCompanyInfo(row: Selectable<CompanyInfoTable>): EditorCompanyInfo {
  return {
    ...toCompanyInfo(row),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function readCompanyInfo(db: Db): Promise<EditorCompanyInfo> {
  return toEditorCompanyInfo(
    await db.selectFrom('companyInfo').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
  );
}

/** Replaces the company's details; the change is recorded in the same transaction (nothing when nothing changed). */
export async function saveCompanyInfo(
  db: Db,
  editor: EditorSession,
  info: CompanyInfoSaveRequest,
): Promise<EditorCompanyInfo> {
  return db.transaction().execute(async (tx) => {
    const before = toEditorCompanyInfo(
      await tx.selectFrom('companyInfo').selectAll().where('id', '=', 1).forUpdate().executeTakeFirstOrThrow(),
    );
    const { updatedAt: _updatedAt, ...old } = before;
    const changes = changedFields(old, info);
    if (Object.keys(changes).length === 0) return before;
    const row = await tx
      .updateTable('companyInfo')
      .set({
        name: info.name,
        addressLine1: info.addressLine1,
        addressLine2: info.addressLine2,
        addressLine3: info.addressLine3,
        addressLine4: info.addressLine4,
        addressLine5: info.addressLine5,
        telephone1: info.telephone1,
        telephone2: info.telephone2,
        email: info.email,
        registrationNo: info.registrationNO,
        vatNo: info.vatNO,
        eoriNo: info.eoriNO,
        xieoriNo: info.xieoriNO,
        updatedAt: new Date(),
      })
      .where('id', '=', 1)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(tx, editor, {
      area: 'company',
      recordId: 1,
      action: 'update',
      summary: `Company details: ${englishFieldNames(changes)}`,
      detail: changes,
    });
    return toEditorCompanyInfo(row);
  });
}
