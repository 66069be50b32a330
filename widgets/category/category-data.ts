// The data block of <shop-category> (docs/elements/category.md): a product category (categoryId) or a
// super-category (superCategoryId), exactly one of them.
import * as v from "valibot";
import { flag, numberLike, optionalId } from "../../core/api/coerce.ts";
import { nextStepPageFields } from "../../core/element/shop-pages.ts";
import { apiRootField, baseUrlField, countryField, idLike, languageField } from "../../core/element/data-block.ts";

export const DEFAULT_PAGE_SIZE = 24;

export const CategoryDataSchema = v.pipe(
  v.object({
    language: languageField,
    geoLocation: countryField,
    baseUrl: baseUrlField,
    apiRoot: apiRootField,
    loggedIn: v.optional(flag(), false),
    contactid: optionalId(),
    /** Where the confirmation after a quick add leads: the cart and the checkout. */
    ...nextStepPageFields,
    categoryId: v.optional(idLike()),
    superCategoryId: v.optional(idLike()),
    /** Rows per page. */
    pageSize: v.optional(v.pipe(numberLike(), v.integer(), v.minValue(1), v.maxValue(200)), DEFAULT_PAGE_SIZE),
  }),
  v.forward(
    v.check(
      (d) => (d.categoryId === undefined) !== (d.superCategoryId === undefined),
      "Expected exactly one of categoryId and superCategoryId",
    ),
    ["categoryId"],
  ),
);
export type CategoryData = v.InferOutput<typeof CategoryDataSchema>;
