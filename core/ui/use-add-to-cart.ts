// Adding to the cart (sections 4 and 7) goes through loading, then success or failure. One request
// at a time: a double click sends one request. 204 is success; 409 promotion_max says the promotional
// maximum the cart would pass; anything else, or no network, fails. Used by every element that adds a
// catalogue article: the product page, the category list, the related articles, the promotional list.
import { useElementTag } from "../element/element-tag.ts";
import { reportShopError } from "../analytics/shop-error.ts";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { postOrderItem } from "../api/endpoints.ts";
import { promotionMax } from "../api/promotion-max.ts";
import { orderItemBody, pageSlug } from "../cart/order-item.ts";
import { type Product, productUnit } from "../catalog/product-data.ts";
import { track } from "../analytics/track.ts";
import { emit } from "../element/events.ts";
import { formatAmount } from "../format/units.ts";
import { getSessionId } from "../state/session-id.ts";
import { useSubmitOnce } from "./submit-once.ts";
import { ensureToastRegion, showToast } from "./toasts.ts";
import type { NextStepUrls } from "../element/shop-pages.ts";
import { useNextSteps } from "./use-next-steps.ts";

export interface CartLine {
  baseUrl: string;
  product: Product;
  amount: number;
  /** Net unit price of the applied scale entry. */
  unitCents: number;
  /** The visitor's country (the block's geoLocation): the currency analytics report. */
  country: string;
  companyId: string | null;
  imageUrl: string;
  /** The product page's path, whose last segment is the line's article_slug; default: this page. */
  pagePath?: string;
  /** The pages the confirmation links to, if the element's block names them. */
  pages: NextStepUrls;
}

export function useAddToCart() {
  const { t, i18n } = useLingui();
  const { busy: adding, run } = useSubmitOnce();
  const nextSteps = useNextSteps();
  const element = useElementTag();
  useEffect(ensureToastRegion, []); // the live region must exist before its first message

  const add = ({ baseUrl, pagePath = location.pathname, pages, country, ...line }: CartLine) =>
    run(async () => {
      try {
        await postOrderItem({ baseUrl, body: orderItemBody({ ...line, sessionId: getSessionId(), slug: pageSlug(pagePath) }) });
        // The article and amount added, and the ways on: the cart and the checkout.
        const detail = `${line.product.artikel} · ${formatAmount(line.amount, productUnit(line.product), i18n.locale)}`;
        showToast(t`Artikel wurde zum Warenkorb hinzugefügt`, "success", { detail, links: nextSteps({ baseUrl, ...pages }) });
        emit("ordersAmountEvent", { amount: 1 });
        track("add_to_cart", { product: line.product, amount: line.amount, unitCents: line.unitCents, country });
      } catch (error) {
        reportShopError(error, element);
        const max = promotionMax(error);
        // The maximum in the article's own unit: "höchstens 30 Rollen", not "30 Stück" for a roll.
        const most = max === undefined ? "" : formatAmount(max, productUnit(line.product), i18n.locale);
        showToast(
          max === undefined
            ? t`Es ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es später.`
            : t`Aktionsware: höchstens ${most} pro Bestellung. Mit dieser Menge enthielte Ihr Warenkorb mehr.`,
          "error",
        );
      }
    });

  return { adding, add };
}
