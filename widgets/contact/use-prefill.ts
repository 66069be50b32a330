// A logged-in contact's details (GET ansprechpartner/get) put into the form once they arrive. A failed
// prefill is logged and leaves the form empty and usable: the shopper can always type.
import { useEffect, useRef } from "react";
import { fetchContactPerson } from "../../core/api/contact-form.ts";
import { prefillValues, type ContactField } from "../../core/contact/contact-form.ts";
import type { ContactData } from "./contact-data.ts";

export function usePrefill(data: ContactData, apply: (values: Partial<Record<ContactField, string>>) => void): void {
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const contactId = data.loggedIn ? data.contactid : null;
  useEffect(() => {
    if (!contactId) return undefined;
    const controller = new AbortController();
    fetchContactPerson({ baseUrl: data.baseUrl, contactId, signal: controller.signal }).then(
      (person) => !controller.signal.aborted && applyRef.current(prefillValues(person)),
      (error: unknown) => {
        if (!controller.signal.aborted)
          console.error("[shop-widgets] <shop-contact>: the contact's details could not be loaded; the form stays empty", error);
      },
    );
    return () => controller.abort();
  }, [data.baseUrl, contactId]);
}
