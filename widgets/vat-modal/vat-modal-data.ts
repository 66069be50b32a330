// The gross/net welcome modal's data block. `loggedIn`: a logged-in contact's company decides the
// display (core/pricing/vat.ts), so for them the modal waits until a company is selected.
import * as v from "valibot";
import { flag } from "../../core/api/coerce.ts";
import { apiRootField, baseUrlField, languageField } from "../../core/element/data-block.ts";

export const VatModalDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  loggedIn: v.optional(flag(), false),
});
export type VatModalData = v.InferOutput<typeof VatModalDataSchema>;
