// The site search's articles by name or article number (docs/api.md#site-search, `sort`). HubSpot's CMS
// site search cannot sort, and sorting one page of its hits would order only that page: a sorted search
// asks HubSpot's CRM search on the article object instead (POST /crm/v3/objects/{type}/search with
// `query`, the object's searchable properties: article number, short and long name; one sort rule, pages
// of at most 200, no result past the 10,000th), which sorts every hit before it pages. It finds articles
// by their CRM words, not by their pages' text: docs/decisions/hubspot-browse.md#site-search.
import type { SearchSort } from "../../../core/api/search-types.ts";
import type { Crm } from "../crm/client.ts";
import { ARTICLE, objectType } from "../crm/model.ts";
import { type CrmRecord, SEARCH_RESULTS_MAX } from "../crm/objects.ts";
import { pageProduct, pageProductProperties } from "./list-articles.ts";
import { itemUrl } from "./pages.ts";
import type { SiteSearch } from "./site-search.ts";

/** An order of articles and the CRM property it sorts by. */
export const SORT_PROPERTY: Record<Exclude<SearchSort, "relevance">, string> = { name: "beschreibung1", artnr: "artnr" };

/** `limit` articles of the term from `offset` in the order `sort`, as the contract's hits; the total found. */
export async function sortedArticles(
  crm: Crm,
  search: SiteSearch,
  { sort, offset, limit }: { sort: Exclude<SearchSort, "relevance">; offset: number; limit: number },
) {
  const answer = await crm.request<{ total: number; results: CrmRecord[] }>({
    method: "POST",
    path: `/crm/v3/objects/${objectType(ARTICLE)}/search`,
    body: {
      query: search.term,
      sorts: [{ propertyName: SORT_PROPERTY[sort], direction: "ASCENDING" }],
      properties: pageProductProperties,
      limit,
      after: String(offset),
    },
  });
  const total = answer?.total ?? 0;
  const results = (answer?.results ?? []).flatMap((record) => {
    const title = (record.properties.beschreibung1 ?? "").trim();
    if (title) {
      const url = itemUrl(search.paths, "product", search.language, record.id);
      const description = record.properties.description?.trim() || null;
      return [{ id: `article-${record.id}`, type: "ARTICLE", title, url, description, product: pageProduct(record) }];
    }
    console.error(`[shop-functions] site-search: article ${record.id} left out: no name`);
    return [];
  });
  // HubSpot pages through the first 10,000 only: the pages past them are not offered.
  const reachable = Math.min(total, SEARCH_RESULTS_MAX);
  return { results, total, next: offset + limit < reachable ? { after: String(offset + limit) } : null };
}
