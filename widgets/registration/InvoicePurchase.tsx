import { useLingui } from "@lingui/react/macro";
import { Checkbox } from "../../core/forms/Checkbox.tsx";
import { LazyPart } from "../../core/ui/LazyPart.tsx";
import type { useRegistration } from "./use-registration.ts";

// The signatory, the signature and its drawing pad load only when a company applies: most
// registrations never need them (bench/page-sizes.mjs counts what loads before interaction).
const loadSignature = () => import("./InvoicePurchaseFields.tsx").then((module) => module.InvoicePurchaseFields);

/** A company's optional application to buy on invoice, signed by an authorised signatory (docs/decisions/signature.md). */
export function InvoicePurchase({ r }: { r: ReturnType<typeof useRegistration> }) {
  const { t } = useLingui();
  const invoice = r.form.invoice;
  return (
    <fieldset className="invoice-purchase">
      <legend>{t`Kauf auf Rechnung`}</legend>
      <p>{t`Firmen können bei uns auf Rechnung kaufen. Dazu bestätigt eine unterschriftsberechtigte Person die Bedingungen für den Kauf auf Rechnung; unser Vertrieb prüft den Antrag.`}</p>
      <Checkbox
        id="registration-invoice"
        checked={invoice.apply}
        onChange={(apply) => r.change("invoice", { ...invoice, apply })}
        label={t`Kauf auf Rechnung beantragen`}
      />
      {invoice.apply && <LazyPart load={loadSignature} props={{ r }} />}
    </fieldset>
  );
}
