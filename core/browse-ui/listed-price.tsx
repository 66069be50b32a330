// A listed article's price as one text: the price of an article hit in the header's search
// suggestions, which load this module (with its kit) on their first article hit. The listed unit price
// (core/pricing/listed-price.ts) per unit, gross or net as the page shows prices; "Preis auf Anfrage"
// without one.
import { useLingui } from "@lingui/react/macro";
import type { RefObject } from "react";
import catalog from "../../locales/browse.ts";
import type { PriceList } from "../api/schemas.ts";
import { type Product, productUnit } from "../catalog/product-data.ts";
import { unitName } from "../format/units.ts";
import type { Kit } from "../element/kit.ts";
import { formatMoney } from "../pricing/money.ts";
import { listedUnitPrice } from "../pricing/listed-price.ts";
import { toScale } from "../pricing/scale.ts";
import { type PriceDisplay, usePriceDisplay } from "../ui/use-price-display.ts";
import { useRowPrice } from "./use-row-price.ts";

/** The price's texts (the browse catalog), for a part that shows it without the card's kit. */
export const listedPriceKit: Kit = { css: "", catalog };

/** A listed price as one text, "ab 2,51 € / Stück" (ArticleOffer.tsx shows it with its parts marked up). */
export function useListedPriceText(display: PriceDisplay, geoLocation: string): (priceList: PriceList, product: Product) => string {
  const { t, i18n } = useLingui();
  return (priceList, product) => {
    const price = listedUnitPrice(toScale(priceList.scaled_price), product.kleinste_bestelleinheit);
    if (price === undefined) return t`Preis auf Anfrage`;
    const money = `${formatMoney(display.shown(price.unitCents), geoLocation)} / ${unitName(productUnit(product), i18n.locale)}`;
    return price.from ? t`ab ${money}` : money;
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
  const scalePrice = useListedPriceText(usePriceDisplay(), geoLocation);
  return <>{row.status === "ready" ? scalePrice(row.priceList, product) : ""}</>;
}
