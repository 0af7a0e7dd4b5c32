import type { RestockingFees, RestockingFeesSaveBody } from '#contract/calls/staff-returns.ts';
import { RETURN_REASONS } from '#contract/rules/return-states.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';

/** The restocking fee of each return reason (restocking_fees, migration 052), in the reasons' order. */
export async function readRestockingFees(db: Db): Promise<RestockingFees> {
  const rows = await db.selectFrom('restockingFees').select(['reason', 'percent']).execute();
  return {
    fees: RETURN_REASONS.map((reason) => ({ reason, percent: rows.find((r) => r.reason === reason)?.percent ?? 0 })),
  };
}

/** An administrator sets the fees; each one changed is recorded (before → after). Returns received from then on use them. */
export async function saveRestockingFees(db: Db, admin: EditorSession, body: RestockingFeesSaveBody): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('restockingFees').select(['reason', 'percent']).forUpdate().execute();
    const changed = RETURN_REASONS.filter(
      (reason) => before.find((r) => r.reason === reason)?.percent !== body[reason],
    );
    if (changed.length === 0) return;
    for (const reason of changed)
      await tx
        .updateTable('restockingFees')
        .set({ percent: body[reason], updatedAt: new Date(), updatedBy: admin.userId })
        .where('reason', '=', reason)
        .execute();
    const was = (reason: (typeof RETURN_REASONS)[number]) => before.find((r) => r.reason === reason)?.percent ?? null;
    await recordChange(tx, admin, {
      area: 'settings',
      recordId: 'restockingFees',
      action: 'update',
      summary: `Restocking fees: ${changed.map((r) => `${r} ${was(r)} % → ${body[r]} %`).join(', ')}`,
      detail: {
        wrongPart: { from: was('wrongPart'), to: body.wrongPart },
        faulty: { from: was('faulty'), to: body.faulty },
        notAsDescribed: { from: was('notAsDescribed'), to: body.notAsDescribed },
      },
    });
  });
}
