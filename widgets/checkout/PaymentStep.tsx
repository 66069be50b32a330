import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import type { PaymentMethod } from "../../core/api/request-schemas.ts";
import { focusFirstInvalid } from "../../core/forms/focus-first-invalid.ts";
import { RadioGroup } from "../../core/forms/RadioGroup.tsx";
import type { PaymentConfig } from "../../core/payment/config.ts";
import { $checkoutDraft, updateDraft } from "./draft.ts";
import { usePaymentLabels } from "../../core/order-ui/labels.ts";
import { loadOverviewStep, preload } from "./load-steps.ts";
import { CHECKOUT_ERRORS } from "./messages.ts";

/** The payment choice among the methods the shop offers. */
export function PaymentStep({ config, onBack, onNext }: { config: PaymentConfig; onBack: () => void; onNext: () => void }) {
  const { t } = useLingui();
  const labels = usePaymentLabels();
  const method = useStore($checkoutDraft).paymentMethod;
  const chosen = method && config.methods.includes(method) ? method : "";
  const [tried, setTried] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  // The overview comes next: its code loads now.
  useEffect(() => preload(loadOverviewStep), []);

  useEffect(() => {
    if (tried > 0 && rootRef.current) focusFirstInvalid(rootRef.current);
  }, [tried]);

  const next = () => (chosen ? onNext() : setTried((n) => n + 1));
  return (
    <div className="step payment-step" ref={rootRef}>
      <RadioGroup<PaymentMethod>
        name="payment-method"
        legend={t`Zahlungsart`}
        value={chosen}
        options={config.methods.map((value) => ({ value, label: labels[value] }))}
        onChange={(paymentMethod) => updateDraft({ paymentMethod })}
        error={tried > 0 && !chosen ? CHECKOUT_ERRORS.noProvider : null}
        required
      />
      <div className="actions">
        <button type="button" onClick={onBack}>
          {t`Zurück`}
        </button>
        <button type="button" className="primary" onClick={next}>
          {t`Weiter`}
        </button>
      </div>
    </div>
  );
}
