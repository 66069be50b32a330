import { useLingui } from "@lingui/react/macro";
import type { CartLine } from "../../core/api/cart.ts";
import { formatMoney } from "../../core/format.ts";
import type { OfferReason } from "../../core/order-rules.ts";
import { displayCents, scaleEntryFor, toScale } from "../../core/pricing.ts";
import { QuantityStepper } from "../../core/ui/QuantityStepper.tsx";
import { OfferReasons } from "../../core/order-ui/OfferReasons.tsx";
import { lineNet } from "../../core/cart-lines.ts";

interface RowProps {
  line: CartLine;
  country: string;
  showVAT: boolean;
  vatPercent: number;
  reasons: OfferReason[];
  revision: number;
  onAmount: (amount: number) => void;
  onRemove: () => void;
}

/** One cart line: image, name, number, amount (same rules as the product page), prices, remove. */
export function CartLineRow({ line, country, showVAT, vatPercent, reasons, revision, onAmount, onRemove }: RowProps) {
  const { t } = useLingui();
  const money = (net: number) => formatMoney(displayCents(net, showVAT, vatPercent), country);
  const unitCents = scaleEntryFor(toScale(line.priceList.scaled_price), line.menge)?.unitCents ?? 0;
  const rules = { itemInUnit: line.priceList.itemInUnit, smallestOrderUnit: line.kleinste_bestelleinheit };
  return (
    <li className="line" part="line">
      {line.image_url ? <img src={line.image_url} alt="" loading="lazy" /> : <span className="no-image" />}
      <div className="what">
        <p className="name">{line.artikel}</p>
        <p className="number">{t`Art.-Nr. ${line.artikel_nummer}`}</p>
        {reasons.length > 0 && <OfferReasons reasons={reasons} />}
      </div>
      <div className="amount" role="group" aria-label={t`Menge von ${line.artikel}`}>
        <QuantityStepper key={`${line.menge}:${revision}`} amount={line.menge} rules={rules} onChange={onAmount} />
        <span className="unit">{line.einheit}</span>
      </div>
      <p className="unit-price">{t`je ${money(unitCents)}`}</p>
      <p className="line-price">{money(lineNet(line))}</p>
      <button type="button" className="link remove" aria-label={t`${line.artikel} entfernen`} onClick={onRemove}>
        {t`Entfernen`}
      </button>
    </li>
  );
}
