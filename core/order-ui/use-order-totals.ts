// The totals of the order on screen (cart, checkout, offer request), the one way: the lines' net
// prices, the fees, and the VAT that applies for the selected company (its tax status) and the
// delivery country's VAT option (core/pricing/totals.ts). The thank-you page shows the totals the
// deal has stored instead (widgets/thank-you/deal-view.ts): what was ordered is not recomputed.
import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import type { CartLine } from "../api/cart.ts";
import { lineNet } from "../cart/cart-lines.ts";
import { orderTotals, type OrderTotals } from "../pricing/totals.ts";
import { $company } from "../state/stores.ts";

/** An order with its fees: a loaded cart, or an order summary (core/order/summary.ts). */
export interface PricedOrder {
  lines: readonly CartLine[];
  shippingCents: number;
  packagingCents: number;
  /** The delivery country's VAT option in percent (null: the default). */
  vatOption: number | null;
  /** The delivery country, lower case: the totals name it with the rate. */
  country: string;
}

export function useOrderTotals(order: PricedOrder): OrderTotals;
export function useOrderTotals(order: PricedOrder | null): OrderTotals | null;
export function useOrderTotals(order: PricedOrder | null): OrderTotals | null {
  const taxStatus = useStore($company)?.company.ust;
  // By the parts, not the object: the cart builds its order anew on every render.
  return useMemo(
    () =>
      order &&
      orderTotals({
        lineNetCents: order.lines.map(lineNet),
        shippingCents: order.shippingCents,
        packagingCents: order.packagingCents,
        taxStatus,
        selectedVat: order.vatOption,
        country: order.country,
      }),
    [order?.lines, order?.shippingCents, order?.packagingCents, order?.vatOption, order?.country, taxStatus],
  );
}
