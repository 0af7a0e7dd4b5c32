import type { PaymentTerms } from '#contract/rules/due-date.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { Db } from '../db/connect.ts';
import type { CxmlHeader } from './cxml-read.ts';

/**
 * Finds the connection an incoming request speaks for, checking its secret (argon2id). An unknown
 * identity costs a decoy check, so it takes as long to refuse as a wrong secret.
 */

export interface KnownConnection {
  id: number;
  userId: number;
  companyId: number;
  systemName: string;
  needsApproval: boolean;
  paymentTerms: PaymentTerms | null;
  domain: string;
  identity: string;
}

const COLUMNS = [
  'id',
  'userId',
  'companyId',
  'systemName',
  'needsApproval',
  'paymentTerms',
  'domain',
  'identity',
  'toIdentity',
  'senderIdentity',
  'secretHash',
] as const;

/** cXML: the From credential names the connection, the Sender must be its sender with the shared secret, the To (when kept) must name it. */
export async function cxmlConnection(db: Db, header: CxmlHeader): Promise<KnownConnection | null> {
  const identities = header.from.map((c) => c.identity).filter((i) => i !== '');
  const rows =
    identities.length === 0
      ? []
      : await db
          .selectFrom('punchoutConnections')
          .select(COLUMNS)
          .where('protocol', '=', 'cxml12')
          .where('identity', 'in', identities)
          .execute();
  const row = rows.find(
    (r) =>
      header.from.some((c) => c.identity === r.identity && c.domain === r.domain) &&
      header.sender.identity === r.senderIdentity &&
      (r.toIdentity === '' || header.to.some((c) => c.identity === r.toIdentity)),
  );
  if (!(await verifyPassword(row?.secretHash, header.sharedSecret)) || !row) return null;
  return row;
}

/** OCI: the user name and password of an OCI connection. */
export async function ociConnection(db: Db, user: string, password: string): Promise<KnownConnection | null> {
  const row = await db
    .selectFrom('punchoutConnections')
    .select(COLUMNS)
    .where('protocol', 'in', ['oci4', 'oci5'])
    .where('identity', '=', user)
    .executeTakeFirst();
  if (!(await verifyPassword(row?.secretHash, password)) || !row) return null;
  return row;
}
