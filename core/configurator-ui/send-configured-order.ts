// The sending half of ordering a configured box or mat (use-configured-order.ts), loaded when the
// shopper first presses "In den Warenkorb" or "Angebot anfragen": the order item's body, the request,
// the offer session's id and the way to the offer page are not needed before that. Both throw when the
// request fails; the hook shows the toasts (their region is loaded with the element).
import type { ConfiguredPrice } from "../api/configurator.ts";
import { postOrderItem } from "../api/endpoints.ts";
import { configuredOrderItemBody } from "../cart/configured-order-item.ts";
import { pageSlug } from "../cart/order-item.ts";
import { navigation } from "../element/navigate.ts";
import { newRequestId } from "../order/request-id.ts";
import { scaleEntryFor, toScale } from "../pricing/scale.ts";
import { getSessionId } from "../state/session-id.ts";
import type { ConfiguredItem } from "./use-configured-order.ts";

export interface Order {
  item: ConfiguredItem;
  amount: number;
  price: ConfiguredPrice;
}

/** What the sending needs besides the order. */
export interface SendContext {
  /** The shop's API (the element's data block). */
  baseUrl: string;
  companyId: string | null;
  /** The unit the amount counts, as the CRM names it ("Stück"): the cart line shows it in its page's language. */
  unit: string;
  /** The shop's offer page holding the session (built with the element, which links to the shop anyway). */
  offerPage: (sessionId: string) => string;
}

function post({ item, amount, price }: Order, sessionId: string, { baseUrl, companyId, unit }: SendContext) {
  const unitCents = scaleEntryFor(toScale(price.priceList.scaled_price), amount)?.unitCents ?? 0;
  const line = { ...item, weightKg: price.weightKg, unit };
  const body = configuredOrderItemBody({ line, amount, unitCents, sessionId, companyId, slug: pageSlug(location.pathname) });
  return postOrderItem({ baseUrl, body });
}

/** Into the cart's session, as the product page adds an article. */
export async function addToCart(order: Order, context: SendContext): Promise<void> {
  await post(order, getSessionId(), context);
}

/** Into a session of its own, not the cart's (the offer holds exactly this article), then to the offer page. */
export async function requestOffer(order: Order, context: SendContext): Promise<void> {
  const sessionId = `offer-${newRequestId()}`;
  await post(order, sessionId, context);
  navigation.go(context.offerPage(sessionId));
}
