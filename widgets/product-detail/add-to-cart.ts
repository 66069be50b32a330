// The add-to-cart action (section 7), loaded when the shopper heads for the button: posts the order
// item, then toasts and tells the page. It also brings the page's toast region.
import { postOrderItem } from "../../core/api/endpoints.ts";
import { emit } from "../../core/events.ts";
import type { Product } from "../../core/product-data.ts";
import { getSessionId } from "../../core/session-id.ts";
import { ensureToastRegion, showToast } from "../../core/ui/toasts.ts";
import { orderItemBody, pageSlug } from "./order-item.ts";

ensureToastRegion();

export interface AddToCart {
  baseUrl: string;
  product: Product;
  amount: number;
  unitCents: number;
  companyId: string | null;
  imageUrl: string;
  /** Translated toast texts. */
  texts: { added: string; failed: string };
}

/** Adds one cart line. 204 is success; anything else, or no network, is a failure toast. */
export async function addToCart({ baseUrl, texts, ...line }: AddToCart): Promise<void> {
  const body = orderItemBody({ ...line, sessionId: getSessionId(), slug: pageSlug(location.pathname) });
  try {
    await postOrderItem({ baseUrl, body });
    showToast(texts.added, "success");
    emit("ordersAmountEvent", { amount: 1 });
  } catch {
    showToast(texts.failed, "error");
  }
}
