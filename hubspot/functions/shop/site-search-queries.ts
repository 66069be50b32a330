// The contract's kinds of search hit (core/api/search-types.ts) as queries of HubSpot's CMS site search
// (GET /cms/v3/site-search/search). HubSpot knows only its content types: an article's product page and
// a category's page are site pages, told apart by their paths (pages.ts), which the query filters with
// `pathPrefix` (only these paths, or with matchPrefix=false every path but these). Kinds one query
// cannot hold together (site pages under the shop's paths beside another content type) take two
// queries, merged by score; the cursor then holds one offset per query.
import type { PAGE_TYPES, SearchType } from "../../../core/api/search-types.ts";

/** HubSpot's content types: its site search's `type`. */
export type ContentType = (typeof PAGE_TYPES)[number];

/** One query of HubSpot's site search: its content types and, for site pages, the paths in or out. */
export interface SiteQuery {
  types: ContentType[];
  pathPrefix?: string[];
  /** false: every path but pathPrefix (HubSpot's matchPrefix). */
  matchPrefix?: boolean;
}

/** The paths the shop's own kinds of site page start with, in the searched language. */
export interface ShopPrefixes {
  ARTICLE: string;
  CATEGORY: string;
}

const SHOP_KINDS = ["ARTICLE", "CATEGORY"] as const;
const isShopKind = (kind: SearchType): kind is (typeof SHOP_KINDS)[number] => (SHOP_KINDS as readonly string[]).includes(kind);

/** The fewest queries that find exactly the hits of `kinds` (one, or two when site pages of the shop's kinds go with other content types). */
export function queriesFor(kinds: readonly SearchType[], prefixes: ShopPrefixes): SiteQuery[] {
  const shopKinds = kinds.filter(isShopKind);
  const others = kinds.filter((k): k is ContentType => k !== "SITE_PAGE" && !isShopKind(k));
  if (kinds.includes("SITE_PAGE")) {
    const left = SHOP_KINDS.filter((k) => !shopKinds.includes(k)).map((k) => prefixes[k]);
    return [{ types: [...others, "SITE_PAGE"], ...(left.length ? { pathPrefix: left, matchPrefix: false } : {}) }];
  }
  const shopPages: SiteQuery[] = shopKinds.length ? [{ types: ["SITE_PAGE"], pathPrefix: shopKinds.map((k) => prefixes[k]) }] : [];
  return others.length ? [{ types: others }, ...shopPages] : shopPages;
}

/** The one query of a single kind (counting its hits). */
export function kindQuery(kind: SearchType, prefixes: ShopPrefixes): SiteQuery {
  const [query] = queriesFor([kind], prefixes);
  if (!query) throw new Error(`no query for ${kind}`);
  return query;
}

/** The cursor of the page after: one offset per query, joined by dots ("20", "12.8"). */
export const cursorOf = (offsets: readonly number[]) => offsets.join(".");

/** A cursor's offsets for `queries` queries; undefined when it is not a cursor of this search. */
export function offsetsOf(after: string | undefined, queries: number): number[] | undefined {
  if (after === undefined) return Array.from({ length: queries }, () => 0);
  const parts = after.split(".");
  if (parts.length !== queries || !parts.every((p) => /^\d{1,6}$/.test(p))) return undefined;
  return parts.map(Number);
}
