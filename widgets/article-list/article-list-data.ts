// The data block of <shop-article-list> (docs/elements/article-list.md): the articles a CMS editor
// chose, by their CRM ids, in the editor's order. Prices are per company: the selected company
// ($company) decides them, the block only says who may have one.
import * as v from "valibot";
import { flag, idLike, optionalId } from "../../core/api/coerce.ts";
import { MAX_RELATED_ARTICLES } from "../../core/api/list-requests.ts";
import { articleIdList } from "../../core/catalog/article-ids.ts";
import { nextStepPageFields } from "../../core/element/shop-pages.ts";
import { apiRootField, baseUrlField, countryField, languageField } from "../../core/element/data-block.ts";

/** The ids as a list or as a comma list (as the CRM keeps aehnliche_artikel); repeats and blanks left out. */
const articleIds = v.pipe(
  v.union([
    v.pipe(
      v.array(idLike()),
      v.transform((ids) => ids.join(",")),
    ),
    v.string(),
  ]),
  v.transform((ids: string) => articleIdList(ids)),
  v.minLength(1, "Expected at least one article id"),
  v.maxLength(MAX_RELATED_ARTICLES, `Expected at most ${MAX_RELATED_ARTICLES} article ids`),
);

export const ArticleListDataSchema = v.object({
  language: languageField,
  /** The visitor's country: currency and prices of that country. */
  geoLocation: countryField,
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  loggedIn: v.optional(flag(), false),
  contactid: optionalId(),
  /** Where the confirmation after a quick add leads: the cart and the checkout. */
  ...nextStepPageFields,
  /** The list's heading; none: the page around it heads it. */
  heading: v.optional(v.pipe(v.string(), v.trim()), ""),
  /** The CRM article ids, in the order to show them. */
  articleIds,
});
export type ArticleListData = v.InferOutput<typeof ArticleListDataSchema>;
