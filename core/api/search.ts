// The site search (specification section 3, "Search parameters"; the answer is not shown there and
// is designed here, docs/api.md#site-search): GET site-search with term, language, limit, after or
// page, sort and type; one page of hits, the number of hits per kind, the cursor of the next page, and the spelling
// the index knows nearest to a term that found nothing. Each hit is checked on its own: a bad one
// (a `javascript:` link, no title) is left out and the console says why, the others show.
import * as v from "valibot";
import { ProductSchema } from "../catalog/product-data.ts";
import { imageUrlField, linkUrlField } from "../element/site-url.ts";
import { request } from "./client.ts";
import { propertyValue } from "./listed-articles.ts";
import { idLike, numberLike } from "./coerce.ts";
import { type SearchQuery, searchRequest } from "./search-request.ts";
import { SEARCH_TYPES, type SearchType } from "./search-types.ts";

export { MIN_TERM_LENGTH } from "./search-request.ts";

const count = v.pipe(numberLike(), v.integer(), v.minValue(0));

/** What every hit has. Titles and descriptions are plain text (never rendered as HTML). */
const hit = {
  id: idLike(),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  /** A link and a navigation: a site path or http(s), as every URL (core/element/site-url.ts). */
  url: linkUrlField,
  description: v.optional(v.nullable(v.string()), null),
};

/**
 * An article: its product as the product page's data block has it (picture, number, unit, order rules:
 * the card and its quick add), and where the answer has them the offer's facts (HIT_PROPERTIES: pack
 * size, availability) in the page's language.
 */
export const ArticleHitSchema = v.object({
  ...hit,
  type: v.literal("ARTICLE"),
  product: ProductSchema,
  properties: v.optional(v.record(v.string(), propertyValue), {}),
});

/** A category or a page of the CMS. A type this bundle does not know yet is shown without a type label. */
export const PageHitSchema = v.object({
  ...hit,
  type: v.fallback(v.nullable(v.picklist(SEARCH_TYPES.filter((t) => t !== "ARTICLE"))), null),
  imageUrl: v.optional(v.nullable(imageUrlField), null),
});

export type ArticleHit = v.InferOutput<typeof ArticleHitSchema>;
export type PageHit = v.InferOutput<typeof PageHitSchema>;
export type SearchResult = ArticleHit | PageHit;

/** One hit checked on its own; a bad one is left out (null) and the console says why. */
function checkedHit(raw: unknown): SearchResult | null {
  const article = typeof raw === "object" && raw !== null && (raw as { type?: unknown }).type === "ARTICLE";
  const parsed = v.safeParse(article ? ArticleHitSchema : PageHitSchema, raw);
  if (parsed.success) return parsed.output;
  const where = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "hit"}: ${issue.message}`).join("; ");
  console.warn(`[shop-widgets] site search: a hit is left out (${where})`, raw);
  return null;
}

const page = {
  /** Hits on all pages (of the asked kinds). */
  total: count,
  /** Absent or null on the last page. */
  next: v.optional(v.nullable(v.object({ after: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.nonEmpty()) })), null),
  /** Hits of the term per kind, whatever `type` asked for (the results page's tabs); kinds without hits may be left out. */
  counts: v.optional(v.record(v.string(), count), {}),
  /** The word of the index nearest to a term without hits ("Meinten Sie …?"); null when there is none or hits were found. */
  spelling: v.optional(v.nullable(v.pipe(v.string(), v.trim())), null),
};

/** The answer as a server must send it (the contract, core/api/contract.ts): every hit valid. */
export const SearchAnswerSchema = v.object({ results: v.array(v.union([ArticleHitSchema, PageHitSchema])), ...page });

/** `GET site-search` as the bundle reads it: each hit checked on its own, so one bad hit never fails the answer. */
export const SearchPageSchema = v.object({
  results: v.pipe(
    v.array(v.unknown()),
    v.transform((hits) => hits.map(checkedHit).filter((h) => h !== null)),
  ),
  ...page,
});
export type SearchPage = v.InferOutput<typeof SearchPageSchema>;

export interface SearchCall extends SearchQuery {
  baseUrl: string;
  /** Only these kinds; all when omitted or empty. */
  types?: readonly SearchType[] | undefined;
  signal?: AbortSignal;
}

/** GET site-search?term&language&limit&after|page&sort&type (type: comma-separated). */
export function fetchSearch(call: SearchCall): Promise<SearchPage> {
  return request({ baseUrl: call.baseUrl, signal: call.signal, ...searchRequest(call), schema: SearchPageSchema });
}
