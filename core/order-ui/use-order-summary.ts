// The order about to be placed or requested (checkout, offer request), loaded again whenever what it
// depends on changes: the session (its lines), the company (its price list), the delivery country
// (VAT option, fees) and the chosen delivery type.
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { DeliveryTypeId } from "../api/request-schemas.ts";
import { loadOrderSummary, type OrderSummary } from "../order/summary.ts";
import { $company } from "../state/stores.ts";

export type SummaryState = { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; summary: OrderSummary };

export interface SummaryInput {
  baseUrl: string;
  language: string;
  /** The session whose order items are the lines; null while it is not known yet (stays loading). */
  sessionId: string | null;
  /** Delivery country, lower case. */
  country: string;
  deliveryType: DeliveryTypeId | null;
}

export function useOrderSummary({ baseUrl, language, sessionId, country, deliveryType }: SummaryInput): [SummaryState, () => void] {
  const companyId = useStore($company)?.company.id ?? null;
  const [state, setState] = useState<SummaryState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (sessionId === null) return undefined;
    const controller = new AbortController();
    loadOrderSummary({ baseUrl, signal: controller.signal, sessionId, companyId, country, language, deliveryType }).then(
      (summary) => !controller.signal.aborted && setState({ status: "ready", summary }),
      (error: unknown) => !controller.signal.aborted && setState({ status: "error", error }),
    );
    return () => controller.abort();
  }, [baseUrl, language, sessionId, companyId, country, deliveryType, attempt]);

  return [
    state,
    () => {
      setState({ status: "loading" });
      setAttempt((n) => n + 1);
    },
  ];
}
