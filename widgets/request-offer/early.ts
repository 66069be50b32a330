// The offer request's first screen, asked for by its loader before the element's code has arrived
// (core/element/loader.ts): the order summary's cart and VAT option (core/order/summary.ts) of the
// visitor's cart or the block's offer session, for the contact's stored country, else the block's
// (RequestOffer.tsx). A handed-over article is left to the element: its session is made or found first.
import type { AddressForm } from "../../core/address/validation.ts";
import { startOrderReads } from "../../core/cart/early-cart.ts";
import { earlyBlock } from "../../core/element/early-block.ts";
import { orderCountry } from "../../core/order/order-country.ts";
import { storedJson } from "../../core/state/stored-raw.ts";
import { OFFER_SESSION } from "./offer-session.ts";

export default function earlyRequests(block: Record<string, unknown>): void {
  const page = earlyBlock(block, "de");
  const { session } = block;
  if (!page) return;
  // A session the schema keeps as it is (offer-data.ts); it wins over an article, as in use-lines-session.ts.
  const offerSession = typeof session === "string" && OFFER_SESSION.test(session) ? session : undefined;
  if (session !== undefined && !offerSession) return;
  if (!offerSession && block.article !== undefined) return;
  // The draft as stored (draft.ts): a country that is not text counts as none.
  const typed = (storedJson("sessionStorage", "offer") as { contact?: Partial<AddressForm> } | null)?.contact?.country;
  const country = orderCountry(typeof typed === "string" ? typed : "", page.geoLocation);
  startOrderReads({ ...page, sessionId: offerSession, geoLocation: country });
}
