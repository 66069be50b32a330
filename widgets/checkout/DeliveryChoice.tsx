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

/**
 * Freight forwarder or parcel service, each with a line that says what it is, and the shipping fee of
 * the chosen one (net or gross as prices show). Part of the address step (docs/decisions/lighter-checkout.md).
 */
export function DeliveryChoice({
  country,
  vatPercent,
  summary,
}: {
  country: string;
  /** The order's VAT rate: a gross fee includes it. */
  vatPercent: number;
  summary: OrderSummary;
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

  const hints: Record<DeliveryTypeId, string> = {
    "parcel-service": t`Im Paket bis an die Haustür.`,
    "freight-forwarder": t`Für große oder schwere Ware: auf Palette per Lkw.`,
  };
  const options = (["parcel-service", "freight-forwarder"] as const).map((value) => ({ value, label: labels[value], hint: hints[value] }));
  return (
    <div className="delivery-choice">
      <RadioGroup<DeliveryTypeId>
        name="delivery-type"
        legend={t`Versandart`}
        value={chosen}
        options={options}
        onChange={(deliveryType) => updateDraft({ deliveryType })}
      />
      <p className="fee" aria-live="polite" aria-busy={!feeLoaded}>
        {gross ? t`Versand brutto` : t`Versand netto`}: {feeLoaded ? formatMoney(fee, country) : "…"}
      </p>
    </div>
  );
}
