import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import type { ConfiguredPrice } from "../api/configurator.ts";
import { DEFAULT_UNIT, formatAmount, unitName } from "../format/units.ts";
import { formatMoney } from "../pricing/money.ts";
import { scaleEntryFor, toScale, visibleScale } from "../pricing/scale.ts";
import type { LivePrice } from "./use-live-price.ts";
import { usePriceDisplay, useVatNote } from "../ui/use-price-display.ts";

export interface LivePricePanelProps {
  /** The live price (useLivePrice): idle, loading (the previous price kept, dimmed), ready or error. */
  price: LivePrice;
  /** The amount to price; the scale entry for it applies (core/pricing/scale.ts). */
  amount: number;
  /** The visitor's country (geoLocation): currency and number format (formatMoney). */
  country: string;
  /** Scale entries below this amount are not offered (visibleScale); the type's smallest order unit. */
  smallestOrderUnit: number;
  /** Net packaging cost of the order in cents (packaging-cost); null: not known, not shown. */
  packagingCents: number | null;
  /** Price on request (the amount reaches the type's request threshold): "Preis auf Anfrage" instead of a price. */
  onRequest: boolean;
  /** Asks for the price again after an error (useLivePrice's retry). */
  onRetry(): void;
}

/** The price the panel shows: the answer, or while loading the previous one. */
function shownPrice(price: LivePrice): ConfiguredPrice | null {
  if (price.status === "ready") return price.price;
  if (price.status === "loading") return price.previous;
  return null;
}

/**
 * The configured article's price for the amount: unit price, total and packaging, gross or net by the
 * page's rules (usePriceDisplay), the VAT note and the price scale, so the shopper sees what larger
 * amounts cost. While a new price loads the old one stays, struck through (aria-busy). A failure says
 * "Preis nicht verfügbar" with a retry button; what the shopper configured stays untouched. The
 * total is announced by a polite live region once a price has settled, not on every keystroke.
 */
export function LivePricePanel(props: LivePricePanelProps) {
  const { t, i18n } = useLingui();
  const { price, amount, country, onRequest } = props;
  // Configured articles are counted in pieces (DEFAULT_UNIT), said in the page's language.
  const per = unitName(DEFAULT_UNIT, i18n.locale);
  const amountOf = (count: number) => formatAmount(count, DEFAULT_UNIT, i18n.locale);
  const display = usePriceDisplay();
  const money = (netCents: number) => formatMoney(display.shown(netCents), country);
  const loading = price.status === "loading";
  const current = shownPrice(price);
  const scale = current ? toScale(current.priceList.scaled_price) : [];
  const entry = scaleEntryFor(scale, amount);
  const entries = visibleScale(scale, props.smallestOrderUnit);
  const total = entry ? money(entry.unitCents * amount) : null;

  const packaging = props.packagingCents === null ? "" : money(props.packagingCents);

  let settled: string | null = null;
  if (price.status === "error") settled = t`Preis nicht verfügbar`;
  else if (price.status === "idle") settled = "";
  else if (price.status === "ready")
    settled = onRequest ? t`Preis auf Anfrage` : total ? t`Gesamtpreis für ${amountOf(amount)}: ${total}` : "";
  // While a price loads the announcement stays as it was: only a settled price is read out.
  const announced = useRef("");
  if (settled !== null) announced.current = settled;

  const vatNote = useVatNote(display);

  return (
    <div className={loading ? "live-price loading" : "live-price"} part="live-price" aria-busy={loading}>
      {price.status === "error" ? (
        <div className="price-error">
          <p>{t`Preis nicht verfügbar`}</p>
          <button type="button" onClick={props.onRetry}>
            {t`Erneut versuchen`}
          </button>
        </div>
      ) : onRequest ? (
        <p className="price-total">{t`Preis auf Anfrage`}</p>
      ) : current && entry ? (
        <dl className="price-lines">
          <div>
            <dt>{t`Preis je ${per}`}</dt>
            <dd>{money(entry.unitCents)}</dd>
          </div>
          <div className="price-total">
            <dt>{t`Gesamt für ${amountOf(amount)}`}</dt>
            <dd>{total}</dd>
          </div>
        </dl>
      ) : (
        <p className="price-pending">
          {loading ? t`Der Preis wird berechnet …` : t`Der Preis erscheint, sobald die Konfiguration vollständig ist.`}
        </p>
      )}
      {props.packagingCents !== null && price.status !== "error" && <p className="packaging">{t`Verpackung je Sendung: ${packaging}`}</p>}
      {price.status !== "error" && <p className="vat-note">{vatNote}</p>}
      {entries.length > 1 && price.status !== "error" && (
        <table className="scale">
          <caption>{t`Staffelpreise`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Menge`}</th>
              <th scope="col">{t`Preis je ${per}`}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((row) => {
              const applies = row.quantity === entry?.quantity;
              return (
                <tr key={row.quantity} className={applies ? "current" : undefined} aria-current={applies ? "true" : undefined}>
                  <th scope="row">{t`ab ${amountOf(row.quantity)}`}</th>
                  <td>{money(row.unitCents)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announced.current}
      </p>
    </div>
  );
}
