
/**
 * Request and answer types of the account's order history (/acOrder, /acOrderdetails/{id}):
 * the list, order again and the invoice. The order itself is OrderDetail (shop-types.ts).
 */

/**
 * Where an order stands for the buyer, from its status, approval, payment and delivery states
 * (server/shop/order-stage.ts decides, in that order of precedence).
 */
export const ORDER_STAGES = [
  'awaitingApproval',
  'awaitingPayment',
  'awaitingTransfer',
  'onAccount',
  'paid',
  'partDispatched',
  'dispatched',
  'delivered',
  'cancelled',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** mine: the orders the caller placed; team: every order of the caller's company (admins only). */
export const ORDER_SCOPES = ['mine', 'team'] as const;
export type OrderScope = (typeof ORDER_SCOPES)[number];

/** pri/orderList: every field optional; dates are UK calendar days (YYYY-MM-DD), both ends included. */
export interface OrderListRequest {
  page?: number;
  /** 1 to 50, default 10. */
  pageSize?: number;
  stage?: OrderStage;
  from?: string;
  to?: string;
  /** Part of an order number, PO reference or part number (max 40). */
  search?: string;
  /** Default mine; team is for company admins. */
  scope?: OrderScope;
}

export interface OrderListRow {
  id: number;
  orderNo: string;
  /** ISO 8601. */
  createdAt: string;
  poReference: string;
  stage: OrderStage;
  totalPence: number;
  lineCount: number;
  /** Whether the caller placed it (false only in an admin's team view). */
  mine: boolean;
  /** Who placed it: filled for company admins, null for everyone else. */
  placedBy: string | null;
}

export interface OrderListAnswer {
  orders: OrderListRow[];
  /** How many orders match the filters, on every page. */
  total: number;
  page: number;
  pageSize: number;
  /** The caller is a company admin, who may see the whole team's orders. */
  canSeeTeam: boolean;
}
