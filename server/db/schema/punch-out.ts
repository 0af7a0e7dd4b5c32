import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './column-types.ts';
import type { PaymentTerms } from '#contract/rules/due-date.ts';
import type { OrderPriceRule } from './orders.ts';

/** Punch-out connections, sessions, transferred baskets and kept documents (migration 046). */

export type PunchOutProtocolColumn = 'oci4' | 'oci5' | 'cxml12';

export interface PunchOutConnectionsTable {
  id: Generated<number>;
  companyId: number;
  userId: number;
  protocol: PunchOutProtocolColumn;
  systemName: string;
  identity: string;
  domain: ColumnType<string, string | undefined, string>;
  toIdentity: ColumnType<string, string | undefined, string>;
  senderIdentity: ColumnType<string, string | undefined, string>;
  secretHash: string;
  needsApproval: ColumnType<boolean, boolean | undefined, boolean>;
  /** The terms its orders go on account under; null: the company's own (migration 051). */
  paymentTerms: ColumnType<PaymentTerms | null, PaymentTerms | null | undefined, PaymentTerms | null>;
  createdAt: Generated<Date>;
}

export interface PunchOutSessionsTable {
  id: Generated<number>;
  connectionId: number;
  startCodeHash: string;
  startExpiresAt: Timestamp;
  startedAt: Timestamp | null;
  sessionId: number | null;
  returnUrl: string;
  buyerCookie: ColumnType<string, string | undefined, string>;
  /** The buyer the setup request named (its Contact's Email), or '' (migration 051). */
  buyerEmail: ColumnType<string, string | undefined, string>;
  createdAt: Generated<Date>;
}

/** A line as it was transferred, at the buyer's price then: what a purchase order's line must match and the order is made of. */
export interface TransferredLine {
  variantId: number;
  familyId: number;
  familySlug: string;
  partNo: string;
  name: string;
  nameZh: string;
  quantity: number;
  unitPricePence: number;
  listUnitPricePence: number;
  customerPartNo: string | null;
  lineTotalPence: number;
  reference: string;
  leadTimeDays: number;
  source: { priceListId: number | null; rule: OrderPriceRule };
}

export interface PunchOutTransfersTable {
  id: Generated<number>;
  punchoutSessionId: number;
  lines: Json<TransferredLine[]>;
  formCodeHash: string;
  formSentAt: Timestamp | null;
  createdAt: Generated<Date>;
}

export interface PunchOutDocumentsTable {
  id: Generated<number>;
  connectionId: number | null;
  kind: string;
  payloadId: ColumnType<string, string | undefined, string>;
  status: number;
  body: string;
  orderId: number | null;
  receivedAt: Generated<Date>;
}

export interface PunchOutTables {
  punchoutConnections: PunchOutConnectionsTable;
  punchoutSessions: PunchOutSessionsTable;
  punchoutTransfers: PunchOutTransfersTable;
  punchoutDocuments: PunchOutDocumentsTable;
}
