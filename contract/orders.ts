/**
 * After the purchase (issue 13): an order's detail, cancels, returns and refunds, as the shopper's pages and the back
 * office see them. Money is integer taka; times are ISO 8601.
 */
import type { OrderItem, OrderListEntry, OrderStatus, OrderStatusChange, PaymentStatus, Wallet } from './checkout';

/** Days after delivery within which a line may be returned, unless the API's RETURN_WINDOW_DAYS says otherwise. */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

/** Digital Commerce Operation Guidelines 2021: a refund is made within 10 days of being owed. */
export const REFUND_DUE_DAYS = 10;

/** GET /order's `status` filter: one status, or one of the dashboard's groups. */
export const ORDER_FILTERS = ['to_pay', 'to_ship', 'to_receive', 'to_review'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number] | OrderStatus;

/** GET /order/counts `data`: the dashboard's four numbers (the same groups as GET /order?status=…). */
export type OrderCounts = Record<(typeof ORDER_FILTERS)[number], number>;

/** A reason of GET /order-cancel/reason or GET /order-return/reason, in the request's language. */
export interface Reason {
  id: number;
  name: string;
}

/** The rider (shipper) who carries a package, once the back office assigns one. */
export interface Shipper {
  id: number;
  name: string;
  phone: string;
}

/** Where a package goes, as placed, with the places' names in the request's language. */
export interface OrderAddress {
  name: string;
  phone: string;
  email: string | null;
  division_id: number;
  district_id: number;
  upazila_id: number;
  division: string;
  district: string;
  upazila: string;
  address_line: string;
}

/** `requested` → `approved` | `rejected`; `approved` → `received` (stock back, refund owed) → `refunded`. */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Back to the payment the order was paid with (online orders), or to a wallet number (cash on delivery orders). */
export type RefundMethodType = 'original' | Wallet;

export interface RefundMethod {
  type: RefundMethodType;
  /** The wallet's 11-digit number for `bkash`/`nagad`/`rocket`; absent for `original`. */
  account?: string;
}

/** `pending` (owed) → `processing` (asked of the gateway) → `refunded`; `failed` waits for the back office. */
export type RefundStatus = 'pending' | 'processing' | 'refunded' | 'failed';

export interface Refund {
  id: number;
  /** Null for a cancel's refund. */
  return_id: number | null;
  amount: number;
  method: RefundMethodType;
  /** The wallet number, masked but its last 3 digits. */
  account: string | null;
  status: RefundStatus;
  /** When it is due at the latest (REFUND_DUE_DAYS after it was owed). */
  due_at: string;
  refunded_at: string | null;
}

export interface ReturnLine {
  order_item_id: number;
  name: string;
  image: string;
  qty: number;
}

export interface OrderReturn {
  id: number;
  status: ReturnStatus;
  reason: string;
  comment: string | null;
  items: ReturnLine[];
  /** What is refunded once the return is received: the lines' price less their share of the discount. */
  amount: number;
  refund_method: RefundMethodType;
  created_at: string;
  /** Each status once, oldest first. */
  history: { status: ReturnStatus; at: string }[];
}

/** An order's line with what has been returned of it. */
export interface OrderDetailItem extends OrderItem {
  /** Units in returns not rejected. */
  returned_qty: number;
}

/** GET /order/{id} `data` (the shopper's own order, else 404). */
export interface OrderDetail extends OrderListEntry {
  items: OrderDetailItem[];
  wallet: Wallet | null;
  address: OrderAddress;
  /** The shopper's message to the seller. */
  message: string | null;
  shipper: Shipper | null;
  /** Every status change, oldest first. */
  history: OrderStatusChange[];
  /** Until the rider picks the package up. */
  can_cancel: boolean;
  /** Delivered, within the window, something left to return. */
  can_return: boolean;
  /** Delivered: GET /user/write-review tells what is left to review. */
  can_review: boolean;
  /** The last moment a return may be asked for; null until delivered. */
  return_until: string | null;
  cancel_reason: string | null;
  returns: OrderReturn[];
  refunds: Refund[];
}

/** GET /order-item/{id} `data` (a line of the shopper's own order, else 404). */
export interface OrderItemDetail extends OrderDetailItem {
  order_id: number;
  invoice_number: string;
  vendor: OrderListEntry['vendor'];
  status: OrderStatus;
  payment_status: PaymentStatus;
  delivered_at: string | null;
}

/** POST /order-cancel. */
export interface OrderCancelBody {
  order_id: number;
  reason_id: number;
  comment?: string;
}

/** POST /order-return: some units of some delivered lines of one order. */
export interface OrderReturnBody {
  order_id: number;
  reason_id: number;
  items: { order_item_id: number; qty: number }[];
  comment?: string;
  /** Online orders: `original` (the default). Cash on delivery orders: a wallet and its number (required). */
  refund_method?: RefundMethod;
}
