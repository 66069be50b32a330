// Ordering a configured box or mat (docs/decisions/configurator-ordering.md): into the cart exactly as
// the product page adds an article (section 7: order-items/post, 204 is success, a toast, then
// ordersAmountEvent with amount 1), or, where the rules allow only a request (section 6: bulky goods,
// a country without direct orders, an amount from the type's request threshold), into a fresh offer
// session and on to the shop's offer page with `?session=<id>`. One request at a time: a double click
// sends one (core/ui/submit-once.ts).
import { useElementTag } from "../element/element-tag.ts";
import { reportShopError } from "../analytics/shop-error.ts";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { ConfiguredArticle } from "../cart/configured-order-item.ts";
import type { Lang } from "../element/data-block.ts";
import { track } from "../analytics/track.ts";
import { emit } from "../element/events.ts";
import { shopPageOnShop, withQuery } from "../element/partner-site.ts";
import { DEFAULT_UNIT, formatAmount } from "../format/units.ts";
import { offerReasons, type OfferReason } from "../order/rules.ts";
import { scaleEntryFor, toScale } from "../pricing/scale.ts";
import { $company } from "../state/stores.ts";
import { useSubmitOnce } from "../ui/submit-once.ts";
import { ensureToastRegion, showToast } from "../ui/toasts.ts";
import { useNextSteps } from "../ui/use-next-steps.ts";
import type { Order, SendContext } from "./send-configured-order.ts";

/** A configuration that is complete and valid, ready to be ordered or requested. */
export interface ConfiguredItem extends ConfiguredArticle {
  /** From this amount on the price is on request; null: never. */
  requestFromAmount: number | null;
  /** The type's smallest order unit (the amount's steps, with the price list's itemInUnit). */
  smallestOrderUnit: number;
  /**
   * The query a partner site's "Beim Shop bestellen" link carries to the shop's configurator: the
   * whole URL state, with quantity and unit. Default `query`.
   */
  linkQuery?: string;
}

/** What the ordering needs of the element's data block. */
export interface ConfiguredOrderData {
  language: Lang;
  /** The shop's API and pages; another origin than the page's means a partner site. */
  baseUrl: string;
  /** The visitor's country (lower case): direct order or offer only (section 6), currency. */
  geoLocation: string;
  /** The shop's offer page; default /angebot, /offer, /devis (core/element/shop-pages.ts). */
  offerUrl?: string | undefined;
  /** The shop's configurator page, for a partner site's link; default /konfiguration. */
  configuratorUrl?: string | undefined;
  /** The cart and checkout the confirmation links to; default /warenkorb, /kasse, … */
  cartUrl?: string | undefined;
  checkoutUrl?: string | undefined;
}

/** Whether the amount reaches the item's request threshold (price on request). */
export function priceOnRequest(item: Pick<ConfiguredItem, "requestFromAmount"> | null, amount: number): boolean {
  return item?.requestFromAmount != null && amount >= item.requestFromAmount;
}

/** Why `item` at `amount` can only be requested in `country`; empty when it can be ordered. */
export function configuredOfferReasons(item: ConfiguredItem, amount: number, country: string): OfferReason[] {
  const requestThreshold = item.requestFromAmount ?? undefined;
  return offerReasons({ articleId: item.articleId, amount, bulky: item.bulky, requestThreshold }, country);
}

/** Adding to the cart and requesting an offer; `busy` while either is on its way (or its code loads). */
export function useConfiguredOrder(data: ConfiguredOrderData) {
  const { t, i18n } = useLingui();
  const nextSteps = useNextSteps();
  const companyId = useStore($company)?.company.id ?? null;
  const { busy, run } = useSubmitOnce();
  useEffect(ensureToastRegion, []); // the live region must exist before its first message

  const offerPage = (session: string) => withQuery(shopPageOnShop("offer", data), { session });
  const context: SendContext = { baseUrl: data.baseUrl, companyId, unit: DEFAULT_UNIT, offerPage };
  const element = useElementTag();
  const failed = (error: unknown) => {
    reportShopError(error, element);
    showToast(t`Es ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es später.`, "error");
  };
  // The guard is taken before the code loads, so a double click still sends one request.
  const sending = () => import("./send-configured-order.ts");

  const addToCart = (order: Order) =>
    run(async () => {
      try {
        const outcome = await (await sending()).addToCart(order, context);
        if (outcome === "replaced") return showToast(t`Die Zeile im Warenkorb wurde durch die geänderte Konfiguration ersetzt.`, "success");
        const detail = `${order.item.label} · ${formatAmount(order.amount, DEFAULT_UNIT, i18n.locale)}`;
        showToast(t`Artikel wurde zum Warenkorb hinzugefügt`, "success", { detail, links: nextSteps(data) });
        emit("ordersAmountEvent", { amount: 1 });
        const { articleNumber, label, configuration } = order.item;
        const unitCents = scaleEntryFor(toScale(order.price.priceList.scaled_price), order.amount)?.unitCents ?? 0;
        track("add_to_cart", { articleNumber, label, configuration, amount: order.amount, unitCents, country: data.geoLocation });
        if (outcome === "old-line-kept")
          showToast(t`Die bisherige Zeile konnte nicht entfernt werden. Bitte prüfen Sie Ihren Warenkorb.`, "error");
      } catch (error) {
        failed(error);
      }
    });

  const requestOffer = (order: Order) =>
    run(async () => {
      try {
        await (await sending()).requestOffer(order, context);
      } catch (error) {
        failed(error);
      }
    });

  return { busy, addToCart, requestOffer };
}
