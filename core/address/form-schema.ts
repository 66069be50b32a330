// An address block as typed (AddressForm), as a valibot schema: forms that keep their input for the
// session (checkout, offer request) read it back from sessionStorage through it. Field by field: a
// stored field that is missing or foreign (an older version's, a hand edit) is left empty, the others
// are kept.
import * as v from "valibot";
import type { AddressForm } from "./validation.ts";

const s = v.fallback(v.string(), "");

export const AddressFormSchema = v.object({
  customerType: v.fallback(v.picklist(["private", "company"]), "private"),
  companyName: s,
  legalForm: s,
  vatId: s,
  firstName: s,
  lastName: s,
  email: s,
  phone: s,
  street: s,
  addition: s,
  postcode: s,
  city: s,
  country: s,
}) satisfies v.GenericSchema<unknown, AddressForm>;
