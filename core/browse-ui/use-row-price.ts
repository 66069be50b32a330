// A list row's customer price list, asked for once the row comes near the screen (price-queue.ts).
// The selected company is part of the key: when it changes, rows on screen ask again (or take the
// session cache) and the others wait until they are seen.
import { useStore } from "@nanostores/react";
import { type RefObject, useEffect, useState } from "react";
import type { PriceList } from "../api/schemas.ts";
import { $company } from "../state/stores.ts";
import { cachedPriceList, type PriceKey, queuePriceList } from "./price-queue.ts";

export type RowPrice = { status: "waiting" } | { status: "ready"; priceList: PriceList } | { status: "error" };

/** Rows this far below or above the screen count as on screen: their price is there when they arrive. */
const NEAR_SCREEN = "150px 0px";

export function useRowPrice(row: RefObject<Element | null>, place: { baseUrl: string; articleId: string; geoLocation: string }): RowPrice {
  const companyId = useStore($company)?.company.id ?? null;
  const key: PriceKey = { ...place, companyId };
  const cached = cachedPriceList(key);
  const [state, setState] = useState<RowPrice>(cached ? { status: "ready", priceList: cached } : { status: "waiting" });

  useEffect(() => {
    const hit = cachedPriceList(key);
    if (hit) return setState({ status: "ready", priceList: hit });
    setState({ status: "waiting" });
    const element = row.current;
    if (!element) return undefined;
    let controller: AbortController | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !controller) {
          controller = new AbortController();
          const { signal } = controller;
          queuePriceList(key, signal).then(
            (priceList) => !signal.aborted && setState({ status: "ready", priceList }),
            (error: unknown) => {
              if (signal.aborted) return;
              console.error(`[shop-widgets] price of article ${key.articleId}`, error);
              setState({ status: "error" });
            },
          );
        } else if (!entry?.isIntersecting && controller) {
          // Left the screen: give the place in the queue up (a running request still fills the cache).
          controller.abort();
          controller = undefined;
        }
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      controller?.abort();
    };
  }, [place.baseUrl, place.articleId, place.geoLocation, companyId]);

  return state;
}
