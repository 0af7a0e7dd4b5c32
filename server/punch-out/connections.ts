import type { PunchOutAddRequest, PunchOutConnection } from '#contract/calls/staff-punch-out.ts';
import type { EditorSession } from '../auth/editor.ts';
import { recordChange } from '../auth/editor.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { PUNCH_OUT_MESSAGES } from '../i18n/punch-out-messages.ts';
import { newConnectionSecret } from './secrets.ts';

/** Connections of companies' procurement systems, kept by admins (staff/punchOut…). */

export async function listConnections(db: Db): Promise<{ list: PunchOutConnection[] }> {
  const rows = await db
    .selectFrom('punchoutConnections as p')
    .innerJoin('companies as c', 'c.id', 'p.companyId')
    .select([
      'p.id',
      'p.companyId',
      'c.name as companyName',
      'p.protocol',
      'p.systemName',
      'p.identity',
      'p.domain',
      'p.toIdentity',
      'p.senderIdentity',
      'p.needsApproval',
      'p.paymentTerms',
      'p.createdAt',
    ])
    .orderBy('c.name')
    .orderBy('p.id')
    .execute();
  return {
    list: rows.map((r) => ({
      ...r,
      paymentTerms: r.paymentTerms ?? 'company',
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}

/** The account a connection signs its buyers in as: the company's first administrator. */
async function companyAccount(db: Db, companyId: number): Promise<number> {
  const company = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!company) throw new ApiError(CODE.notFound, PUNCH_OUT_MESSAGES.noSuchCompany, { field: 'companyId' });
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('companyId', '=', companyId)
    .where('companyRole', '=', 'admin')
    .where('disabledAt', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  if (!admin) throw new ApiError(CODE.conflict, PUNCH_OUT_MESSAGES.noCompanyAdmin, { field: 'companyId' });
  return admin.id;
}

/** Writes a connection with its secret hashed; the seed gives the demo's own secret. */
export async function insertConnection(
  db: Db,
  request: PunchOutAddRequest,
  secret: string,
): Promise<number | undefined> {
  const userId = await companyAccount(db, request.companyId);
  const cxml = request.protocol === 'cxml12';
  const made = await db
    .insertInto('punchoutConnections')
    .values({
      companyId: request.companyId,
      userId,
      protocol: request.protocol,
      systemName: request.systemName,
      identity: request.identity,
      domain: cxml ? (request.domain ?? '') : '',
      toIdentity: cxml ? (request.toIdentity ?? '') : '',
      senderIdentity: cxml ? (request.senderIdentity ?? request.identity) : '',
      secretHash: await hashPassword(secret),
      needsApproval: request.needsApproval ?? false,
      paymentTerms: request.paymentTerms === 'company' ? null : (request.paymentTerms ?? null),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return made?.id;
}

/** staff/punchOutAdd: a new connection and its secret, which only this answer ever shows. */
export async function addConnection(
  db: Db,
  admin: EditorSession,
  request: PunchOutAddRequest,
): Promise<{ connection: PunchOutConnection; secret: string }> {
  const secret = newConnectionSecret();
  return db.transaction().execute(async (tx) => {
    const id = await insertConnection(tx, request, secret);
    if (id === undefined) throw new ApiError(CODE.conflict, PUNCH_OUT_MESSAGES.identityTaken, { field: 'identity' });
    await recordChange(tx, admin, {
      area: 'punchOut',
      recordId: id,
      action: 'add',
      summary: `${request.systemName} (${request.protocol}) for company ${request.companyId}: ${request.identity}`,
    });
    const connection = (await listConnections(tx)).list.find((c) => c.id === id);
    if (!connection) throw new Error(`connection ${id} vanished`);
    return { connection, secret };
  });
}

/** staff/punchOutRemove: the connection, its sessions and their sign-ins go; kept documents stay. */
export async function removeConnection(
  db: Db,
  admin: EditorSession,
  id: number,
): Promise<{ list: PunchOutConnection[] }> {
  return db.transaction().execute(async (tx) => {
    const signIns = tx
      .selectFrom('punchoutSessions')
      .select('sessionId')
      .where('connectionId', '=', id)
      .where('sessionId', 'is not', null);
    await tx
      .updateTable('sessions')
      .set({ revokedAt: new Date() })
      .where('id', 'in', signIns)
      .where('revokedAt', 'is', null)
      .execute();
    const gone = await tx
      .deleteFrom('punchoutConnections')
      .where('id', '=', id)
      .returning(['systemName', 'identity'])
      .executeTakeFirst();
    if (!gone) throw new ApiError(CODE.notFound, PUNCH_OUT_MESSAGES.noSuchConnection, { field: 'id' });
    await recordChange(tx, admin, {
      area: 'punchOut',
      recordId: id,
      action: 'remove',
      summary: `${gone.systemName}: ${gone.identity} removed`,
    });
    return listConnections(tx);
  });
}
