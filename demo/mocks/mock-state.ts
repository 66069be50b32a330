// The fake CMS's data that changes: the order items per sessionid and the deals (orders and offer
// requests). Tests start from an empty state (resetMockState); the demo keeps it in localStorage so a
// cart or an order survives going from page to page.
import type { CreateDealBody, OrderItemBody } from "../../core/api/request-schemas.ts";

export type StoredOrderItem = OrderItemBody & { id: string };

/** A deal as the fake CRM keeps it: the body it was made from, its lines' names, its number. */
export type StoredDeal = CreateDealBody & {
  dealId: string;
  number: string;
  createdate: string;
  freightCost: number;
  lines: { orderItemId: string; artikel: string; artikel_nummer: string; einheit: string }[];
};

const KEY = "demo-cms:order-items";
const DEALS_KEY = "demo-cms:deals";
const REGISTERED_KEY = "demo-cms:registered";

/** An answer of the registration endpoint, kept per requestId (handlers-registration.ts). */
export type StoredAnswer = { status: number; body: object };

export const mockState = {
  cart: new Map<string, StoredOrderItem[]>(),
  deals: new Map<string, StoredDeal>(),
  /** Registration answers by requestId (in memory only). */
  registrations: new Map<string, StoredAnswer>(),
  /** E-mails registered since, in lower case: they have access now (kept across demo pages). */
  registeredEmails: new Set<string>(),
  persist: false,
};

/** Keeps the state in localStorage from now on, starting from what is stored there. */
export function persistMockState(): void {
  mockState.persist = true;
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Record<string, StoredOrderItem[]>;
    mockState.cart = new Map(Object.entries(stored));
    const deals = JSON.parse(localStorage.getItem(DEALS_KEY) ?? "{}") as Record<string, StoredDeal>;
    mockState.deals = new Map(Object.entries(deals));
    mockState.registeredEmails = new Set(JSON.parse(localStorage.getItem(REGISTERED_KEY) ?? "[]") as string[]);
  } catch {
    mockState.cart = new Map();
    mockState.deals = new Map();
  }
}

export function saveMockState(): void {
  if (!mockState.persist) return;
  localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(mockState.cart)));
  localStorage.setItem(DEALS_KEY, JSON.stringify(Object.fromEntries(mockState.deals)));
  localStorage.setItem(REGISTERED_KEY, JSON.stringify([...mockState.registeredEmails]));
}

/** Resets of state kept in other files (the contact messages), run by resetMockState. */
const resets: (() => void)[] = [];
export function onResetMockState(reset: () => void): void {
  resets.push(reset);
}

export function resetMockState(): void {
  mockState.cart.clear();
  mockState.deals.clear();
  mockState.registrations.clear();
  mockState.registeredEmails.clear();
  saveMockState();
  for (const reset of resets) reset();
}

let nextId = Date.now();

/** Adds an order item to its session's cart and returns its new id. */
export function addOrderItem(item: OrderItemBody): string {
  const id = String(nextId++);
  mockState.cart.set(item.sessionid, [...(mockState.cart.get(item.sessionid) ?? []), { ...item, id }]);
  saveMockState();
  return id;
}
