// Loads the deal the page confirms. Reading only: deal/get never creates, so a reload is safe.
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../../core/api/client.ts";
import { fetchDeal, type Deal } from "../../core/api/deal.ts";

export type DealState =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "not-found" }
  | { status: "error"; error: unknown }
  | { status: "ready"; deal: Deal };

export function useDeal(baseUrl: string, dealId: string | null): { state: DealState; reload: () => void } {
  const [state, setState] = useState<DealState>({ status: dealId ? "loading" : "missing" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!dealId) {
      console.warn("[shop-widgets] <shop-thank-you>: no deal to show (data block `dealId` or the page's ?deal= parameter)");
      return setState({ status: "missing" });
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchDeal({ baseUrl, dealId, signal: controller.signal }).then(
      (deal) => !controller.signal.aborted && setState({ status: "ready", deal }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && error.kind === "http" && error.status === 404;
        setState(notFound ? { status: "not-found" } : { status: "error", error });
      },
    );
    return () => controller.abort();
  }, [baseUrl, dealId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
