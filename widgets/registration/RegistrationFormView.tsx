import { useLingui } from "@lingui/react/macro";
import type { RegistrationAnswer } from "../../core/api/registration.ts";
import { AddressFields } from "../../core/address-forms/AddressFields.tsx";
import { RadioGroup } from "../../core/forms/RadioGroup.tsx";
import { SelectField } from "../../core/forms/SelectField.tsx";
import { isSalutation, salutationOptions } from "../../core/forms/salutation-options.ts";
import type { RegistrationForm, RegistrationPath } from "../../core/registration/registration-form.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { Consents } from "./Consents.tsx";
import { ExistingCustomerFields } from "./ExistingCustomerFields.tsx";
import { FailureNotice } from "./FailureNotice.tsx";
import { InvoicePurchase } from "./InvoicePurchase.tsx";
import { EU_VAT_ID_MESSAGES } from "./messages.ts";
import type { RegistrationData } from "./registration-data.ts";
import { useRegistration } from "./use-registration.ts";
import { VatIdNote } from "./VatIdNote.tsx";

interface Props {
  data: RegistrationData;
  onSent: (answer: RegistrationAnswer, form: RegistrationForm) => void;
}

/** First the path (new or existing customer), then its fields, the consents and the one button. */
export function RegistrationFormView({ data, onSent }: Props) {
  const { t, i18n } = useLingui();
  const r = useRegistration(data, onSent);
  const { form, shown } = r;
  const addressErrors = { ...shown.address, ...(r.serverField ? { [r.serverField]: "checkInput" as const } : {}) };

  return (
    <form
      ref={r.rootRef}
      className="registration-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void r.submit();
      }}
    >
      <h2 id="registration-title" tabIndex={-1} {...FOCUS_HOME}>
        {t`Registrierung`}
      </h2>
      <p>
        {t`Als Neukunde legen Sie hier Ihr Kundenkonto an; wenn Sie schon telefonisch oder per E-Mail bei uns bestellt haben, erhalten Sie mit Ihrer Kundennummer Zugang zum Online-Shop.`}{" "}
        {t`Ein Passwort vergeben Sie hier nicht: Wir schicken Ihnen eine E-Mail mit einem Link, über den Sie es selbst festlegen.`}
      </p>
      <RadioGroup<RegistrationPath>
        name="registration-path"
        legend={t`Sind Sie schon Kunde bei uns?`}
        required
        value={form.path}
        options={[
          { value: "new", label: t`Ich bin Neukunde` },
          { value: "existing", label: t`Ich habe schon bei Ihnen bestellt (telefonisch oder per E-Mail)` },
        ]}
        onChange={(path) => r.change("path", path)}
        error={shown.path}
        className="path-choice"
      />
      {form.path && (
        <>
          <p className="required-legend">{t`Pflichtfeld*`}</p>
          <SelectField
            id="registration-salutation"
            label={t`Anrede`}
            required
            value={form.salutation}
            options={salutationOptions(i18n)}
            placeholder={t`Bitte wählen`}
            onChange={(v) => r.change("salutation", isSalutation(v) ? v : "")}
            onBlur={() => r.touch("salutation")}
            error={shown.salutation}
            autoComplete="honorific-prefix"
            className="salutation"
          />
          {form.path === "existing" ? (
            <ExistingCustomerFields r={r} addressErrors={addressErrors} />
          ) : (
            <AddressFields
              prefix="registration"
              legend={t`Ihre Angaben`}
              value={form.address}
              onChange={r.setAddressField}
              onBlur={r.address.touch}
              errors={addressErrors}
              options={r.options}
              notes={{ vatId: <VatIdNote vatId={form.address.vatId} country={form.address.country} /> }}
              errorMessages={EU_VAT_ID_MESSAGES}
            />
          )}
          {form.path === "new" && form.address.customerType === "company" && <InvoicePurchase r={r} />}
          <Consents data={data} r={r} />
          {r.failure && <FailureNotice failure={r.failure} />}
          <div className="actions">
            {/* aria-disabled, not disabled: a disabled control loses focus to the page body; the guard ignores presses. */}
            <button type="submit" className="primary" aria-disabled={r.busy} aria-busy={r.busy}>
              {form.path === "existing" ? t`Online-Zugang anfordern` : t`Registrieren`}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
