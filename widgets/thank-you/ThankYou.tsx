import type { I18n } from "@lingui/core";
import { useEffect, useMemo } from "react";
import type { ElementProps } from "../../core/element/define.ts";
import { mergeCatalogs, type Catalogs } from "../../core/element/i18n.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { Loading, Placeholder } from "../../core/ui/Loading.tsx";
import { Translated, WidgetShell } from "../../core/ui/WidgetShell.tsx";
import { DealConfirmation } from "./DealConfirmation.tsx";
import { finishCartFor } from "./finished-deals.ts";
import { NoDeal } from "./NoDeal.tsx";
import { dealIdOf, ThankYouDataSchema, type ThankYouData } from "./thank-you-data.ts";
import { useDeal } from "./use-deal.ts";

export const TAG = "shop-thank-you";

const catalogs: Catalogs = {
  de: () => mergeCatalogs(import("../../locales/de/order.ts"), import("../../locales/de/thank-you.ts")),
  en: () => mergeCatalogs(import("../../locales/en/order.ts"), import("../../locales/en/thank-you.ts")),
  fr: () => mergeCatalogs(import("../../locales/fr/order.ts"), import("../../locales/fr/thank-you.ts")),
};

/**
 * The confirmation after an order or an offer request (placed on /danke, /thank-you, /merci). It reads
 * the deal back and never creates one, so a reload is safe; it finishes the session's cart.
 * @attr data - the data block as JSON (docs/elements/thank-you.md)
 * @csspart number, next, lines, totals, error
 * @cssproperty --shop-thank-you-min-height - space reserved while loading
 */
export function ThankYou({ data }: ElementProps) {
  return (
    <WidgetShell tag={TAG} data={data} schema={ThankYouDataSchema} catalogs={catalogs} placeholder={<Placeholder className="thank-you" />}>
      {(block, i18n) => <ThankYouPage data={block} i18n={i18n} />}
    </WidgetShell>
  );
}

function ThankYouPage({ data, i18n }: { data: ThankYouData; i18n: I18n | null }) {
  const dealId = useMemo(() => dealIdOf(data), [data]);
  const { state, reload } = useDeal(data.baseUrl, dealId);
  const loadedId = state.status === "ready" ? state.deal.dealId : null;

  // The deal exists, so its cart is done: the header's badge goes to 0 and the next add starts anew.
  useEffect(() => {
    if (loadedId) finishCartFor(loadedId);
  }, [loadedId]);

  return (
    <Translated i18n={i18n} placeholder={<Placeholder className="thank-you" />}>
      {state.status === "loading" && <Loading className="thank-you" />}
      {state.status === "ready" && <DealConfirmation data={data} deal={state.deal} />}
      {(state.status === "missing" || state.status === "not-found") && <NoDeal data={data} reason={state.status} />}
      {state.status === "error" && <ErrorNotice error={state.error} onRetry={reload} />}
    </Translated>
  );
}
