// The cart reads an element's loader starts before the element's code has arrived (core/element/loader.ts):
// the session's cart, priced for the stored company, and for an order on screen the delivery country's
// VAT option, built as core/api/cart.ts builds them. Fees follow the cart's answer: the element asks for those.
import { cartRequest, vatOptionRequest } from "../api/cart-requests.ts";
import { startEarly } from "../api/early.ts";
import { storedSessionId } from "../state/session-id.ts";
import { storedCompanyId } from "../state/stored-company.ts";

export interface EarlyCart {
  baseUrl: string;
  /** The session whose order items are read; default the visitor's cart (created if missing, as the element would). */
  sessionId?: string | null;
  /** The country the lines are priced for, lower case. */
  geoLocation: string;
  language: string;
}

/** Starts the session's cart read (the header's count, widgets/header/use-cart-count.ts). */
export function startCartRead({ baseUrl, sessionId = storedSessionId(), geoLocation, language }: EarlyCart): void {
  if (sessionId) startEarly(baseUrl, cartRequest({ sessionId, companyId: storedCompanyId(), geoLocation, language }));
}

/** Starts the cart and VAT option reads an order's first screen needs (widgets/cart/use-cart.ts, core/order/summary.ts). */
export function startOrderReads(call: EarlyCart): void {
  startCartRead(call);
  startEarly(call.baseUrl, vatOptionRequest(call.geoLocation));
}
