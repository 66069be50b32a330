// Page numbers of the site search (docs/api.md#site-search, `page`) as requests of HubSpot's searches.
// One query of the CMS site search pages by offset. Two merged queries (site-search-queries.ts) cannot
// know where page N of their merge starts without the hits before it: each query's first page×limit
// results are merged and page N cut from them, so such a page costs one request per query only while
// page×limit fits one request (HubSpot's 100); a deeper page is refused. The results page never asks
// two queries (it shows all kinds, one query, or one kind); other callers may page by the cursor.
import { SEARCH_RESULTS_MAX } from "../crm/objects.ts";

/** The most results one request of HubSpot's CMS site search answers. */
export const SITE_SEARCH_LIMIT_MAX = 100;

/** Where page `page` (from 1) of `limit` hits starts. */
export const pageOffset = (page: number, limit: number) => (page - 1) * limit;

/** What the queries are asked for page `page`: each from its offset, `take` results, of which the first `skip` of the merge are dropped. */
export interface PagePlan {
  offsets: number[];
  take: number;
  skip: number;
}

/** The requests of page `page` of `queries` merged queries; undefined when it would take more than one request per query. */
export function pagePlan(queries: number, page: number, limit: number): PagePlan | undefined {
  if (queries === 1) return { offsets: [pageOffset(page, limit)], take: limit, skip: 0 };
  const take = page * limit;
  if (take > SITE_SEARCH_LIMIT_MAX) return undefined;
  return { offsets: Array.from({ length: queries }, () => 0), take, skip: pageOffset(page, limit) };
}

/** Whether HubSpot's CRM search can answer hits from `offset` to `offset + limit` (it pages through at most 10,000 results). */
export const crmSearchReaches = (offset: number, limit: number) => offset + limit <= SEARCH_RESULTS_MAX;
