import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { DeliveryTypeId } from "../../core/api/request-schemas.ts";
import { formatMoney } from "../../core/pricing/money.ts";
import { RadioGroup } from "../../core/forms/RadioGroup.tsx";
import type { OrderSummary } from "../../core/order/summary.ts";
import { $deliveryCompanyName } from "../../core/state/stores.ts";
import { $checkoutDraft, updateDraft } from "./draft.ts";
import { useDeliveryLabels } from "../../core/order-ui/labels.ts";

/** Freight forwarder or parcel service, with the shipping fee of the chosen one (net). */
export function DeliveryStep({
  country,
  summary,
  onBack,
  onNext,
}: {
  country: string;
  summary: OrderSummary;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useLingui();
  const labels = useDeliveryLabels();
  // The shopper's choice at once; the summary (and its fee) follows when it has loaded again.
  const chosen = useStore($checkoutDraft).deliveryType ?? summary.deliveryType;
  const feeLoaded = summary.deliveryType === chosen;

  // The delivery company name of section 4 follows the choice.
  const name = labels[chosen];
  useEffect(() => $deliveryCompanyName.set(name), [name]);

  const options = (["parcel-service", "freight-forwarder"] as const).map((value) => ({ value, label: labels[value] }));
  return (
    <div className="step delivery-step">
      <RadioGroup<DeliveryTypeId>
        name="delivery-type"
        legend={t`Versandart`}
        value={chosen}
        options={options}
        onChange={(deliveryType) => updateDraft({ deliveryType })}
        required
      />
      <p className="fee" aria-live="polite" aria-busy={!feeLoaded}>
        {t`Versandkosten netto`}: {feeLoaded ? formatMoney(summary.shippingCents, country) : "…"}
      </p>
      <div className="actions">
        <button type="button" onClick={onBack}>
          {t`Zurück`}
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => {
            updateDraft({ deliveryType: chosen });
            onNext();
          }}
        >
          {t`Weiter`}
        </button>
      </div>
    </div>
  );
}
