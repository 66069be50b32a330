// The registration form's state: what was typed (kept through every failure), which errors show (a
// field's once it was left, all after a submit attempt), and the one request per submit.
import { useEffect, useRef, useState } from "react";
import type { RegistrationAnswer } from "../../core/api/registration.ts";
import { postRegistration } from "../../core/api/registration.ts";
import { focusFirstInvalid } from "../../core/forms/focus-first-invalid.ts";
import { useAddressForm } from "../../core/address-forms/use-address-form.ts";
import { requestKeyFor, type RequestKey } from "../../core/order/request-id.ts";
import {
  emptyRegistrationForm,
  hasErrors,
  registrationAddressOptions,
  registrationBody,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationForm,
} from "../../core/registration/registration-form.ts";
import { useSubmitOnce } from "../../core/ui/submit-once.ts";
import { loadConfirmation } from "./load-confirmation.ts";
import type { RegistrationData } from "./registration-data.ts";
import { sendFailure, type SendFailure, type ServerField } from "./send-failure.ts";

/** The parts of the form besides the address block. */
export type OwnFields = Omit<RegistrationForm, "address">;
export type OwnField = keyof OwnFields | "signatory" | "signature";

export function useRegistration(data: RegistrationData, onSent: (answer: RegistrationAnswer, form: RegistrationForm) => void) {
  const options = registrationAddressOptions(data.countries);
  const address = useAddressForm(() => emptyRegistrationForm(data.geoLocation).address, options);
  const [own, setOwn] = useState<OwnFields>(() => {
    const { address: _address, ...rest } = emptyRegistrationForm();
    return rest;
  });
  const [touched, setTouched] = useState<ReadonlySet<OwnField>>(() => new Set());
  const [tries, setTries] = useState(0);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const { busy, $busy, run } = useSubmitOnce();
  const key = useRef<RequestKey | null>(null);
  const rootRef = useRef<HTMLFormElement>(null);

  const form: RegistrationForm = { ...own, address: address.form };
  const errors = validateRegistration(form, options);
  const submitted = tries > 0;
  const shown: RegistrationErrors = {
    ...(submitted ? errors : Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field as OwnField)))),
    address: address.shownErrors,
  };
  // A field the server refused (422) shows 'Bitte überprüfen Sie Ihre Eingabe' until it is changed.
  const [serverField, setServerField] = useState<ServerField | null>(null);

  const change = <K extends keyof OwnFields>(field: K, value: OwnFields[K]) => {
    setOwn((o) => ({ ...o, [field]: value }));
    if (serverField === field || (field === "invoice" && serverField === "signatory")) setServerField(null);
  };
  const touch = (field: OwnField) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const setAddressField: typeof address.setField = (field, value) => {
    address.setField(field, value);
    if (serverField === field) setServerField(null);
  };

  // After a failed attempt the first field in error gets focus, once its error has rendered.
  useEffect(() => {
    if (tries > 0 && rootRef.current) focusFirstInvalid(rootRef.current);
  }, [tries]);

  const submit = async () => {
    if ($busy.get()) return;
    address.submit();
    if (hasErrors(errors)) return setTries((n) => n + 1);
    setFailure(null);
    void loadConfirmation().catch(() => undefined); // a preload; a failure shows on the confirmation's retry
    await run(async () => {
      const content = registrationBody(form, data.language);
      key.current = requestKeyFor(key.current, content);
      try {
        const answer = await postRegistration({ baseUrl: data.baseUrl, body: { ...content, requestId: key.current.requestId } });
        key.current = null;
        onSent(answer, form);
      } catch (error) {
        const failed = sendFailure(error);
        setFailure(failed);
        if (failed.kind === "field") {
          setServerField(failed.field);
          setTries((n) => n + 1);
        }
      }
    });
  };

  return { form, address, change, touch, setAddressField, shown, serverField, failure, busy, submit, rootRef, options };
}
