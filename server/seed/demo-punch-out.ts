import type { Kysely } from 'kysely';
import type { PunchOutAddRequest } from '#contract/calls/staff-punch-out.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/schema.ts';
import { insertConnection } from '../punch-out/connections.ts';
import { DEMO_COMPANY, DEMO_PASSWORD } from './demo-accounts.ts';

/** The demo cXML connection's shared secret (docs/punch-out.md's examples use it). */
export const DEMO_CXML_SECRET = 'Lihda-demo-punchout';

/** Acme Engineering Ltd's procurement systems (docs/punch-out.md): SAP Ariba over cXML, SAP SRM over OCI 5.0. */
const DEMO_CONNECTIONS: ReadonlyArray<{ request: Omit<PunchOutAddRequest, 'companyId'>; secret: string }> = [
  {
    request: {
      protocol: 'cxml12',
      systemName: 'SAP Ariba',
      identity: 'acme-ariba',
      domain: 'NetworkID',
      toIdentity: 'acme-ariba',
      senderIdentity: 'acme-ariba',
      needsApproval: false,
    },
    secret: DEMO_CXML_SECRET,
  },
  {
    request: { protocol: 'oci5', systemName: 'SAP SRM', identity: 'acme-oci', needsApproval: false },
    secret: DEMO_PASSWORD,
  },
];

/** Writes the demo connections, or restores their documented secrets when they are there. */
export async function writeDemoPunchOut(tx: Kysely<Database>): Promise<void> {
  const company = await tx
    .selectFrom('companies')
    .select('id')
    .where('name', '=', DEMO_COMPANY.name)
    .executeTakeFirstOrThrow();
  for (const { request, secret } of DEMO_CONNECTIONS) {
    const made = await insertConnection(tx, { ...request, companyId: company.id }, secret);
    if (made !== undefined) continue;
    await tx
      .updateTable('punchoutConnections')
      .set({ secretHash: await hashPassword(secret) })
      .where('identity', '=', request.identity)
      .where('companyId', '=', company.id)
      .execute();
  }
}
