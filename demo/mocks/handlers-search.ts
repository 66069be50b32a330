// The fake site search (contract: core/api/search.ts and docs/api.md), stateless over
// a small index of the demo shop's pages (search-index.ts). Every word of the term must occur in
// the title or the description (case and accents ignored); title hits come first. `after` is the
// offset of the next page, as text; clients treat it as opaque.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import { MIN_TERM_LENGTH } from "../../core/api/search.ts";
import { SEARCH_TYPES } from "../../core/api/search-types.ts";
import type { Language } from "./fixtures.ts";
import { problem, query, withLatency } from "./http-helpers.ts";
import { searchIndex, type IndexedPage } from "./search-index.ts";

/** Lower case, accents and ß folded, so "archiv" finds "Archivbox" and "boite" finds "Boîte". */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ß/g, "ss");

function matches(page: IndexedPage, words: string[], language: Language): "title" | "text" | null {
  const title = fold(page.title[language]);
  const text = `${title} ${fold(page.description?.[language] ?? "")}`;
  if (!words.every((w) => text.includes(w))) return null;
  return words.every((w) => title.includes(w)) ? "title" : "text";
}

/** GET site-search?term&language&limit&after&type. */
const search: HttpResponseResolver = ({ request }) => {
  const term = (query(request, "term") ?? "").trim();
  if (term.length < MIN_TERM_LENGTH) return problem(400, `term must have at least ${MIN_TERM_LENGTH} characters`);
  const limitText = query(request, "limit") ?? "10";
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > 50) return problem(400, "limit must be an integer from 1 to 50");
  const afterText = query(request, "after") ?? "0";
  if (!/^\d+$/.test(afterText)) return problem(400, "after is not a cursor of this search");
  const offset = Number(afterText);
  const types = (query(request, "type") ?? "").split(",").filter(Boolean);
  const unknown = types.filter((t) => !(SEARCH_TYPES as readonly string[]).includes(t));
  if (unknown.length) return problem(400, `Unknown type ${unknown.join(", ")}; known: ${SEARCH_TYPES.join(", ")}`);
  const lang = query(request, "language");
  const language: Language = lang === "en" || lang === "fr" ? lang : "de";

  const words = fold(term).split(/\s+/).filter(Boolean);
  const hits = searchIndex
    .filter((page) => types.length === 0 || types.includes(page.type))
    .map((page) => ({ page, where: matches(page, words, language) }))
    .filter((hit) => hit.where !== null)
    .sort((a, b) => Number(b.where === "title") - Number(a.where === "title"));
  const pageHits = hits.slice(offset, offset + limit);
  const nextOffset = offset + limit;
  return HttpResponse.json({
    results: pageHits.map(({ page }) => ({
      id: page.id,
      title: page.title[language],
      url: page.url[language],
      description: page.description?.[language] ?? null,
      type: page.type,
    })),
    total: hits.length,
    next: nextOffset < hits.length ? { after: String(nextOffset) } : null,
  });
};

export function searchHandlers(latency: number): RequestHandler[] {
  return [http.get("*/_hcms/api/site-search", withLatency(latency, search))];
}
