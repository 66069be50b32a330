// The checkout's first screen, asked for by its loader before the element's code has arrived
// (core/element/loader.ts): the order summary's cart and VAT option (core/order/summary.ts) for the
// delivery country the stored draft names, else the block's (Checkout.tsx). The fees follow the lines' answer.
import type { AddressForm } from "../../core/address/validation.ts";
import { startOrderReads } from "../../core/cart/early-cart.ts";
import { earlyBlock } from "../../core/element/early-block.ts";
import { orderCountry } from "../../core/order/order-country.ts";
import { storedJson } from "../../core/state/stored-raw.ts";
import { deliveryAddress } from "./delivery-address.ts";

type StoredDraft = Parameters<typeof deliveryAddress<Partial<AddressForm> | undefined>>[0];

export default function earlyRequests(block: Record<string, unknown>): void {
  const page = earlyBlock(block, "de");
  if (!page) return;
  // The draft as stored (draft.ts): a country that is not text counts as none, as there.
  const draft = storedJson("sessionStorage", "checkout") as StoredDraft | null;
  const typed = draft && deliveryAddress(draft)?.country;
  startOrderReads({ ...page, geoLocation: orderCountry(typeof typed === "string" ? typed : "", page.geoLocation) });
}
