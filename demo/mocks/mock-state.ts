// The fake CMS's data that changes: the order items per sessionid. Tests start from an empty state
// (resetMockState); the demo keeps it in localStorage so a cart survives going from page to page.
import type { OrderItemBody } from "../../core/api/request-schemas.ts";

export type StoredOrderItem = OrderItemBody & { id: string };

const KEY = "demo-cms:order-items";

export const mockState = { cart: new Map<string, StoredOrderItem[]>(), persist: false };

/** Keeps the state in localStorage from now on, starting from what is stored there. */
export function persistMockState(): void {
  mockState.persist = true;
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Record<string, StoredOrderItem[]>;
    mockState.cart = new Map(Object.entries(stored));
  } catch {
    mockState.cart = new Map();
  }
}

export function saveMockState(): void {
  if (mockState.persist) localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(mockState.cart)));
}

export function resetMockState(): void {
  mockState.cart.clear();
  saveMockState();
}

let nextId = Date.now();

/** Adds an order item to its session's cart and returns its new id. */
export function addOrderItem(item: OrderItemBody): string {
  const id = String(nextId++);
  mockState.cart.set(item.sessionid, [...(mockState.cart.get(item.sessionid) ?? []), { ...item, id }]);
  saveMockState();
  return id;
}
