// The payment sandbox's state: payments by dealId (kept like the carts: in localStorage for the demo,
// so the thank-you page on the next page load sees the deal paid) and PayPal orders awaiting capture.
// The deal fake reads paymentStatusOf(dealId) for the deal's paymentStatus.
import { mockState } from "./mock-state.ts";

export interface SandboxPayment {
  /** The paid deal's requestId: deal ids start again when the fake's deals are reset (each test, a cleared demo). */
  requestId: string;
  method: "paypal" | "card";
  amount: number;
  currency: "EUR" | "GBP";
  reference: string;
}

/** What the sandbox's buyer did on PayPal's page; approved unless a test says otherwise. */
export type BuyerDecision = "approve" | "cancel" | "decline";

interface PayPalOrder {
  dealId: string;
  requestId: string;
  amount: number;
  currency: "EUR" | "GBP";
  buyer?: BuyerDecision;
}

const KEY = "demo-cms:payments";

const state = { payments: new Map<string, SandboxPayment>(), paypalOrders: new Map<string, PayPalOrder>(), loaded: false };

/** The payments, read from localStorage first when the demo keeps its state there. */
function payments(): Map<string, SandboxPayment> {
  if (mockState.persist && !state.loaded) {
    state.loaded = true;
    try {
      state.payments = new Map(Object.entries(JSON.parse(localStorage.getItem(KEY) ?? "{}") as Record<string, SandboxPayment>));
    } catch {
      state.payments = new Map();
    }
  }
  return state.payments;
}

function save(): void {
  if (mockState.persist) localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(state.payments)));
}

/** The deal's payment, if it has one; a payment made for an earlier deal of the same id does not count. */
export function paymentOf(dealId: string): SandboxPayment | undefined {
  const payment = payments().get(dealId);
  return payment && mockState.deals.get(dealId)?.requestId === payment.requestId ? payment : undefined;
}

/** 'paid' once PayPal or the card went through for the deal, else 'open'. */
export const paymentStatusOf = (dealId: string): "paid" | "open" => (paymentOf(dealId) ? "paid" : "open");

/** Records the deal's payment. */
export function recordPayment(dealId: string, payment: SandboxPayment): SandboxPayment {
  payments().set(dealId, payment);
  save();
  return payment;
}

export function addPayPalOrder(orderId: string, order: PayPalOrder): void {
  state.paypalOrders.set(orderId, order);
}

export const payPalOrder = (orderId: string): PayPalOrder | undefined => state.paypalOrders.get(orderId);
