// State of one address block: the values, which fields were left, whether a submit was tried, and the
// errors to show (a field's error shows once it was left, every error after a submit attempt).
import { useCallback, useState } from "react";
import { validateAddress, type AddressErrors, type AddressField, type AddressForm, type AddressOptions } from "../address/validation.ts";

export interface AddressFormState {
  form: AddressForm;
  setForm: (form: AddressForm) => void;
  setField: <K extends AddressField>(field: K, value: AddressForm[K]) => void;
  /** Marks a field as left (AddressFields' onBlur). */
  touch: (field: AddressField) => void;
  /** Every current error, shown or not. */
  errors: AddressErrors;
  /** The errors to render now. */
  shownErrors: AddressErrors;
  /** Marks a submit attempt (all errors show from now on); true when the block is valid. */
  submit: () => boolean;
}

export function useAddressForm(initial: AddressForm | (() => AddressForm), options: AddressOptions = {}): AddressFormState {
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = validateAddress(form, options);
  const shownErrors = submitted ? errors : pickTouched(errors, touched);

  const setField = useCallback(<K extends AddressField>(field: K, value: AddressForm[K]) => setForm((f) => ({ ...f, [field]: value })), []);
  const touch = useCallback((field: AddressField) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field))), []);
  const submit = () => {
    setSubmitted(true);
    return Object.keys(errors).length === 0;
  };
  return { form, setForm, setField, touch, errors, shownErrors, submit };
}

function pickTouched(errors: AddressErrors, touched: ReadonlySet<AddressField>): AddressErrors {
  const shown: AddressErrors = {};
  for (const field of touched) if (errors[field]) shown[field] = errors[field];
  return shown;
}
