import type { AccountTables } from './schema/accounts.ts';
import type { ApprovalTables } from './schema/approvals.ts';
import type { BuyerTables } from './schema/buyer.ts';
import type { CatalogueTables } from './schema/catalogue.ts';
import type { ContentTables } from './schema/content.ts';
import type { CreditNoteTables } from './schema/credit-notes.ts';
import type { DeliveryTables } from './schema/delivery.ts';
import type { EditorTables } from './schema/editor.ts';
import type { FileTables } from './schema/files.ts';
import type { MessageTables } from './schema/messages.ts';
import type { OrderTables } from './schema/orders.ts';
import type { PartsListTables } from './schema/parts-lists.ts';
import type { PaymentTables } from './schema/payments.ts';
import type { PricingTables } from './schema/pricing.ts';
import type { PublishTables } from './schema/publish.ts';
import type { PunchOutTables } from './schema/punch-out.ts';
import type { QuoteTables } from './schema/quotes.ts';
import type { ReturnTables } from './schema/returns.ts';
import type { SecondFactorTables } from './schema/second-factors.ts';
import type { SignInTables } from './schema/sign-in.ts';
import type { TaxTables } from './schema/tax.ts';
import type { SignOnTables } from './schema/sign-on.ts';

/**
 * Table shapes as Kysely sees them (camelCase; the CamelCasePlugin maps to snake_case columns),
 * one file an area under server/db/schema/; the database is all of them.
 */

export type * from './schema/accounts.ts';
export type * from './schema/approvals.ts';
export type * from './schema/buyer.ts';
export type * from './schema/catalogue.ts';
export type * from './schema/content.ts';
export type * from './schema/credit-notes.ts';
export type * from './schema/delivery.ts';
export type * from './schema/editor.ts';
export type * from './schema/files.ts';
export type * from './schema/messages.ts';
export type * from './schema/orders.ts';
export type * from './schema/parts-lists.ts';
export type * from './schema/payments.ts';
export type * from './schema/pricing.ts';
export type * from './schema/publish.ts';
export type * from './schema/punch-out.ts';
export type * from './schema/quotes.ts';
export type * from './schema/returns.ts';
export type * from './schema/second-factors.ts';
export type * from './schema/sign-in.ts';
export type * from './schema/tax.ts';
export type * from './schema/sign-on.ts';

export interface Database
  extends
    ContentTables,
    FileTables,
    CatalogueTables,
    AccountTables,
    SignInTables,
    SecondFactorTables,
    SignOnTables,
    BuyerTables,
    OrderTables,
    CreditNoteTables,
    ReturnTables,
    DeliveryTables,
    PaymentTables,
    PricingTables,
    QuoteTables,
    PartsListTables,
    MessageTables,
    EditorTables,
    PublishTables,
    ApprovalTables,
    TaxTables,
    PunchOutTables {}
