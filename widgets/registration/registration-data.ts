// The data block of <shop-registration> (docs/elements/registration.md).
import * as v from "valibot";
import { baseUrlField, languageField } from "../../core/element/data-block.ts";

export const RegistrationDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
});
export type RegistrationData = v.InferOutput<typeof RegistrationDataSchema>;
