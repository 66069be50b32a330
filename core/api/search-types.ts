// The site search's kinds of hit apart from its schemas and fetch (search.ts): the header's data block
// checks them at once, the search itself loads on first use.

/** The CMS's content types of specification section 3. */
export const PAGE_TYPES = ["LANDING_PAGE", "BLOG_POST", "SITE_PAGE", "KNOWLEDGE_ARTICLE", "LISTING_PAGE"] as const;

/** Every kind of hit (docs/api.md#site-search): the shop's articles and categories, then the CMS's pages. */
export const SEARCH_TYPES = ["ARTICLE", "CATEGORY", ...PAGE_TYPES] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * The orders of hits (docs/api.md#site-search): the search's own (relevance, the default), or the
 * articles by name or article number. A sort other than relevance answers articles only (type=ARTICLE).
 */
export const SEARCH_SORTS = ["relevance", "name", "artnr"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The highest page number the site search takes (a page beyond the hits is refused anyway). */
export const MAX_SEARCH_PAGE = 999;

/** The article properties an article hit carries beside its product: the offer's facts every list shows (pack size, availability; core/browse-ui/ArticleOffer.tsx). */
export const HIT_PROPERTIES = ["ve", "availability"] as const;
