// The sending half of ordering a configured box or mat (use-configured-order.ts), loaded when the
// shopper first presses "In den Warenkorb" or "Angebot anfragen": the order item's body, the request,
// the offer session's id and the way to the offer page are not needed before that. Both throw when the
// request fails; the hook shows the toasts (their region is loaded with the element).
import { removeCartLine } from "../api/cart.ts";
import { isUnknownItem } from "../api/client.ts";
import type { ConfiguredPrice } from "../api/configurator.ts";
import { postOrderItem } from "../api/endpoints.ts";
import { editedLine, withoutEdit } from "../configurator/edit-link.ts";
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

/** What adding did: a new line, the edited line replaced, or a new line while the edited one could not be removed. */
export type AddOutcome = "added" | "replaced" | "old-line-kept";

/**
 * Into the cart's session, as the product page adds an article. Opened from a cart line's "Konfiguration
 * ändern" (core/configurator/edit-link.ts), the new line replaces that one: the new line is posted
 * first, so a failure never loses the shopper's line, then the old one is removed and the page's link
 * forgets it (a further add is a new line). A line no longer in the cart (404) leaves a plain add.
 */
export async function addToCart(order: Order, context: SendContext): Promise<AddOutcome> {
  const sessionId = getSessionId();
  await post(order, sessionId, context);
  const replaces = editedLine(location.search, order.item.query.slice(0, 2));
  if (!replaces) return "added";
  history.replaceState(history.state, "", `${location.pathname}${withoutEdit(location.search)}${location.hash}`);
  try {
    await removeCartLine({ baseUrl: context.baseUrl, sessionId, id: replaces });
    return "replaced";
  } catch (error) {
    if (isUnknownItem(error)) return "added";
    console.error("[shop-widgets] cannot remove the cart line the configuration was edited from", error);
    return "old-line-kept";
  }
}

/** Into a session of its own, not the cart's (the offer holds exactly this article), then to the offer page. */
export async function requestOffer(order: Order, context: SendContext): Promise<void> {
  const sessionId = `offer-${newRequestId()}`;
  await post(order, sessionId, context);
  navigation.go(context.offerPage(sessionId));
}
