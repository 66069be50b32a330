// The order the checkout is about to place, loaded again whenever what it depends on changes: the
// company (its price list), the delivery country (VAT option, fees) and the chosen delivery type.
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { DeliveryTypeId } from "../../core/api/request-schemas.ts";
import { loadOrderSummary, type OrderSummary } from "../../core/order-summary.ts";
import { getSessionId } from "../../core/session-id.ts";
import { $company } from "../../core/state/stores.ts";
import type { CheckoutData } from "./checkout-data.ts";

export type SummaryState = { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; summary: OrderSummary };

export function useOrderSummary(data: CheckoutData, country: string, deliveryType: DeliveryTypeId | null): [SummaryState, () => void] {
  const companyId = useStore($company)?.company.id ?? null;
  const [state, setState] = useState<SummaryState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const { baseUrl, language } = data;

  useEffect(() => {
    const controller = new AbortController();
    loadOrderSummary({ baseUrl, signal: controller.signal, sessionId: getSessionId(), companyId, country, language, deliveryType }).then(
      (summary) => !controller.signal.aborted && setState({ status: "ready", summary }),
      (error: unknown) => !controller.signal.aborted && setState({ status: "error", error }),
    );
    return () => controller.abort();
  }, [baseUrl, language, companyId, country, deliveryType, attempt]);

  return [state, () => (setState({ status: "loading" }), setAttempt((n) => n + 1))];
}
