// Names of the delivery types and payment methods, translated: the checkout offers them, the
// overview and the thank-you page repeat them.
import { useLingui } from "@lingui/react/macro";
import type { DeliveryTypeId, PaymentMethod } from "../api/request-schemas.ts";

export function useDeliveryLabels(): Record<DeliveryTypeId, string> {
  const { t } = useLingui();
  return { "parcel-service": t`Paketdienst`, "freight-forwarder": t`Spedition` };
}

export function usePaymentLabels(): Record<PaymentMethod, string> {
  const { t } = useLingui();
  return { paypal: t`PayPal`, card: t`Kreditkarte`, invoice: t`Rechnung`, prepayment: t`Vorkasse` };
}
