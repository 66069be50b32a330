// A list row's customer price list, asked for once the row comes within a screen of the screen
// (price-queue.ts), rows on screen first: a shopper who scrolls finds the next rows priced.
// The selected company is part of the key: when it changes, rows on screen ask again (or take the
// session cache) and the others wait until they are seen. `seen` says the row has come near the
// screen: the row's heavier parts (the quick add) wait for it, so a filter change builds only text
// for the rows below the fold and stays within one frame. A list may reuse a row for another article
// (the category list keys its rows by place): the state names its article, so the row never shows the
// last article's price, and `seen` stays, as the row's place on screen does.
import { useStore } from "@nanostores/react";
import { type RefObject, useEffect, useState } from "react";
import type { PriceList } from "../api/schemas.ts";
import { $company } from "../state/stores.ts";
import { cachedPriceList, type PriceKey, queuePriceList } from "./price-queue.ts";

export type RowPrice = { status: "waiting" } | { status: "ready"; priceList: PriceList } | { status: "error" };

/** Rows up to a screen below or above the screen count as near: their price is there when they arrive. */
const NEAR_SCREEN = "100% 0px";

/**
 * The row's place in the price queue: rows on screen from the top, then the others by their distance
 * from the screen (the rows below in their order).
 */
function screenOrder(element: Element): number {
  const { top, bottom } = element.getBoundingClientRect();
  const onScreen = bottom > 0 && top < innerHeight;
  return onScreen ? Math.max(0, top) : innerHeight + Math.max(top - innerHeight, -bottom);
}

export function useRowPrice(
  row: RefObject<Element | null>,
  place: { baseUrl: string; articleId: string; geoLocation: string },
): RowPrice & { seen: boolean } {
  const companyId = useStore($company)?.company.id ?? null;
  const key: PriceKey = { ...place, companyId };
  const id = `${place.baseUrl}|${place.geoLocation}|${companyId}|${place.articleId}`;
  const [state, setState] = useState<{ id: string; price: RowPrice } | null>(null);
  const [seenId, setSeenId] = useState<string | null>(null);
  const seen = seenId === id;
  const cached = state?.id === id ? undefined : cachedPriceList(key);
  const price: RowPrice = state?.id === id ? state.price : cached ? { status: "ready", priceList: cached } : { status: "waiting" };

  useEffect(() => {
    const hit = cachedPriceList(key);
    const settle = (next: RowPrice) => setState({ id, price: next });
    settle(hit ? { status: "ready", priceList: hit } : { status: "waiting" });
    const element = row.current;
    if (!element) return undefined;
    let controller: AbortController | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) {
          // Left the screen: give the place in the queue up (a running request still fills the cache).
          controller?.abort();
          controller = undefined;
          return;
        }
        setSeenId(id);
        if (controller || hit) return;
        controller = new AbortController();
        const { signal } = controller;
        queuePriceList(key, signal, () => screenOrder(element)).then(
          (priceList) => !signal.aborted && settle({ status: "ready", priceList }),
          (error: unknown) => {
            if (signal.aborted) return;
            console.error(`[shop-widgets] price of article ${key.articleId}`, error);
            settle({ status: "error" });
          },
        );
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      controller?.abort();
    };
  }, [id]);

  return { ...price, seen };
}
