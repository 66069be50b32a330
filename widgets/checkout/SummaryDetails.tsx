import { OrderLinesTable } from "../../core/order-ui/OrderLinesTable.tsx";
import { OrderTotalsList } from "../../core/order-ui/OrderTotalsList.tsx";
import type { OrderSummary } from "../../core/order/summary.ts";
import type { OrderTotals } from "../../core/pricing/totals.ts";
import { lineView } from "./line-view.ts";

/** The summary's lines and totals with VAT (OrderSummary.tsx loads them with the checkout, apart from its first view). */
export function SummaryDetails({ summary, totals, country }: { summary: OrderSummary; totals: OrderTotals; country: string }) {
  return (
    <>
      <OrderLinesTable lines={summary.lines.map(lineView)} country={country} vatPercent={totals.vatPercent} />
      <OrderTotalsList totals={totals} country={country} />
    </>
  );
}
