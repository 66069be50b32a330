// The data block of <shop-category> (docs/elements/category.md).
import * as v from "valibot";
import { baseUrlField, languageField } from "../../core/element/data-block.ts";

export const CategoryDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
});
export type CategoryData = v.InferOutput<typeof CategoryDataSchema>;
