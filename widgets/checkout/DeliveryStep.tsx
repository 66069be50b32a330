import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import type { DeliveryTypeId } from "../../core/api/request-schemas.ts";
import { formatMoney } from "../../core/format.ts";
import { RadioGroup } from "../../core/forms/RadioGroup.tsx";
import type { OrderSummary } from "../../core/order-summary.ts";
import { $deliveryCompanyName } from "../../core/state/stores.ts";
import { updateDraft } from "./draft.ts";
import { useDeliveryLabels } from "./labels.ts";

/** Freight forwarder or parcel service, with the shipping fee of the chosen one (net). */
export function DeliveryStep({ country, summary, onBack, onNext }: { country: string; summary: OrderSummary; onBack: () => void; onNext: () => void }) {
  const { t } = useLingui();
  const labels = useDeliveryLabels();
  const chosen = summary.deliveryType;

  // The delivery company name of section 4 follows the choice.
  const name = labels[chosen];
  useEffect(() => $deliveryCompanyName.set(name), [name]);

  const options = (["parcel-service", "freight-forwarder"] as const).map((value) => ({ value, label: labels[value] }));
  return (
    <div className="step delivery-step">
      <RadioGroup<DeliveryTypeId> name="delivery-type" legend={t`Versandart`} value={chosen} options={options} onChange={(deliveryType) => updateDraft({ deliveryType })} required />
      <p className="fee" aria-live="polite">
        {t`Versandkosten netto`}: {formatMoney(summary.shippingCents, country)}
      </p>
      <div className="actions">
        <button type="button" onClick={onBack}>
          {t`Zurück`}
        </button>
        <button type="button" className="primary" onClick={() => (updateDraft({ deliveryType: chosen }), onNext())}>
          {t`Weiter`}
        </button>
      </div>
    </div>
  );
}
