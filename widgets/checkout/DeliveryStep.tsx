import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { DeliveryTypeId } from "../../core/api/request-schemas.ts";
import { formatMoney } from "../../core/pricing/money.ts";
import { includesVat } from "../../core/pricing/shown-totals.ts";
import { grossCents } from "../../core/pricing/vat.ts";
import { RadioGroup } from "../../core/forms/RadioGroup.tsx";
import type { OrderSummary } from "../../core/order/summary.ts";
import { $deliveryCompanyName } from "../../core/state/stores.ts";
import { $checkoutDraft, updateDraft } from "./draft.ts";
import { useDeliveryLabels } from "../../core/order-ui/labels.ts";
import { useShowVAT } from "../../core/ui/use-show-vat.ts";

/** Freight forwarder or parcel service, with the shipping fee of the chosen one (net or gross as prices show). */
export function DeliveryStep({
  country,
  vatPercent,
  summary,
  onBack,
  onNext,
}: {
  country: string;
  /** The order's VAT rate: a gross fee includes it. */
  vatPercent: number;
  summary: OrderSummary;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useLingui();
  const labels = useDeliveryLabels();
  // The shopper's choice at once; the summary (and its fee) follows when it has loaded again.
  const chosen = useStore($checkoutDraft).deliveryType ?? summary.deliveryType;
  const feeLoaded = summary.deliveryType === chosen;
  const gross = includesVat(useShowVAT(), vatPercent);
  const fee = gross ? grossCents(summary.shippingCents, vatPercent) : summary.shippingCents;

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
        {gross ? t`Versandkosten brutto` : t`Versandkosten netto`}: {feeLoaded ? formatMoney(fee, country) : "…"}
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
