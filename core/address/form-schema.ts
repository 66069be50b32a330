// An address block as typed (AddressForm), as a valibot schema: forms that keep their input for the
// session (checkout, offer request) read it back from sessionStorage through it.
import * as v from "valibot";
import type { AddressForm } from "./validation.ts";

const s = v.string();

export const AddressFormSchema = v.object({
  customerType: v.picklist(["private", "company"]),
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
