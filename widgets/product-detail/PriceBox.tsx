import { useLingui } from "@lingui/react/macro";
import { formatMoney } from "../../core/format.ts";
import { displayCents, netLineCents, visibleScale, type ScaleEntry } from "../../core/pricing.ts";
import type { QuantityRules } from "../../core/quantity.ts";
import { normalizeAmount } from "../../core/quantity.ts";
import { QuantityStepper } from "../../core/ui/QuantityStepper.tsx";

interface PriceBoxProps {
  amount: number;
  onAmount: (amount: number) => void;
  rules: QuantityRules;
  scale: ScaleEntry[];
  unit: string;
  country: string;
  showVAT: boolean;
  vatPercent: number;
  /** From this amount on the price is on request (requested_delivery_amount), if set. */
  requestThreshold: number | undefined;
  /** The offer page for this article at an amount (price-on-request mode leads there). */
  offerHref: (amount: number) => string;
  adding: boolean;
  onAdd: () => void;
}

/** Quantity, read-only price, price scale and the add-to-cart button. */
export function PriceBox(props: PriceBoxProps) {
  const { t } = useLingui();
  const { amount, rules, scale, unit, country, showVAT, vatPercent, requestThreshold } = props;
  const shown = (net: number) => formatMoney(displayCents(net, showVAT, vatPercent), country);
  const net = netLineCents(scale, amount) ?? 0;
  const onRequest = requestThreshold !== undefined && amount >= requestThreshold;
  const entries = visibleScale(scale, rules.smallestOrderUnit);
  const selected = entries.some((e) => e.quantity === amount) ? String(amount) : "";

  return (
    <div className="price-box" part="price-box">
      <div className="price-row">
        <QuantityStepper amount={amount} rules={rules} onChange={props.onAmount} describedBy="unit-hint" />
        <span id="unit-hint" className="unit">
          {unit}
        </span>
        <input className="price" type="text" readOnly aria-label={t`Preis`} value={onRequest ? t`auf Anfrage` : shown(net)} part="price" />
      </div>
      <p className="vat-note">{vatPercent === 0 ? t`umsatzsteuerfrei, zzgl. Versand` : showVAT ? t`inkl. ${vatPercent} % MwSt., zzgl. Versand` : t`zzgl. MwSt. und Versand`}</p>
      {entries.length > 0 && (
        <select
          aria-label={t`Staffelpreise`}
          value={selected}
          onChange={(e) => {
            const quantity = Number((e.target as HTMLSelectElement).value);
            if (quantity > 0) props.onAmount(normalizeAmount(quantity, rules));
          }}
        >
          <option value="">{t`Staffelpreis wählen`}</option>
          {entries.map((e) => (
            <option key={e.quantity} value={e.quantity}>
              {t`ab ${e.quantity} ${unit}: ${shown(e.unitCents)} je ${unit}`}
            </option>
          ))}
        </select>
      )}
      {requestThreshold !== undefined && (
        <p className={onRequest ? "request-hint active" : "request-hint"} role={onRequest ? "note" : undefined}>
          {t`Ab ${requestThreshold} ${unit} erstellen wir Ihnen gern ein individuelles Angebot: größere Mengen sind Preis auf Anfrage.`}
        </p>
      )}
      <button
        type="button"
        className="primary add"
        disabled={props.adding || onRequest}
        aria-busy={props.adding}
        onClick={props.onAdd}
      >
        {t`In den Warenkorb`}
      </button>
      {onRequest && (
        <a className="button primary offer" href={props.offerHref(amount)} part="offer-link">
          {t`Angebot für ${amount} ${unit} anfordern`}
        </a>
      )}
    </div>
  );
}
