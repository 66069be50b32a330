// What an article offers, read the same wherever it is listed (issue 31: category rows and cards,
// search hits, related and accessory rows, promotions, the start page): the price per unit ("ab
// 2,51 € / Stück", the amount bold), the VAT note, the pack size apart ("Packung mit 25 Stück") and
// the availability. The price is the visitor's own (use-row-price.ts); the facts come with the list.
import { useLingui } from "@lingui/react/macro";
import type { Product } from "../catalog/product-data.ts";
import { productUnit } from "../catalog/product-data.ts";
import { packContents } from "../format/pack-size.ts";
import { unitName } from "../format/units.ts";
import { listedUnitPrice } from "../pricing/listed-price.ts";
import { formatMoney } from "../pricing/money.ts";
import { toScale } from "../pricing/scale.ts";
import type { RowPrice } from "./use-row-price.ts";

/** " / Stück" after a price: seen as a slash, heard as "je Stück". */
export function PerUnit({ product }: { product: Pick<Product, "unit" | "orderItemUnit"> }) {
  const { t, i18n } = useLingui();
  const unit = unitName(productUnit(product), i18n.locale);
  return (
    <span className="per-unit">
      <span aria-hidden="true"> / {unit}</span>
      <span className="visually-hidden"> {t`je ${unit}`}</span>
    </span>
  );
}

interface OfferPriceProps {
  row: RowPrice;
  product: Product;
  geoLocation: string;
  /** A net amount as the page shows prices (core/ui/use-price-display.ts), read once by the list. */
  shown: (netCents: number) => number;
}

/** The visitor's listed price of `product` per unit; a skeleton while it loads, a word when there is none. */
export function OfferPrice({ row, product, geoLocation, shown }: OfferPriceProps) {
  const { t } = useLingui();
  if (row.status === "waiting")
    return (
      <>
        <span className="skeleton" aria-hidden="true" />
        <span className="visually-hidden">{t`Wird ermittelt`}</span>
      </>
    );
  if (row.status === "error") return <>{t`Preis derzeit nicht verfügbar`}</>;
  const price = listedUnitPrice(toScale(row.priceList.scaled_price), product.kleinste_bestelleinheit);
  if (price === undefined) return <>{t`Preis auf Anfrage`}</>;
  return (
    <>
      {/* "ab" and its amount never on two lines. */}
      {price.from && `${t`ab`}\u00a0`}
      <strong>{formatMoney(shown(price.unitCents), geoLocation)}</strong>
      <PerUnit product={product} />
    </>
  );
}

interface OfferFactsProps {
  /** The page's VAT note (useVatNote), read once by the list. */
  vatNote: string;
  pack: string | null | undefined;
  availability: string | null | undefined;
}

/** The facts under the price, each on a line of its own (kept, empty, when the article has none: a card's height is its first frame's). */
export function OfferFacts({ vatNote, pack, availability }: OfferFactsProps) {
  const { t, i18n } = useLingui();
  const contents = packContents(pack, i18n.locale);
  return (
    <>
      <span className="offer-vat">{vatNote}</span>
      <span className="offer-pack">{contents && t`Packung mit ${contents}`}</span>
      <span className="offer-availability">{availability?.trim()}</span>
    </>
  );
}
