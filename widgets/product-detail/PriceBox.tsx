import { useLingui } from "@lingui/react/macro";
import { formatMoney } from "../../core/pricing/money.ts";
import { type ComponentType, useLayoutEffect, useRef } from "react";
import { netLineCents, scaleEntryFor, visibleScale, type ScaleEntry } from "../../core/pricing/scale.ts";
import { displayCents } from "../../core/pricing/vat.ts";
import type { PromotionTerms } from "../../core/api/schemas.ts";
import { formatEndDate } from "../../core/catalog/promotion.ts";
import type { QuantityRules } from "../../core/catalog/quantity.ts";
import { QuantityStepper } from "../../core/ui/QuantityStepper.tsx";
import { useAmountField } from "../../core/ui/use-amount-field.ts";
import { formatAmount, unitWord } from "../../core/format/units.ts";
import { useVatNote } from "../../core/ui/use-price-display.ts";
import type { BuyBarProps } from "./BuyBar.tsx";
import { LazyPart } from "../../core/ui/LazyPart.tsx";
import { ScalePrices } from "./ScalePrices.tsx";

interface PriceBoxProps {
  amount: number;
  onAmount: (amount: number) => void;
  rules: QuantityRules;
  scale: ScaleEntry[];
  /** The unit as the CRM names it ("Rolle"), shown in the page's language (core/format/units.ts). */
  unit: string;
  country: string;
  showVAT: boolean;
  vatPercent: number;
  /** From this amount on the price is on request (requested_delivery_amount), if set. */
  requestThreshold: number | undefined;
  /** The offer page for this article at an amount (price-on-request mode leads there). */
  offerHref: (amount: number) => string;
  /** The terms of a promotion the price list is on, if any. */
  promotion: PromotionTerms | null;
  language: string;
  /** The cart page: the buy bar's link (the header scrolls away). */
  cartHref: string;
  /** With the phone's buy bar (only the page's one product has it). */
  buyBar: boolean;
  adding: boolean;
  onAdd: () => void;
}

/** The phone's buy bar comes after the first paint: it shows only once the page is scrolled or long. */
const loadBuyBar = () => import("./BuyBar.tsx").then((module): ComponentType<BuyBarProps> => module.BuyBar);

/** Quantity, read-only price, price scale and the add-to-cart button; on a phone the buy bar repeats them. */
export function PriceBox(props: PriceBoxProps) {
  const { t, i18n } = useLingui();
  const amountOf = (count: number) => formatAmount(count, unit, i18n.locale);
  const { amount, rules, scale, unit, country, showVAT, vatPercent, requestThreshold, promotion } = props;
  const shown = (net: number) => formatMoney(displayCents(net, showVAT, vatPercent), country);
  const onRequest = requestThreshold !== undefined && amount >= requestThreshold;
  const entries = visibleScale(scale, rules.smallestOrderUnit);
  const field = useAmountField({ amount, rules, unit, onChange: props.onAmount });
  // The price and the scale's row follow the amount while it is typed; the rules apply on leaving the field.
  const priced = field.typed ?? amount;
  const net = netLineCents(scale, priced) ?? 0;
  const pricedOnRequest = requestThreshold !== undefined && priced >= requestThreshold;
  const vatNote = useVatNote({ showVAT, vatPercent });
  // Another company's price list may pack differently: the amount follows its rules, and says so.
  useLayoutEffect(() => void field.propose(amount), [rules.itemInUnit, rules.smallestOrderUnit]);
  const addButton = useRef<HTMLButtonElement>(null);
  const priceText = pricedOnRequest ? t`auf Anfrage` : shown(net);

  return (
    <div className="price-box" part="price-box">
      <div className="price-row">
        <QuantityStepper field={field} describedBy="unit-hint" />
        <span id="unit-hint" className="unit">
          {unitWord(amount, unit, i18n.locale)}
        </span>
        <input className="price" type="text" readOnly aria-label={t`Preis`} value={priceText} part="price" />
      </div>
      <p className="vat-note">{vatNote}</p>
      {promotion?.maxQuantity && (
        <p className="promo-note">{t`Aktionsware: höchstens ${amountOf(promotion.maxQuantity)} pro Bestellung`}</p>
      )}
      {promotion?.endsAt && <p className="promo-note">{t`Angebot gilt bis ${formatEndDate(promotion.endsAt, props.language)}`}</p>}
      {entries.length > 0 && (
        <ScalePrices
          entries={entries}
          appliedQuantity={scaleEntryFor(scale, priced)?.quantity}
          unit={unit}
          price={shown}
          onChoose={field.propose}
        />
      )}
      {requestThreshold !== undefined && (
        <p className={onRequest ? "request-hint active" : "request-hint"} role={onRequest ? "note" : undefined}>
          {t`Ab ${amountOf(requestThreshold)} erstellen wir Ihnen gern ein individuelles Angebot: größere Mengen sind Preis auf Anfrage.`}
        </p>
      )}
      <button
        type="button"
        className="primary add"
        ref={addButton}
        // While adding, aria-disabled and not disabled: a disabled button would drop the keyboard focus.
        disabled={onRequest}
        aria-disabled={props.adding}
        aria-busy={props.adding}
        onClick={() => !props.adding && props.onAdd()}
      >
        {t`In den Warenkorb`}
      </button>
      {onRequest && (
        <a className="button primary offer" href={props.offerHref(amount)} part="offer-link">
          {t`Angebot für ${amountOf(amount)} anfordern`}
        </a>
      )}
      {props.buyBar && (
        <LazyPart
          load={loadBuyBar}
          placeholder={null}
          failed={null}
          props={{
            watched: addButton,
            price: priceText,
            amount: amountOf(amount),
            cartHref: props.cartHref,
            offerHref: onRequest ? props.offerHref(amount) : null,
            adding: props.adding,
            onAdd: props.onAdd,
          }}
        />
      )}
    </div>
  );
}
