// The fake site search (contract: core/api/search.ts and docs/api.md#site-search), stateless over the
// demo shop's index (search-index.ts, matching in search-match.ts, ranking and the articles' orders in
// site-search.ts). `after` is the offset of the next page, as text; clients treat it as opaque; `page`
// (from 1) names the same offset by number. An article hit carries the product as the product page's
// data block has it.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import { MIN_TERM_LENGTH } from "../../core/api/search.ts";
import { MAX_SEARCH_PAGE, SEARCH_SORTS, SEARCH_TYPES, type SearchSort } from "../../core/api/search-types.ts";
import type { Language } from "./fixtures.ts";
import { problem, query, serverError, withLatency } from "./http-helpers.ts";
import type { IndexedHit } from "./search-index.ts";
import { hitProperties, siteSearch, sortedHits } from "./site-search.ts";

/** A hit as the answer has it. */
function answerHit(hit: IndexedHit, language: Language) {
  const common = { id: hit.id, title: hit.title, url: hit.url, description: hit.description, type: hit.type };
  if (hit.article) {
    const product = { ...hit.article.product, images: hit.article.product.images?.slice(0, 1) ?? [] };
    return { ...common, product, properties: hitProperties(hit.article, language) };
  }
  return hit.imageUrl === undefined ? common : { ...common, imageUrl: hit.imageUrl };
}

/** GET site-search?term&language&limit&after|page&sort&type. */
const search: HttpResponseResolver = ({ request }) => {
  const term = (query(request, "term") ?? "").trim();
  if (term.length < MIN_TERM_LENGTH) return problem(400, `term must have at least ${MIN_TERM_LENGTH} characters`);
  const limitText = query(request, "limit") ?? "10";
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > 50) return problem(400, "limit must be an integer from 1 to 50");
  const afterText = query(request, "after");
  const pageText = query(request, "page");
  if (afterText !== null && pageText !== null) return problem(400, "after and page are each a way to name the page: send one");
  if (afterText !== null && !/^\d+$/.test(afterText)) return problem(400, "after is not a cursor of this search");
  if (pageText !== null && (!/^[1-9]\d*$/.test(pageText) || Number(pageText) > MAX_SEARCH_PAGE))
    return problem(400, `page must be a whole number from 1 to ${MAX_SEARCH_PAGE}`);
  const page = Number(pageText ?? 1);
  const offset = pageText !== null ? (page - 1) * limit : Number(afterText ?? 0);
  const types = (query(request, "type") ?? "").split(",").filter(Boolean);
  const unknown = types.filter((t) => !(SEARCH_TYPES as readonly string[]).includes(t));
  if (unknown.length) return problem(400, `Unknown type ${unknown.join(", ")}; known: ${SEARCH_TYPES.join(", ")}`);
  const sort = (query(request, "sort") ?? "relevance") as SearchSort;
  if (!SEARCH_SORTS.includes(sort)) return problem(400, `Unknown sort ${sort}; known: ${SEARCH_SORTS.join(", ")}`);
  if (sort !== "relevance" && types.join() !== "ARTICLE") return problem(400, `sort=${sort} orders articles: it needs type=ARTICLE`);
  const lang = query(request, "language");
  const language: Language = lang === "en" || lang === "fr" ? lang : "de";

  const found = siteSearch(term, language, types);
  const { counts, spelling } = found;
  const hits = sortedHits(found.hits, sort);
  if (page > 1 && offset >= hits.length) return problem(400, `page ${page} is beyond the last page of this search`);
  const nextOffset = offset + limit;
  return HttpResponse.json({
    results: hits.slice(offset, nextOffset).map((hit) => answerHit(hit, language)),
    total: hits.length,
    next: nextOffset < hits.length ? { after: String(nextOffset) } : null,
    counts,
    spelling,
  });
};

const SITE_SEARCH = "*/_hcms/api/site-search";

export function searchHandlers(latency: number): RequestHandler[] {
  return [http.get(SITE_SEARCH, withLatency(latency, search))];
}

/** The answer with a hit the contract refuses (a `javascript:` link) in front: the element leaves it out. */
const withBadHit: HttpResponseResolver = async (info) => {
  const answer = (await (search(info) as Response).json()) as { results: unknown[] };
  const bad = { id: "bad", title: "Böser Treffer", url: "javascript:alert(1)", type: "SITE_PAGE" };
  return HttpResponse.json({ ...answer, results: [bad, ...answer.results] });
};

/** Scenarios (handlers.ts lists them for ?scenario=). */
export const searchScenarios = {
  /** site-search answers 500. */
  fails: [http.get(SITE_SEARCH, serverError)],
  /** site-search answers with one bad hit among the good ones. */
  badHit: [http.get(SITE_SEARCH, withBadHit)],
} satisfies Record<string, RequestHandler[]>;
