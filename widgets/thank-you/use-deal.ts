// Loads the deal the page confirms. Reading only: deal/get never creates, so a reload is safe.
import { useEffect } from "react";
import { isUnknownItem } from "../../core/api/client.ts";
import { fetchDeal, type Deal } from "../../core/api/deal.ts";
import { useRequest } from "../../core/ui/use-request.ts";

export type DealState =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "not-found" }
  | { status: "error"; error: unknown }
  | { status: "ready"; deal: Deal };

export function useDeal(baseUrl: string, dealId: string | null): { state: DealState; reload: () => void } {
  useEffect(() => {
    if (!dealId) console.warn("[shop-widgets] <shop-thank-you>: no deal to show (data block `dealId` or the page's ?deal= parameter)");
  }, [dealId]);

  // A deal the CRM does not know is an answer (null), not a failure: there is nothing to retry.
  const { state, reload } = useRequest<Deal | null>(
    dealId
      ? (signal) => fetchDeal({ baseUrl, dealId, signal }).catch((error: unknown) => (isUnknownItem(error) ? null : Promise.reject(error)))
      : null,
    [baseUrl, dealId],
  );

  if (!dealId) return { state: { status: "missing" }, reload };
  if (state.status !== "ready") return { state, reload };
  return { state: state.data ? { status: "ready", deal: state.data } : { status: "not-found" }, reload };
}
