import { useLingui } from "@lingui/react/macro";
import type { AddressErrors } from "../../core/address/validation.ts";
import { addressFieldError } from "../../core/address-forms/address-messages.ts";
import { TextField } from "../../core/forms/TextField.tsx";
import { registrationFieldError } from "./messages.ts";
import type { useRegistration } from "./use-registration.ts";

const AUTOCOMPLETE = { firstName: "given-name", lastName: "family-name", email: "email", phone: "tel" } as const;

/** An existing customer: the person (the address block's fields, so switching paths keeps them) and the customer number. */
export function ExistingCustomerFields({ r, addressErrors }: { r: ReturnType<typeof useRegistration>; addressErrors: AddressErrors }) {
  const { t } = useLingui();
  const labels = { firstName: t`Vorname`, lastName: t`Nachname`, email: t`E-Mail`, phone: t`Telefon` };
  const numberError = r.shown.customerNumber ?? (r.serverField === "customerNumber" ? "checkInput" : undefined);
  return (
    <fieldset className="address-fields">
      <legend>{t`Ihre Angaben`}</legend>
      <div className="address-grid">
        {(["firstName", "lastName", "email", "phone"] as const).map((field) => (
          <TextField
            key={field}
            id={`registration-${field}`}
            label={labels[field]}
            type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
            required={field !== "phone"}
            value={r.form.address[field]}
            onChange={(v) => r.setAddressField(field, v)}
            onBlur={() => r.address.touch(field)}
            error={addressFieldError(addressErrors[field])}
            autoComplete={AUTOCOMPLETE[field]}
          />
        ))}
        <TextField
          id="registration-customerNumber"
          label={t`Kundennummer`}
          required
          value={r.form.customerNumber}
          onChange={(v) => r.change("customerNumber", v)}
          onBlur={() => r.touch("customerNumber")}
          error={registrationFieldError(numberError)}
          note={t`Sie finden sie auf unseren Rechnungen und Lieferscheinen, z. B. K-10234.`}
          className="field-wide"
        />
      </div>
    </fieldset>
  );
}
