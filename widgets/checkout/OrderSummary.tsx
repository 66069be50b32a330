import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { OrderSummary as Summary } from "../../core/order/summary.ts";
import { formatMoney } from "../../core/pricing/money.ts";
import type { OrderTotals } from "../../core/pricing/totals.ts";
import { LazyPart } from "../../core/ui/LazyPart.tsx";
import { Placeholder } from "../../core/ui/Loading.tsx";
import { loadSummaryDetails } from "./load-steps.ts";

const QUIET = <Placeholder className="summary-details" />;

/**
 * The order beside the steps (docs/decisions/checkout-order-summary.md): its lines, totals and VAT,
 * from the first step on. On a wide element a sticky column beside the steps, always open; on a
 * narrow one a bar above them, a disclosure button with the total (aria-expanded) that opens the
 * lines and totals. Its place is the same whether open or not until the shopper opens it. The lines
 * and totals load right after the checkout's first view (load-steps.ts); the total is there at once.
 */
export function OrderSummary({ summary, totals, country }: { summary: Summary; totals: OrderTotals; country: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const title = t`Ihre Bestellung`;
  return (
    <aside className="order-summary" aria-labelledby={titleId} part="summary">
      <p className="summary-title" id={titleId}>
        {title}
      </p>
      <button type="button" className="summary-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        <span>{title}</span> <span>{formatMoney(totals.grossCents, country)}</span>
      </button>
      <div className="summary-body" id={bodyId} hidden={!open}>
        <LazyPart load={loadSummaryDetails} props={{ summary, totals, country }} placeholder={QUIET} />
      </div>
    </aside>
  );
}
