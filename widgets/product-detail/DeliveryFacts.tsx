// What the shopper knows before the cart (docs/decisions/costs-before-the-cart.md): availability, the
// delivery time of the chosen amount's tier (section 9, without opening "Lieferzeiten"), then the
// shipping and packaging to the shopper's country (ShippingCosts.tsx, loaded after the first paint).
import { useLingui } from "@lingui/react/macro";
import type { DeliveryTier } from "../../core/catalog/delivery-time.ts";
import { formatAmount } from "../../core/format/units.ts";
import { LazyPart } from "../../core/ui/LazyPart.tsx";
import type { ShippingCostsProps } from "./ShippingCosts.tsx";

interface DeliveryFactsProps extends ShippingCostsProps {
  availability: string;
  /** The delivery-time tier of the chosen amount, if the article has one. */
  tier: DeliveryTier | undefined;
  amount: number;
  unit: string;
}

const loadShippingCosts = () => import("./ShippingCosts.tsx").then((module) => module.default);

export function DeliveryFacts({ availability, tier, amount, unit, ...costs }: DeliveryFactsProps) {
  const { t, i18n } = useLingui();
  const time = tier?.time;
  const chosen = formatAmount(amount, unit, i18n.locale);
  return (
    <div className="delivery-facts" part="delivery-facts">
      {availability && <p>{t`Verfügbarkeit: ${availability}`}</p>}
      {time && <p>{t`Lieferzeit für ${chosen}: ${time}`}</p>}
      {/* The fees' place is reserved while they load (product-detail.css), so nothing below moves. */}
      <LazyPart load={loadShippingCosts} props={costs} placeholder={<div className="fees" aria-busy="true" />} />
    </div>
  );
}
