// Adding to the cart (sections 4 and 7) goes through loading, then success or failure. One request
// at a time: a double click sends one request. 204 is success; anything else, or no network, fails.
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { postOrderItem } from "../../core/api/endpoints.ts";
import { emit } from "../../core/element/events.ts";
import type { Product } from "../../core/catalog/product-data.ts";
import { getSessionId } from "../../core/state/session-id.ts";
import { useSubmitOnce } from "../../core/ui/submit-once.ts";
import { ensureToastRegion, showToast } from "../../core/ui/toasts.ts";
import { orderItemBody, pageSlug } from "../../core/cart/order-item.ts";

export interface CartLine {
  baseUrl: string;
  product: Product;
  amount: number;
  /** Net unit price of the applied scale entry. */
  unitCents: number;
  companyId: string | null;
  imageUrl: string;
}

export function useAddToCart() {
  const { t } = useLingui();
  const { busy: adding, run } = useSubmitOnce();
  useEffect(ensureToastRegion, []); // the live region must exist before its first message

  const add = ({ baseUrl, ...line }: CartLine) =>
    run(async () => {
      try {
        await postOrderItem({ baseUrl, body: orderItemBody({ ...line, sessionId: getSessionId(), slug: pageSlug(location.pathname) }) });
        showToast(t`Artikel wurde zum Warenkorb hinzugefügt`, "success");
        emit("ordersAmountEvent", { amount: 1 });
      } catch {
        showToast(t`Es ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es später.`, "error");
      }
    });

  return { adding, add };
}
