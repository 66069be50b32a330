// One address block: invoice or offer address ("full") or delivery address ("recipient", see
// AddressVariant). Which fields show and which are required come from core/address/validation.ts, so
// the form and its rules cannot disagree.
import { useLingui as useI18nContext } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Lang } from "../element/data-block.ts";
import { countryOptions, isCountryCode, type CountryCode } from "../address/countries.ts";
import {
  addressFields,
  isFieldRequired,
  type AddressErrors,
  type AddressField,
  type AddressForm,
  type AddressOptions,
  type CustomerType,
} from "../address/validation.ts";
import { legalFormOptions } from "./legal-form-options.ts";
import { RadioGroup } from "../forms/RadioGroup.tsx";
import { SelectField } from "../forms/SelectField.tsx";
import { TextField } from "../forms/TextField.tsx";
import { addressFieldError, type OwnAddressMessages } from "./address-messages.ts";

export interface AddressFieldsProps {
  /**
   * Unique per block in one shadow root ("invoice", "delivery"): the start of every id and name, and
   * the autocomplete section, so a browser fills the two blocks apart.
   */
  prefix: string;
  /** The block's heading, e.g. "Rechnungsadresse" (the fieldset's legend). */
  legend: string;
  value: AddressForm;
  onChange: <K extends AddressField>(field: K, value: AddressForm[K]) => void;
  /** A field was left (to show its error from now on). */
  onBlur?: (field: AddressField) => void;
  /** The errors to show now (useAddressForm's shownErrors). */
  errors: AddressErrors;
  /** The block's rules: variant, VAT ID or phone required, allowed countries. */
  options?: AddressOptions;
  /** Autocomplete purpose; default "billing" for a full block, "shipping" for a recipient. */
  purpose?: "billing" | "shipping";
  /** Live notes under text fields (e.g. what a VAT ID means for the prices; TextField's `note`). */
  notes?: Partial<Record<AddressField, ReactNode>>;
  /** Messages for the codes of the form's own rules (options.vatIdRule's codes). */
  errorMessages?: OwnAddressMessages;
}

/** Autocomplete field names of the HTML standard; legal form and VAT ID have none. */
const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  companyName: "organization",
  firstName: "given-name",
  lastName: "family-name",
  email: "email",
  phone: "tel",
  street: "address-line1",
  addition: "address-line2",
  postcode: "postal-code",
  city: "address-level2",
  country: "country",
};

const WIDE: ReadonlySet<AddressField> = new Set(["customerType", "companyName", "street", "addition", "country"]);

export function AddressFields({
  prefix,
  legend,
  value,
  onChange,
  onBlur,
  errors,
  options = {},
  purpose,
  notes = {},
  errorMessages,
}: AddressFieldsProps) {
  const { t } = useLingui();
  const { i18n } = useI18nContext();
  const variant = options.variant ?? "full";
  const section = purpose ?? (variant === "full" ? "billing" : "shipping");

  const labels: Record<AddressField, string> = {
    customerType: t`Kundentyp`,
    companyName: t`Firma`,
    legalForm: t`Rechtsform`,
    vatId: t`USt-IdNr.`,
    firstName: t`Vorname`,
    lastName: t`Nachname`,
    email: t`E-Mail`,
    phone: t`Telefon`,
    street: t`Straße und Hausnummer`,
    addition: t`Adresszusatz`,
    postcode: t`Postleitzahl`,
    city: t`Ort`,
    country: t`Land`,
  };
  const choose = t`Bitte wählen`;
  const allowed = options.countries?.filter(isCountryCode) as CountryCode[] | undefined;
  const countries = countryOptions(i18n.locale as Lang, allowed).map(({ code, name }) => ({ value: code, label: name }));

  const common = (field: AddressField) => ({
    error: addressFieldError(errors[field], errorMessages),
    required: isFieldRequired(field, value, options),
    onBlur: () => onBlur?.(field),
    className: WIDE.has(field) ? "field-wide" : undefined,
  });
  const text = (field: Exclude<AddressField, "customerType">, type?: "email" | "tel") => (
    <TextField
      key={field}
      id={`${prefix}-${field}`}
      label={labels[field]}
      type={type}
      value={value[field]}
      onChange={(v) => onChange(field, v)}
      autoComplete={AUTOCOMPLETE[field] && `section-${prefix} ${section} ${AUTOCOMPLETE[field]}`}
      note={notes[field]}
      {...common(field)}
    />
  );

  const render = (field: AddressField) => {
    switch (field) {
      case "customerType":
        return (
          <RadioGroup<CustomerType>
            key={field}
            name={`${prefix}-customerType`}
            legend={labels.customerType}
            value={value.customerType}
            options={[
              { value: "private", label: t`Privatkunde` },
              { value: "company", label: t`Geschäftskunde` },
            ]}
            onChange={(v) => onChange("customerType", v)}
            {...common(field)}
          />
        );
      case "legalForm":
        return (
          <SelectField
            key={field}
            id={`${prefix}-legalForm`}
            label={labels.legalForm}
            value={value.legalForm}
            options={legalFormOptions(i18n)}
            placeholder={choose}
            onChange={(v) => onChange("legalForm", v)}
            {...common(field)}
          />
        );
      case "country":
        return (
          <SelectField
            key={field}
            id={`${prefix}-country`}
            label={labels.country}
            value={value.country}
            options={countries}
            placeholder={choose}
            onChange={(v) => onChange("country", v)}
            autoComplete={`section-${prefix} ${section} country`}
            {...common(field)}
          />
        );
      case "email":
        return text(field, "email");
      case "phone":
        return text(field, "tel");
      default:
        return text(field);
    }
  };

  return (
    <fieldset className="address-fields">
      <legend>{legend}</legend>
      <div className="address-grid">{addressFields(value.customerType, variant).map(render)}</div>
    </fieldset>
  );
}
