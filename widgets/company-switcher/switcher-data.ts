// The company switcher's data block: the page's language, the API's origin and the logged-in contact.
// Without a contact (a guest) the element shows nothing and asks nothing.
import * as v from "valibot";
import { flag, optionalId } from "../../core/api/coerce.ts";
import { apiRootField, baseUrlField, languageField } from "../../core/element/data-block.ts";

export const SwitcherDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  /** The logged-in contact (the CRM contact id); null, '' or missing for guests. */
  contactid: optionalId(),
  /** false: no button of its own; the dialog opens on `shop-open-company-switcher` (the header's trigger). */
  trigger: v.optional(flag(), true),
});
export type SwitcherData = v.InferOutput<typeof SwitcherDataSchema>;
