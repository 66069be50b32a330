// Where the shop's pages are: a `shop_setting` (key page_paths) the shop's editors change with the site,
// its domain and its paths per language. A super-category is a section of the start page (its anchor); a product page and a
// category page are a path followed by the article's or the category's id, as the CMS's dynamic pages
// serve them. The browsing answers' links are made from it, and the site search tells an article's or a
// category's page from the CMS's other pages by it (docs/decisions/hubspot-browse.md#page-paths).
import * as v from "valibot";
import type { Lang } from "../../../core/element/language-code.ts";
import type { Crm } from "../crm/client.ts";
import { readSettings } from "./settings.ts";

const PathsSchema = v.object({ de: v.string(), en: v.string(), fr: v.string() });

export const PagePathsSchema = v.object({
  /** The shop's domain as HubSpot's site search indexes it: the search keeps to it and answers its pages as site paths. */
  domain: v.string(),
  /** The start page, whose sections are the super-categories. */
  start: PathsSchema,
  /** What every product page's path starts with; the article's id follows. */
  product: PathsSchema,
  /** What every category page's path starts with; the category's id follows. */
  category: PathsSchema,
});
export type PagePaths = v.InferOutput<typeof PagePathsSchema>;

export const PAGE_PATHS_KEY = "page_paths";

export const readPagePaths = async (crm: Crm): Promise<PagePaths> =>
  (await readSettings(crm, { [PAGE_PATHS_KEY]: PagePathsSchema }))[PAGE_PATHS_KEY];

/** The page of an article or a category in a language. */
export const itemUrl = (paths: PagePaths, page: "product" | "category", language: Lang, id: string) =>
  `${paths[page][language]}${encodeURIComponent(id)}`;

/** A super-category's section of the start page. */
export const sectionUrl = (paths: PagePaths, language: Lang, anchor: string) => `${paths.start[language]}#${anchor}`;

/** The id of the article or category whose page is at `pathname` in a language; undefined for any other page. */
export function itemAt(paths: PagePaths, page: "product" | "category", language: Lang, pathname: string): string | undefined {
  const prefix = paths[page][language];
  if (!pathname.startsWith(prefix)) return undefined;
  const rest = pathname.slice(prefix.length);
  return /^[^/]+$/.test(rest) ? decodeURIComponent(rest) : undefined;
}

/** A link to a page of the shop's domain as a site path, so it works on whatever host serves the page; another host's stays whole. */
export function sitePath(paths: PagePaths, url: string): string {
  const parsed = new URL(url, `https://${paths.domain}`);
  return parsed.hostname === paths.domain ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url;
}
