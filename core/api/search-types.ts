// The site search's content types (specification section 3) apart from its schemas and fetch
// (search.ts): the header's data block checks them at once, the search itself loads on first use.

/** The content types the search knows (section 3). */
export const SEARCH_TYPES = ["LANDING_PAGE", "BLOG_POST", "SITE_PAGE", "KNOWLEDGE_ARTICLE", "LISTING_PAGE"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
