import type { I18n } from "@lingui/core";
import { useEffect, useMemo } from "react";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { Loading, Placeholder } from "../../core/ui/Loading.tsx";
import { Translated } from "../../core/ui/WidgetShell.tsx";
import { DealConfirmation } from "./DealConfirmation.tsx";
import { finishCartFor } from "./finished-deals.ts";
import { NoDeal } from "./NoDeal.tsx";
import { dealIdOf, type ThankYouData } from "./thank-you-data.ts";
import { useDeal } from "./use-deal.ts";
import { useDealEvent } from "./deal-event.ts";

/**
 * The confirmation reads the deal back (at once, in parallel with the catalog) and never creates one,
 * so a reload is safe; it finishes the session's cart.
 */
export function ThankYouPage({ data, i18n }: { data: ThankYouData; i18n: I18n | null }) {
  const dealId = useMemo(() => dealIdOf(data), [data]);
  const { state, reload } = useDeal(data.baseUrl, dealId);
  const loadedId = state.status === "ready" ? state.deal.dealId : null;

  // The deal exists, so its cart is done: the header's badge goes to 0 and the next add starts anew.
  useEffect(() => {
    if (loadedId) finishCartFor(loadedId);
  }, [loadedId]);
  useDealEvent(state.status === "ready" ? state.deal : null, data.geoLocation);

  return (
    <Translated i18n={i18n} placeholder={<Placeholder className="thank-you" />}>
      {state.status === "loading" && <Loading className="thank-you" />}
      {state.status === "ready" && <DealConfirmation data={data} deal={state.deal} />}
      {(state.status === "missing" || state.status === "not-found") && <NoDeal data={data} reason={state.status} />}
      {state.status === "error" && <ErrorNotice error={state.error} onRetry={reload} />}
    </Translated>
  );
}
