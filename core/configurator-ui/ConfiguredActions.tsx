import { useLingui } from "@lingui/react/macro";
import { useId, useLayoutEffect } from "react";
import type { QuantityRules } from "../catalog/quantity.ts";
import { isPartnerSite, shopPageOnShop, withQuery } from "../element/partner-site.ts";
import { isLinkUrl } from "../element/site-url.ts";
import { DEFAULT_UNIT, unitWord } from "../format/units.ts";
import { OfferReasons } from "../order-ui/OfferReasons.tsx";
import { QuantityStepper } from "../ui/QuantityStepper.tsx";
import { useAmountField } from "../ui/use-amount-field.ts";
import type { LivePrice } from "./use-live-price.ts";
import { type ConfiguredItem, type ConfiguredOrderData, configuredOfferReasons, useConfiguredOrder } from "./use-configured-order.ts";

export interface ConfiguredActionsProps {
  /** The element's data block (language, baseUrl, geoLocation, offerUrl?, configuratorUrl?). */
  data: ConfiguredOrderData;
  /** The configured article; null while the configuration is incomplete or invalid (the buttons say so). */
  item: ConfiguredItem | null;
  /** The live price: its price list gives the unit price (`preis`), the pack (itemInUnit) and the weight. */
  price: LivePrice;
  /** The amount, kept by the configurator (in its URL state). */
  amount: number;
  /** A new amount, already normalised by the quantity rules (itemInUnit, smallest order unit). */
  onAmount(amount: number): void;
}

/** The pack of the price list on screen (the previous one while a new price loads); 1 before any. */
function itemInUnit(price: LivePrice): number {
  const shown = price.status === "ready" ? price.price : price.status === "loading" ? price.previous : null;
  return shown?.priceList.itemInUnit ?? 1;
}

/**
 * The quantity (the product page's stepper and rules; 'Bitte gültige Menge angeben' for an amount that
 * cannot be ordered) and what can be done with the configuration by the order rules of section 6:
 * "In den Warenkorb"; or, when it can only be requested (bulky, an amount from the type's request
 * threshold, a country without direct orders), "Angebot anfragen" with the reasons. On a partner site
 * (baseUrl on another origin) the cart is the shop's: "Beim Shop bestellen" links to the shop's
 * configurator with the configuration; an offer is still requested directly. While the configuration
 * is incomplete or its price not there, the buttons stay focusable but do nothing (aria-disabled) and
 * say why.
 */
export function ConfiguredActions({ data, item, price, amount, onAmount }: ConfiguredActionsProps) {
  const { t, i18n } = useLingui();
  const unit = DEFAULT_UNIT;
  const unitId = useId();
  const reasonId = useId();
  const rules: QuantityRules = { itemInUnit: itemInUnit(price), smallestOrderUnit: item?.smallestOrderUnit ?? 1 };
  const field = useAmountField({ amount, rules, unit, onChange: onAmount });
  // A price list or type that packs differently: the amount follows its rules, and says so.
  useLayoutEffect(() => void field.propose(amount), [rules.itemInUnit, rules.smallestOrderUnit]);
  const { busy, addToCart, requestOffer } = useConfiguredOrder(data);

  const reasons = item ? configuredOfferReasons(item, amount, data.geoLocation) : [];
  const offer = reasons.length > 0;
  const ready = item !== null && price.status === "ready";
  const partner = isPartnerSite(data.baseUrl);
  // A partner's link hands the configuration to the shop, which prices it itself: only an incomplete one stops it.
  const needsPrice = offer || !partner;
  const why = !item
    ? t`Bitte zuerst die Konfiguration vervollständigen`
    : needsPrice && price.status === "error"
      ? t`Ohne Preis kann nicht bestellt werden. Bitte den Preis erneut laden.`
      : needsPrice && price.status !== "ready"
        ? t`Der Preis wird berechnet …`
        : null;
  const act = (send: typeof addToCart) => {
    if (item && price.status === "ready" && !busy) void send({ item, amount, price: price.price });
  };
  const blocked = !ready || busy;
  const buttonState = {
    "aria-disabled": blocked || undefined,
    "aria-busy": busy || undefined,
    "aria-describedby": why ? reasonId : undefined,
  };

  const partnerHref = item && partner ? withQuery(shopPageOnShop("configurator", data), item.linkQuery ?? item.query) : null;

  return (
    <div className="configured-actions" part="actions">
      <div className="quantity-row">
        <QuantityStepper field={field} describedBy={unitId} />
        <span id={unitId} className="unit">
          {unitWord(amount, unit, i18n.locale)}
        </span>
      </div>
      {offer && <OfferReasons reasons={reasons} />}
      <div className="action-buttons">
        {/* Keyed: an amount that reaches the request threshold on the mouse-down that leaves its field
            brings another button, which the mouse-up cannot click (docs/decisions/amount-notes.md). */}
        {offer ? (
          <button key="offer" type="button" className="primary offer" {...buttonState} onClick={() => act(requestOffer)}>
            {t`Angebot anfragen`}
          </button>
        ) : partner ? (
          partnerHref && isLinkUrl(partnerHref) ? (
            <a className="button primary order-at-shop" href={partnerHref} part="order-link">
              {t`Beim Shop bestellen`}
            </a>
          ) : (
            <button type="button" className="primary order-at-shop" aria-disabled="true" aria-describedby={reasonId}>
              {t`Beim Shop bestellen`}
            </button>
          )
        ) : (
          <button key="add" type="button" className="primary add" {...buttonState} onClick={() => act(addToCart)}>
            {t`In den Warenkorb`}
          </button>
        )}
      </div>
      <p id={reasonId} className="action-reason">
        {why}
      </p>
    </div>
  );
}
