// Quick add in a list (category rows, related and accessory cards, promotional goods): the product
// page's quantity rules (section 5, with the promotional maximum) and its add path (toast,
// ordersAmountEvent, header badge). It needs the row's customer price list (its packing unit and
// prices): the row shows it once that is there, so no amount jumps when the packing unit arrives.
// Amounts from the article's request threshold, and an article without prices, lead to its page.
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { PriceList } from "../api/schemas.ts";
import { type Product, productUnit } from "../catalog/product-data.ts";
import { initialAmount, type QuantityRules } from "../catalog/quantity.ts";
import { scaleEntryFor, toScale } from "../pricing/scale.ts";
import { QuantityStepper } from "../ui/QuantityStepper.tsx";
import { useAddToCart } from "../ui/use-add-to-cart.ts";
import { useAmountField } from "../ui/use-amount-field.ts";
import type { NextStepUrls } from "../element/shop-pages.ts";

export interface QuickAddProps {
  baseUrl: string;
  product: Product;
  /** The product page (checked link): the cart line's slug, and where price-on-request amounts go. */
  productUrl: string;
  priceList: PriceList;
  companyId: string | null;
  /** A promotional maximum the list knows before the price list does (the promotional goods' answer). */
  max?: number | null | undefined;
  /** The list's block's cart and checkout pages, where the confirmation leads. */
  pages: NextStepUrls;
  /** The visitor's country (the block's geoLocation). */
  country: string;
}

export function QuickAdd({ baseUrl, product, productUrl, priceList, companyId, max, pages, country }: QuickAddProps) {
  const { t } = useLingui();
  const nameId = useId();
  const { adding, add } = useAddToCart();
  const rules: QuantityRules = {
    itemInUnit: priceList.itemInUnit,
    smallestOrderUnit: product.kleinste_bestelleinheit,
    max: priceList.promotion?.maxQuantity ?? max ?? undefined,
  };
  const [amount, setAmount] = useState(() => initialAmount(rules));
  const field = useAmountField({ amount, rules, unit: productUnit(product), onChange: setAmount });
  const unitCents = scaleEntryFor(toScale(priceList.scaled_price), amount)?.unitCents;
  const threshold = product.requested_delivery_amount;
  const onRequest = threshold !== undefined && threshold > 0 && amount >= threshold;

  return (
    <div className="quick-add" part="quick-add">
      <span id={nameId} hidden>
        {product.artikel}
      </span>
      <QuantityStepper field={field} describedBy={nameId} />
      {onRequest || unitCents === undefined ? (
        <a className="quick-add-request" href={productUrl}>
          {t`Preis auf Anfrage: zum Artikel`}
        </a>
      ) : (
        <button
          type="button"
          className="primary quick-add-button"
          aria-describedby={nameId}
          // While adding: aria-disabled, not disabled, so the keyboard focus stays on the button.
          aria-disabled={adding}
          aria-busy={adding}
          onClick={() => {
            const pagePath = new URL(productUrl, location.href).pathname;
            if (!adding)
              add({ baseUrl, product, amount, unitCents, companyId, imageUrl: product.images[0] ?? "", pagePath, pages, country });
          }}
        >
          {t`In den Warenkorb`}
        </button>
      )}
    </div>
  );
}
