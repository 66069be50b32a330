// The data block of <shop-contact> (docs/elements/contact.md).
import * as v from "valibot";
import { baseUrlField, languageField } from "../../core/element/data-block.ts";

export const ContactDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
});
export type ContactData = v.InferOutput<typeof ContactDataSchema>;
