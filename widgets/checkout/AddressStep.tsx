import { useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { AddressFields } from "../../core/address-forms/AddressFields.tsx";
import { Checkbox } from "../../core/forms/Checkbox.tsx";
import { focusFirstInvalid } from "../../core/forms/focus-first-invalid.ts";
import { useAddressForm } from "../../core/address-forms/use-address-form.ts";
import { canOrderDirectlyTo } from "../../core/order/rules.ts";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { $addressFormError, $deliveryData } from "../../core/state/stores.ts";
import type { OrderSummary } from "../../core/order/summary.ts";
import type { CheckoutData } from "./checkout-data.ts";
import { DeliveryChoice } from "./DeliveryChoice.tsx";
import { $checkoutDraft, updateDraft } from "./draft.ts";

const RECIPIENT = { variant: "recipient" } as const;

/**
 * Invoice address, if wanted a different delivery address, and the delivery type: the checkout's
 * first step (docs/decisions/lighter-checkout.md). Every keystroke is kept in the draft.
 */
export function AddressStep({
  data,
  country,
  vatPercent,
  summary,
  onNext,
}: {
  data: CheckoutData;
  /** The delivery country, lower case, and the order's VAT rate: the delivery fee's. */
  country: string;
  vatPercent: number;
  summary: OrderSummary;
  onNext: () => void;
}) {
  const { t } = useLingui();
  const draft = $checkoutDraft.get();
  const invoice = useAddressForm(() => draft.invoice);
  const delivery = useAddressForm(() => draft.delivery, RECIPIENT);
  const [separate, setSeparate] = useState(draft.separateDelivery);
  const [tries, setTries] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);

  // A layout effect runs right after the render, so what is shown is stored even when the step is
  // left (Weiter) before a plain effect would have run.
  useLayoutEffect(
    () => updateDraft({ invoice: invoice.form, delivery: delivery.form, separateDelivery: separate }),
    [invoice.form, delivery.form, separate],
  );

  const target = separate ? delivery.form : invoice.form;
  // The live delivery data of section 4 follows what is typed.
  useEffect(() => {
    $deliveryData.set({
      zip: target.postcode,
      city: target.city,
      country: target.country,
      lastName: target.lastName,
      street: target.street,
    });
  }, [target]);

  // After a failed attempt the first field in error gets focus (once its error has rendered).
  useEffect(() => {
    if (tries > 0 && rootRef.current) focusFirstInvalid(rootRef.current);
  }, [tries]);

  const direct = !target.country || canOrderDirectlyTo(target.country);
  const next = () => {
    const valid = [invoice.submit(), !separate || delivery.submit()].every(Boolean);
    $addressFormError.set(!valid);
    if (!valid) return setTries((n) => n + 1);
    if (!direct) return;
    // The delivery type shown is the one ordered, also when the shopper kept the lines' own.
    updateDraft({ deliveryType: $checkoutDraft.get().deliveryType ?? summary.deliveryType });
    onNext();
  };

  return (
    <div className="step address-step" ref={rootRef}>
      <AddressFields
        prefix="invoice"
        legend={t`Rechnungsadresse`}
        value={invoice.form}
        onChange={invoice.setField}
        onBlur={invoice.touch}
        errors={invoice.shownErrors}
      />
      <Checkbox id="separate-delivery" label={t`Abweichende Lieferadresse`} checked={separate} onChange={setSeparate} />
      {separate && (
        <AddressFields
          prefix="delivery"
          legend={t`Lieferadresse`}
          value={delivery.form}
          onChange={delivery.setField}
          onBlur={delivery.touch}
          errors={delivery.shownErrors}
          options={RECIPIENT}
        />
      )}
      {!direct && (
        <p className="alert" role="alert">
          {t`Direkt bestellen können Sie nur mit Lieferung nach Deutschland, Österreich, Frankreich oder Monaco. Für andere Länder erstellen wir Ihnen gern ein Angebot.`}{" "}
          <a href={shopPageUrl("offer", data)}>{t`Angebot anfordern`}</a>
        </p>
      )}
      {direct && <DeliveryChoice country={country} vatPercent={vatPercent} summary={summary} />}
      <div className="actions">
        <button type="button" className="primary" onClick={next}>
          {t`Weiter`}
        </button>
      </div>
    </div>
  );
}
