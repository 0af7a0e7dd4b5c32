import type { PaymentTerms } from '#contract/rules/due-date.ts';
import type { ColumnType, Generated } from 'kysely';
import type { AddressFields } from '#contract/calls/addresses.ts';
import type { FamilyShape } from '#contract/shapes/shape-kinds.ts';

/** Table shapes as Kysely sees them (camelCase; the CamelCasePlugin maps to snake_case columns). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface CompanyInfoTable {
  id: number;
  name: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  addressLine4: string;
  addressLine5: string;
  telephone1: string;
  telephone2: string;
  email: string;
  registrationNo: string;
  vatNo: string;
  eoriNo: string;
  xieoriNo: string;
  bankAccountName: ColumnType<string, string | undefined, string>;
  bankName: ColumnType<string, string | undefined, string>;
  bankSortCode: ColumnType<string, string | undefined, string>;
  bankAccountNo: ColumnType<string, string | undefined, string>;
  bankIban: ColumnType<string, string | undefined, string>;
  bankBic: ColumnType<string, string | undefined, string>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FilesTable {
  id: Generated<number>;
  contentType: string;
  fileName: string;
  bytes: Uint8Array;
  /** Hex SHA-256 of the bytes: the ETag, and what makes identical uploads one row. */
  sha256: string;
  createdAt: Generated<Date>;
}

export interface CategoriesTable {
  id: number;
  parentId: number | null;
  level: number;
  nameEn: string;
  nameZh: string;
  imageFid: number | null;
  sortOrder: number;
  /** Ids from level 1 down to this category joined by '/', e.g. 1/10/1001. */
  typePath: string;
}

export interface DimensionColumnJson {
  key: string;
  labelEn: string;
  labelZh: string;
  unit: string | null;
}

export interface ProductFamiliesTable {
  id: number;
  categoryId: number;
  code: string;
  /** URL name of the family (/goodsInfo/{id}/{slug}), from the English name. */
  slug: string;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  materialEn: string;
  materialZh: string;
  finishEn: string;
  finishZh: string;
  dimensionColumns: Json<DimensionColumnJson[]>;
  /** Its kind of solid, or null: the CAD files are then a plain box. */
  shape: ColumnType<FamilyShape | null, string | null | undefined, string | null>;
  imageFid: number | null;
  drawingFid: number | null;
  /** True: an editor uploaded the drawing and it is kept; false: the shop drew it and redraws it (server/downloads/family-drawing.ts). */
  drawingUploaded: Generated<boolean>;
  sortOrder: number;
}

export interface VariantsTable {
  id: Generated<number>;
  familyId: number;
  partNo: string;
  dims: Json<Record<string, number | string>>;
  weightGrams: number;
  stock: number;
  leadTimeDays: number;
  sortOrder: number;
  /** The variant's own finish where the family has several; null: the family's (server/db/migrations/021-variant-finishes.ts). */
  finishEn: string | null;
  finishZh: string | null;
}

export interface VariantPriceBreaksTable {
  variantId: number;
  minQty: number;
  unitPricePence: number;
}

export interface ServicesTable {
  id: number;
  titleEn: string;
  titleZh: string;
  summaryEn: string;
  summaryZh: string;
  bodyEn: string;
  bodyZh: string;
  sortOrder: number;
}

export interface PagesTable {
  slug: string;
  titleEn: string;
  titleZh: string;
  bodyEn: string;
  bodyZh: string;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  creditApproved: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Generated<Date>;
  /** What the company may owe on account at once; null until staff set one. */
  creditLimitPence: ColumnType<number | null, number | null | undefined, number | null>;
  /** When its invoices on account are due (contract/rules/due-date.ts). */
  creditTerms: ColumnType<PaymentTerms, PaymentTerms | undefined, PaymentTerms>;
}

export type UserRole = 'buyer' | 'editor' | 'sales' | 'admin';
export type CompanyRole = 'admin' | 'buyer';

export interface UsersTable {
  id: Generated<number>;
  /** Stored lower-case; unique. */
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  companyId: number | null;
  companyRole: CompanyRole | null;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  language: ColumnType<string, string | undefined, string>;
  /** null: no limit; above it a company buyer's order waits for an admin's approval. */
  spendingLimitPence: number | null;
  /** A company member the admin lets pay the team's orders; admins always may. */
  canPayForTeam: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Generated<Date>;
  /** null until the buyer follows the link sent to the address: team and credit rights wait for it. */
  emailVerifiedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Set while staff keep the account from logging in. */
  disabledAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** An invitation to join a company: single use, expiring; the code reaches the invitee in a message. */
export interface CompanyInvitationsTable {
  id: Generated<number>;
  companyId: number;
  email: string;
  companyRole: CompanyRole;
  /** Hex SHA-256 of the code. */
  codeHash: string;
  invitedBy: number | null;
  createdAt: Generated<Date>;
  expiresAt: Timestamp;
  acceptedAt: Timestamp | null;
  acceptedBy: number | null;
  revokedAt: Timestamp | null;
}

export type TokenKind = 'session' | 'remember';

export interface SessionsTable {
  id: Generated<number>;
  userId: number;
  kind: TokenKind;
  /** Hex SHA-256 of the token; the token itself is never stored. */
  tokenHash: string;
  /** A remember token belongs to the session it was issued with, so logging out revokes both. */
  sessionId: number | null;
  createdAt: Generated<Date>;
  lastUsedAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  at: Generated<Date>;
}

/** One row per registration attempt, so the per-address limit holds across API processes. */
export interface RegistrationAttemptsTable {
  id: Generated<number>;
  ip: string;
  at: Generated<Date>;
}

/** A buyer's view of a product family: the latest time, how many times, and the variant last chosen there. */
export interface BrowseHistoryTable {
  userId: number;
  familyId: number;
  variantId: ColumnType<number | null, number | null | undefined, number | null>;
  viewedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  viewCount: ColumnType<number, number | undefined, number>;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  language: string;
  createdAt: Generated<Date>;
}

export type AddressKind = 'delivery' | 'invoice';

/** An address's own fields (contact, lines, town, postcode, ISO country, phone) are the API's. */
export interface AddressesTable extends AddressFields {
  id: Generated<number>;
  userId: number;
  kind: AddressKind;
  isDefault: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Generated<Date>;
  deletedAt: Timestamp | null;
}

export interface BasketLinesTable {
  userId: number;
  variantId: number;
  quantity: number;
  reference: ColumnType<string, string | undefined, string>;
  saved: ColumnType<boolean, boolean | undefined, boolean>;
  /** The unit price the buyer last saw for the line: a different price today is shown as a change. */
  seenUnitPricePence: number;
  addedAt: Generated<Date>;
}

export type PaymentMethodColumn = 'card' | 'bankTransfer' | 'account';
export type PaymentStateColumn = 'unpaid' | 'pending' | 'paid' | 'failed' | 'awaitingTransfer' | 'onAccount';

/** An address as the order keeps it: a copy, so later edits never change a placed order. */
export type AddressSnapshotJson = AddressFields;

export interface OrdersTable {
  id: Generated<number>;
  orderNo: Generated<string>;
  userId: number;
  companyId: number | null;
  idempotencyKey: string;
  status: ColumnType<'placed' | 'cancelled', 'placed' | 'cancelled' | undefined, 'placed' | 'cancelled'>;
  poReference: string;
  paymentMethod: PaymentMethodColumn;
  paymentState: ColumnType<PaymentStateColumn, PaymentStateColumn | undefined, PaymentStateColumn>;
  currency: Generated<string>;
  subtotalPence: number;
  deliveryPence: number;
  vatRatePercent: number;
  vatPence: number;
  totalPence: number;
  deliveryAddressId: number;
  invoiceAddressId: number;
  deliveryAddress: Json<AddressSnapshotJson>;
  invoiceAddress: Json<AddressSnapshotJson>;
  createdAt: Generated<Date>;
  paidAt: Timestamp | null;
  dueAt: Timestamp | null;
  approvalState: ColumnType<ApprovalStateColumn, ApprovalStateColumn | undefined, ApprovalStateColumn>;
  approvalDecidedBy: number | null;
  approvalDecidedAt: Timestamp | null;
  approvalNote: ColumnType<string, string | undefined, string>;
  deliveryState: ColumnType<DeliveryStateColumn, DeliveryStateColumn | undefined, DeliveryStateColumn>;
  /** Bumped by each staff action, so two staff acting at once on one order cannot both win. */
  staffVersion: Generated<number>;
  refundState: ColumnType<RefundStateColumn, RefundStateColumn | undefined, RefundStateColumn>;
}

export type RefundStateColumn = 'none' | 'refunded' | 'toRefund';

export type ApprovalStateColumn = 'notNeeded' | 'pending' | 'approved' | 'rejected';
export type DeliveryStateColumn = 'processing' | 'partDispatched' | 'dispatched' | 'delivered';

export interface OrderLinesTable {
  orderId: number;
  lineNo: number;
  variantId: number | null;
  familyId: number;
  familySlug: string;
  partNo: string;
  nameEn: string;
  nameZh: string;
  quantity: number;
  unitPricePence: number;
  lineTotalPence: number;
  reference: string;
  reservedQty: number;
  leadTimeDays: number;
  dispatchedQty: Generated<number>;
}

export interface OrderEventsTable {
  id: Generated<number>;
  orderId: number;
  /** placed, paymentStarted, paymentPending, paymentReceived, paymentFailed, awaitingTransfer, onAccount … */
  kind: string;
  at: Generated<Date>;
  /** The member of staff who did it, when staff did. */
  staffId: ColumnType<number | null, number | null | undefined, number | null>;
  /** What it was about: an amount, a carrier and tracking number, a reason. */
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface ShipmentsTable {
  id: Generated<number>;
  orderId: number;
  carrier: string;
  trackingNo: string;
  trackingUrl: string;
  createdBy: number | null;
  createdAt: Generated<Date>;
}

export interface ShipmentLinesTable {
  shipmentId: number;
  orderId: number;
  lineNo: number;
  quantity: number;
}

/** A note staff keep about an order; never shown to the buyer. */
export interface OrderNotesTable {
  id: Generated<number>;
  orderId: number;
  staffId: number | null;
  body: string;
  createdAt: Generated<Date>;
}

export type PaymentRecordState = 'pending' | 'succeeded' | 'failed' | 'awaitingTransfer' | 'onAccount' | 'replaced';

export interface PaymentsTable {
  id: Generated<number>;
  /** The order, when the payment is for one; a team payment (/payAssociated) has null and lists its orders in payment_orders. */
  orderId: number | null;
  paidBy: number | null;
  method: PaymentMethodColumn;
  state: PaymentRecordState;
  amountPence: number;
  stripePaymentIntent: string | null;
  failureMessage: string | null;
  createdAt: Generated<Date>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** A transfer staff marked received: the day it arrived, the bank's reference, who recorded it. */
  receivedOn: ColumnType<string | null, string | null | undefined, string | null>;
  bankReference: ColumnType<string, string | undefined, string>;
  recordedBy: ColumnType<number | null, number | null | undefined, number | null>;
  stripeRefundId: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The orders a payment settles (one row for a single order's payment). */
export interface PaymentOrdersTable {
  paymentId: number;
  orderId: number;
  amountPence: number;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  receivedAt: Generated<Date>;
}

export type InboxKind = 'order' | 'payment' | 'approval' | 'invitation' | 'system';

export interface InboxMessagesTable {
  id: Generated<number>;
  userId: number;
  kind: InboxKind;
  subjectEn: string;
  subjectZh: string;
  bodyEn: string;
  bodyZh: string;
  orderId: number | null;
  /** An invitation the message offers to accept. */
  invitationId: number | null;
  createdAt: Generated<Date>;
  readAt: Timestamp | null;
}

/** One change an editor made: who, when, what (area and record), and a summary. */
export interface EditorChangesTable {
  id: Generated<number>;
  userId: number | null;
  userEmail: string;
  at: Generated<Date>;
  /** company, service, page, category, family, variant, import, publish, rollback … */
  area: string;
  recordId: string;
  /** create, update, delete, import, publish, rollback … */
  action: string;
  summary: string;
  detail: ColumnType<unknown, string | undefined, string>;
}

export type SiteBuildState = 'queued' | 'running' | 'succeeded' | 'failed';
export type SiteBuildTrigger = 'console' | 'webhook' | 'cli' | 'rollback';

export interface SiteBuildsTable {
  id: Generated<number>;
  state: SiteBuildState;
  trigger: SiteBuildTrigger;
  requestedBy: number | null;
  queuedAt: Generated<Date>;
  startedAt: Timestamp | null;
  finishedAt: Timestamp | null;
  release: string | null;
  pages: number | null;
  log: ColumnType<string, string | undefined, string>;
  runner: string | null;
  /** Fingerprint of the code the build rendered with (server/publish/source-hash.ts); null before 022 or for an adopted site. */
  sourceHash: string | null;
  kind: 'full' | 'incremental' | null;
}

export type MailState = 'pending' | 'sent' | 'failed';

/** A document rendered when its message is sent. */
export type MailAttachmentJson = { kind: 'invoice' | 'proForma'; orderId: number };

/** The outbox: one e-mail to send, written in the transaction of the event that causes it. */
export interface MailOutboxTable {
  id: Generated<number>;
  template: string;
  recipient: string;
  language: string;
  values: Json<Record<string, unknown>>;
  attachments: ColumnType<MailAttachmentJson[], string | undefined, string>;
  carriesSecret: ColumnType<boolean, boolean | undefined, boolean>;
  state: ColumnType<MailState, MailState | undefined, MailState>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: ColumnType<Date, Date | string | undefined, Date | string>;
  lastError: string | null;
  messageId: string | null;
  createdAt: Generated<Date>;
  sentAt: Timestamp | null;
}

export type EmailLinkPurpose = 'verify' | 'changeEmail' | 'resetPassword';

/** A single-use link sent by e-mail; only its token's hash is kept. */
export interface EmailLinksTable {
  id: Generated<number>;
  userId: number;
  purpose: EmailLinkPurpose;
  email: string;
  tokenHash: string;
  createdAt: Generated<Date>;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface EmailLinkRequestsTable {
  id: Generated<number>;
  purpose: string;
  email: string;
  ip: string;
  at: Generated<Date>;
}

/** 013: groups of words the search treats as the same (contract/rules/synonyms.ts). */
export interface SearchSynonymsTable {
  id: Generated<number>;
  words: string[];
  sortOrder: number;
}

export interface Database {
  companyInfo: CompanyInfoTable;
  files: FilesTable;
  categories: CategoriesTable;
  productFamilies: ProductFamiliesTable;
  variants: VariantsTable;
  variantPriceBreaks: VariantPriceBreaksTable;
  services: ServicesTable;
  pages: PagesTable;
  companies: CompaniesTable;
  users: UsersTable;
  companyInvitations: CompanyInvitationsTable;
  sessions: SessionsTable;
  loginFailures: LoginFailuresTable;
  registrationAttempts: RegistrationAttemptsTable;
  subscribers: SubscribersTable;
  browseHistory: BrowseHistoryTable;
  addresses: AddressesTable;
  basketLines: BasketLinesTable;
  orders: OrdersTable;
  orderLines: OrderLinesTable;
  orderEvents: OrderEventsTable;
  shipments: ShipmentsTable;
  shipmentLines: ShipmentLinesTable;
  orderNotes: OrderNotesTable;
  payments: PaymentsTable;
  paymentOrders: PaymentOrdersTable;
  stripeEvents: StripeEventsTable;
  inboxMessages: InboxMessagesTable;
  editorChanges: EditorChangesTable;
  siteBuilds: SiteBuildsTable;
  mailOutbox: MailOutboxTable;
  emailLinks: EmailLinksTable;
  emailLinkRequests: EmailLinkRequestsTable;
  searchSynonyms: SearchSynonymsTable;
}
