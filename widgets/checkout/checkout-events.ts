// The checkout's analytics (GA4 begin_checkout, add_shipping_info, add_payment_info; with the
// visitor's consent only, core/analytics/track.ts): the start once per page when the order's lines are
// there, then each step the shopper completes forward, with its delivery type or payment method.
import { useEffect, useRef } from "react";
import { track } from "../../core/analytics/track.ts";
import type { OrderSummary } from "../../core/order/summary.ts";
import type { Draft } from "./draft.ts";

export function useCheckoutEvents(summary: OrderSummary | null, draft: Draft, country: string) {
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current || !summary || summary.lines.length === 0) return;
    begun.current = true;
    track("begin_checkout", { lines: summary.lines, country });
  }, [summary, country]);

  return {
    addressDone: () => {
      if (summary) track("add_shipping_info", { lines: summary.lines, country, shippingTier: summary.deliveryType });
    },
    paymentDone: () => {
      if (summary && draft.paymentMethod) track("add_payment_info", { lines: summary.lines, country, paymentType: draft.paymentMethod });
    },
  };
}
