// Lists of articles for analytics (GA4 view_item_list and select_item; with the visitor's consent
// only, track.ts): a list is reported each time it shows other articles (a new page, filter or
// order), and an article picked from it with its place.
import { useEffect, useRef } from "react";
import type { Product } from "../catalog/product-data.ts";
import type { ListPlace, ShopList } from "./facts.ts";
import { track } from "./track.ts";

export type { ListPlace } from "./facts.ts";

type Named = Pick<Product, "artikel" | "article_number">;

/** Reports the list's articles when they differ from the ones it reported last; `first` is the first one's place. */
export function useViewItemList(list: ShopList, products: readonly Named[] | null, first = 0): void {
  const reported = useRef("");
  useEffect(() => {
    if (!products?.length) return;
    const key = `${list.id}|${first}|${products.map((product) => product.article_number).join()}`;
    if (key === reported.current) return;
    reported.current = key;
    track("view_item_list", { list, products, first });
  });
}

/** Reports an article picked from a list (its link followed). */
export const selectItem = (list: ListPlace, product: Named): void => track("select_item", { list, product });
