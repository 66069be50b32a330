// A failure a shopper sees (docs/analytics.md): `shop-error` on window with the element, the endpoint,
// the kind of failure and the HTTP status. Nothing the shopper typed, no ids, no URL with a query: it
// carries nothing personal, so it fires with or without analytics consent, for the host page's own
// monitoring. Fired once per failure shown (a notice's effect, a failed add's toast).
import { useEffect } from "react";
import { ApiError } from "../api/client.ts";
import { emit } from "../element/events.ts";
import { useElementTag } from "../element/element-tag.ts";

export interface ShopErrorDetail {
  /** The element's tag, "shop-cart". */
  element: string;
  /** The API path below the root ("objects/order-items/get"); null when no request failed. */
  endpoint: string | null;
  /** "http", "network", "offline", "unreachable", "schema", or what the element found ("not-found", "no-prices", "unknown"). */
  kind: string;
  status: number | null;
}

/** What a failure says, or null for one nobody sees (a request cut off because the page or element went). */
export function shopErrorOf(error: unknown, element: string): ShopErrorDetail | null {
  const api = error instanceof ApiError ? error : undefined;
  if (api?.kind === "aborted") return null;
  return {
    element,
    endpoint: api?.endpoint ?? null,
    kind: api ? (api.reach ?? api.kind) : typeof error === "string" ? error : "unknown",
    status: api?.status ?? null,
  };
}

export function reportShopError(error: unknown, element: string): void {
  const detail = shopErrorOf(error, element);
  if (detail) emit("shop-error", detail);
}

/** Reports the failure a component shows, once per failure. */
export function useShopError(error: unknown): void {
  const element = useElementTag();
  useEffect(() => {
    if (error !== undefined && error !== null) reportShopError(error, element);
  }, [error, element]);
}
