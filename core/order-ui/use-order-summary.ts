// The order about to be placed or requested (checkout, offer request), loaded again whenever what it
// depends on changes: the session (its lines), the company (its price list), the delivery country
// (VAT option, fees) and the chosen delivery type. The summary on screen stays until the new one is there.
import { useStore } from "@nanostores/react";
import type { DeliveryTypeId } from "../api/request-schemas.ts";
import { loadOrderSummary, type OrderSummary } from "../order/summary.ts";
import { $company } from "../state/stores.ts";
import { useRequest } from "../ui/use-request.ts";

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
  const { state, reload } = useRequest(
    sessionId === null ? null : (signal) => loadOrderSummary({ baseUrl, signal, sessionId, companyId, country, language, deliveryType }),
    [baseUrl, language, sessionId, companyId, country, deliveryType],
    { keep: true },
  );
  return [state.status === "ready" ? { status: "ready", summary: state.data } : state, reload];
}
