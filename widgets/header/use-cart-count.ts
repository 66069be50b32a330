// Loads the real number of cart lines once the header is mounted and puts it into $cartCount; from
// then on the store follows ordersAmountEvent and the visitor's other tabs by itself. A failed load
// keeps the stored count (the badge shows no error) and says so in the console.
import { useEffect } from "react";
import { fetchCart } from "../../core/api/cart.ts";
import { listen } from "../../core/element/events.ts";
import { getSessionId } from "../../core/state/session-id.ts";
import { $cartCount } from "../../core/state/cart-count.ts";
import { $company } from "../../core/state/stores.ts";
import type { HeaderData } from "./header-data.ts";

export function useCartCountLoader({ baseUrl, geoLocation, language }: Pick<HeaderData, "baseUrl" | "geoLocation" | "language">): void {
  useEffect(() => {
    const controller = new AbortController();
    // An add while the cart loads may or may not be in the answer: the store's own count (raised by
    // the event) is then kept rather than overwritten by a possibly older one.
    let addedMeanwhile = false;
    const stop = listen("ordersAmountEvent", () => (addedMeanwhile = true));
    const companyId = $company.get()?.company.id ?? null;
    fetchCart({ baseUrl, signal: controller.signal, sessionId: getSessionId(), companyId, geoLocation, language })
      .then((cart) => {
        if (!controller.signal.aborted && !addedMeanwhile) $cartCount.set(cart.items.length);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          console.warn("[shop-widgets] <shop-header>: cannot load the cart count; the stored count stays", error);
      })
      .finally(stop);
    return () => {
      controller.abort();
      stop();
    };
  }, [baseUrl, geoLocation, language]);
}
