// Lists of articles for analytics (GA4 view_item_list and select_item; with the visitor's consent
// only, track.ts): a list is reported each time it shows other articles (a new page, filter or
// order), and an article picked from it with its place.
import { useEffect, useRef } from "react";
import type { Product } from "../catalog/product-data.ts";
import { track } from "./track.ts";

type Named = Pick<Product, "artikel" | "article_number">;

/** Which list an article is shown in, and where (0-based over the whole list, not the page). */
export interface ListPlace {
  id: string;
  name: string;
  index: number;
}

/** Reports the list's articles when they differ from the ones it reported last. */
export function useViewItemList(id: string, name: string, products: readonly Named[] | null, first = 0): void {
  const reported = useRef("");
  useEffect(() => {
    if (!products || products.length === 0) return;
    const key = `${id}|${first}|${products.map((product) => product.article_number).join()}`;
    if (key === reported.current) return;
    reported.current = key;
    track("view_item_list", { listId: id, listName: name, products: [...products], first });
  });
}

/** Reports an article picked from a list (its link followed). */
export function selectItem(place: ListPlace, product: Named): void {
  track("select_item", { listId: place.id, listName: place.name, product, index: place.index });
}
