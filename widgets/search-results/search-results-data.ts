// The data block of <shop-search-results> (docs/elements/search-results.md). The term, the kind, the
// order and the page are the page's query (q, q.kind, q.sort, q.page: search-url.ts), so the header's
// search, a reload and a shared link open the same results. Prices are per company: the selected company ($company) decides them.
import * as v from "valibot";
import { flag, numberLike, optionalId } from "../../core/api/coerce.ts";
import { nextStepPageFields } from "../../core/element/shop-pages.ts";
import { apiRootField, baseUrlField, countryField, languageField } from "../../core/element/data-block.ts";
import { HITS_PER_PAGE } from "./search-view.ts";

export const SearchResultsDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  /** The visitor's country: currency and prices of that country. */
  geoLocation: v.optional(countryField, "de"),
  loggedIn: v.optional(flag(), false),
  contactid: optionalId(),
  /** Where the confirmation after a quick add leads: the cart and the checkout. */
  ...nextStepPageFields,
  /** Hits per page; default 12. */
  limit: v.optional(v.pipe(numberLike(), v.integer(), v.minValue(1), v.maxValue(HITS_PER_PAGE.MAX)), HITS_PER_PAGE.DEFAULT),
});
export type SearchResultsData = v.InferOutput<typeof SearchResultsDataSchema>;
