// The CMS site search (GET /cms/v3/site-search/search,
// https://developers.hubspot.com/docs/api-reference/latest/cms/site-search/guide) over an index the tests
// or the demo fill with `index(documents)`, since there is no CMS here to crawl. Its parameters and answer
// are HubSpot's (q, limit up to 100, offset, language, repeatable type, domain and pathPrefix, matchPrefix,
// property, length; { total, offset, limit, page, searchTerm, results }); its ranking is not: every word
// of `q` must start a word of the title, description or body (case and accents ignored), and a hit in the
// title counts most, one in the description less, one in the body least.
import { validationError } from "./errors.mjs";
import { json, listParam, pageSize, route } from "./request.mjs";

export const CONTENT_TYPES = ["LANDING_PAGE", "BLOG_POST", "SITE_PAGE", "KNOWLEDGE_ARTICLE", "LISTING_PAGE"];
/** HubSpot: "Defaults to all content types except LANDING_PAGE and KNOWLEDGE_ARTICLE". */
const DEFAULT_TYPES = ["BLOG_POST", "SITE_PAGE", "LISTING_PAGE"];
/** The `property` parameter's names and how much a hit in each counts. */
const FIELDS = { title: 3, description: 2, html: 1 };

/**
 * @typedef {object} SiteDocument
 * @property {string | number} id
 * @property {string} type one of CONTENT_TYPES
 * @property {string} url
 * @property {string} [language] e.g. "de", "en"
 * @property {string} [title]
 * @property {string} [description]
 * @property {string} [body] the page's text (the `html` property of HubSpot's index)
 * @property {string} [domain] the url's host when not given
 * @property {string} [category]
 * @property {string} [subcategory]
 * @property {string[]} [tags]
 * @property {string} [featuredImageUrl]
 * @property {string} [authorFullName]
 * @property {number} [publishedDate]
 */

/** Lower case without accents; ß as ss. @param {string} text */
export const fold = (text) => text.normalize("NFKD").replace(/\p{M}/gu, "").replace(/ß/g, "ss").toLowerCase();

/** @param {string | undefined} text */
const words = (text) =>
  text
    ? fold(text)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
    : [];

/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Text with the words that match a search term wrapped as HubSpot marks them ("A <span
 * class="hs-search-highlight hs-highlight-html"> element will wrap perfectly matching text", the content
 * search docs); the rest HTML-escaped, since HubSpot's description is HTML.
 * @param {string} text @param {string[]} terms
 */
function highlight(text, terms) {
  return text
    .split(/([\p{L}\p{N}]+)/u)
    .map((part, i) => {
      const escaped = escapeHtml(part);
      const hit = i % 2 === 1 && terms.some((term) => fold(part).startsWith(term));
      return hit ? `<span class="hs-search-highlight hs-highlight-html">${escaped}</span>` : escaped;
    })
    .join("");
}

/** The pages, posts and articles a site search finds. */
export class SiteSearchIndex {
  constructor() {
    /** @type {Map<string, { document: SiteDocument, domain: string, path: string, words: Record<string, string[]> }>} */
    this.documents = new Map();
  }

  /**
   * Adds documents, or replaces those with the same id.
   * @param {SiteDocument | SiteDocument[]} documents
   */
  index(documents) {
    for (const document of Array.isArray(documents) ? documents : [documents]) {
      if (document.id === undefined || !document.url) throw new Error("A site search document needs an id and a url");
      if (!CONTENT_TYPES.includes(document.type))
        throw new Error(`A site search document's type is one of ${CONTENT_TYPES.join(", ")}, not ${document.type}`);
      const url = new URL(document.url);
      this.documents.set(String(document.id), {
        document,
        domain: document.domain ?? url.hostname,
        path: url.pathname,
        words: { title: words(document.title), description: words(document.description), html: words(document.body) },
      });
    }
    return this;
  }

  /** @param {string | number} id */
  remove(id) {
    return this.documents.delete(String(id));
  }

  clear() {
    this.documents.clear();
  }

  /**
   * @param {object} request
   * @param {string} request.q
   * @param {number} request.limit
   * @param {number} request.offset
   * @param {string} [request.language]
   * @param {string[]} request.types
   * @param {string[]} request.domains
   * @param {string[]} request.pathPrefixes
   * @param {boolean} request.matchPrefix
   * @param {string[]} request.properties
   * @param {"SHORT" | "LONG"} request.length
   */
  search({ q, limit, offset, language, types, domains, pathPrefixes, matchPrefix, properties, length }) {
    const terms = words(q);
    const fields = /** @type {(keyof typeof FIELDS)[]} */ (properties.length ? properties : Object.keys(FIELDS));
    const hits = [];
    for (const entry of terms.length ? this.documents.values() : []) {
      const { document } = entry;
      if (!types.includes(document.type)) continue;
      if (language && (document.language ?? "").toLowerCase() !== language.toLowerCase()) continue;
      if (domains.length && !domains.includes(entry.domain)) continue;
      if (pathPrefixes.length && pathPrefixes.some((prefix) => entry.path.startsWith(prefix)) !== matchPrefix) continue;
      let score = 0;
      const found = terms.every((term) => {
        let best = 0;
        for (const field of fields) {
          for (const word of entry.words[field]) {
            if (!word.startsWith(term)) continue;
            best = Math.max(best, FIELDS[field] + (word === term ? 0.5 : 0));
          }
        }
        score += best;
        return best > 0;
      });
      if (found) hits.push({ entry, score: Math.round((score / terms.length) * 1000) / 1000 });
    }
    hits.sort(
      (a, b) => b.score - a.score || String(a.entry.document.id).localeCompare(String(b.entry.document.id), "en", { numeric: true }),
    );
    const results = hits.slice(offset, offset + limit).map(({ entry, score }) => {
      const { document } = entry;
      const text = length === "LONG" ? snippet(document, terms) : (document.description ?? "").slice(0, 128);
      return {
        id: /^\d+$/.test(String(document.id)) ? Number(document.id) : document.id,
        score,
        type: document.type,
        domain: entry.domain,
        url: document.url,
        language: document.language,
        title: document.title,
        description: highlight(text, terms),
        ...pick(document, ["category", "subcategory", "tags", "featuredImageUrl", "authorFullName", "publishedDate"]),
      };
    });
    return { total: hits.length, offset, limit, page: Math.floor(offset / limit), searchTerm: q, results };
  }
}

/**
 * LONG: about 300 characters of the body around the first hit (HubSpot builds "a more detailed content
 * snippet based on the html/content of the page").
 * @param {SiteDocument} document @param {string[]} terms
 */
function snippet(document, terms) {
  const body = document.body ?? document.description ?? "";
  const folded = fold(body);
  const at = Math.max(0, Math.min(...terms.map((term) => folded.indexOf(term)).filter((i) => i >= 0), body.length));
  const start = Math.max(0, at - 100);
  return `${start > 0 ? "…" : ""}${body.slice(start, start + 300)}${start + 300 < body.length ? "…" : ""}`;
}

/** @param {Record<string, any>} object @param {string[]} keys */
const pick = (object, keys) => Object.fromEntries(keys.filter((key) => object[key] !== undefined).map((key) => [key, object[key]]));

/**
 * The route of an index.
 * @param {SiteSearchIndex} index
 * @returns {import("./request.mjs").Route[]}
 */
export function siteSearchRoutes(index) {
  return [
    route("GET", /^\/cms\/v3\/site-search\/search$/, ({ query, limits }) => {
      const limit = pageSize(query.get("limit"), 10, limits.siteSearchPage);
      const offset = query.get("offset") ? Number(query.get("offset")) : 0;
      if (!Number.isInteger(offset) || offset < 0)
        throw validationError(`offset must be a whole number of at least 0, not '${query.get("offset")}'`);
      const types = listParam(query, "type");
      for (const type of types)
        if (!CONTENT_TYPES.includes(type)) throw validationError(`type must be one of ${CONTENT_TYPES.join(", ")}, not '${type}'`);
      const properties = listParam(query, "property");
      for (const property of properties)
        if (!(property in FIELDS)) throw validationError(`property must be one of title, description, html, not '${property}'`);
      const length = query.get("length") ?? "SHORT";
      if (length !== "SHORT" && length !== "LONG") throw validationError(`length must be SHORT or LONG, not '${length}'`);
      return json(
        index.search({
          q: query.get("q") ?? "",
          limit,
          offset,
          language: query.get("language") ?? undefined,
          types: types.length ? types : DEFAULT_TYPES,
          domains: listParam(query, "domain"),
          pathPrefixes: listParam(query, "pathPrefix"),
          matchPrefix: query.get("matchPrefix") !== "false",
          properties,
          length,
        }),
      );
    }),
  ];
}
