import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { SearchState } from "./use-delivery-search.ts";

/**
 * The polite live region that says what a search found ("2 Pakete gefunden"): there before any
 * result, so screen readers announce each one; the problems speak for themselves (role alert).
 */
export function SearchSummary({ state }: { state: SearchState }) {
  const { t } = useLingui();
  let text = "";
  if (state.status === "loading") text = t`Sendung wird gesucht …`;
  else if (state.status === "ready") {
    const { orders } = state.answer;
    const parcels = orders.reduce((sum, order) => sum + order.parcels.length, 0);
    text =
      parcels > 0 && !("contactId" in state.query)
        ? t({ message: plural(parcels, { one: "# Paket gefunden", other: "# Pakete gefunden" }) })
        : t({
            message: plural(orders.length, {
              0: "Keine Bestellungen gefunden",
              one: "# Bestellung gefunden",
              other: "# Bestellungen gefunden",
            }),
          });
  }
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" part="summary">
      {text}
    </p>
  );
}
