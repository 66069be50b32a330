// A listed article's price as one text: the article card's price line, and the price of an article
// hit in the header's search suggestions, which load this module (with its kit) on their first article
// hit. The lowest unit price of the visitor's orderable scale, "ab" it when the scale has more than one
// price, gross or net as the page shows prices; "Preis auf Anfrage" without one.
import { useLingui } from "@lingui/react/macro";
import type { RefObject } from "react";
import catalog from "../../locales/browse.ts";
import type { PriceList } from "../api/schemas.ts";
import type { Product } from "../catalog/product-data.ts";
import type { Kit } from "../element/kit.ts";
import { formatMoney } from "../pricing/money.ts";
import { fromUnitCents, toScale, visibleScale } from "../pricing/scale.ts";
import { type PriceDisplay, usePriceDisplay } from "../ui/use-price-display.ts";
import { useRowPrice } from "./use-row-price.ts";

/** The price's texts (the browse catalog), for a part that shows it without the card's kit. */
export const listedPriceKit: Kit = { css: "", catalog };

export function useScalePrice(display: PriceDisplay, geoLocation: string): (priceList: PriceList, product: Product) => string {
  const { t } = useLingui();
  return (priceList, product) => {
    const scale = toScale(priceList.scaled_price);
    const orderable = visibleScale(scale, product.kleinste_bestelleinheit);
    const lowest = fromUnitCents(orderable.length > 0 ? orderable : scale);
    if (lowest === undefined) return t`Preis auf Anfrage`;
    const money = formatMoney(display.shown(lowest), geoLocation);
    return new Set(orderable.map((entry) => entry.unitCents)).size > 1 ? t`ab ${money}` : money;
  };
}

interface ListedPriceProps {
  /** The element whose nearness to the screen asks for the price (core/browse-ui/use-row-price.ts). */
  near: RefObject<Element | null>;
  articleId: string;
  product: Product;
  baseUrl: string;
  geoLocation: string;
}

/** The price where an article is listed without a card: empty until the price list is there. */
export function ListedPrice({ near, articleId, product, baseUrl, geoLocation }: ListedPriceProps) {
  const row = useRowPrice(near, { baseUrl, articleId, geoLocation });
  const scalePrice = useScalePrice(usePriceDisplay(), geoLocation);
  return <>{row.status === "ready" ? scalePrice(row.priceList, product) : ""}</>;
}
