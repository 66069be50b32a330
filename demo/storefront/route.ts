// Which demo shop page a URL path is, in which language: the same table demo/serve.mjs serves the
// pages by (routes.json). The routes are the defaults the elements link to (core/element/shop-pages.ts).
import type { Lang } from "../../core/element/data-block.ts";
import contentPages from "./content-pages.json";
import routes from "./routes.json";

export type ShopPageName = keyof typeof routes;

/** A page of a kind with one page per item (the content pages), each at its own route per language. */
interface ItemRoutes {
  id: string;
  routes: Record<Lang, string>;
}

interface PageRoutes {
  file: string;
  /** The tags of the elements the page shows besides the frame's: demo/serve.mjs loads their entries in its head. */
  elements?: string[];
  /** The page's path per language; a prefix route ('/produkt/') has one page per segment below it. */
  routes?: Record<Lang, string>;
  prefix?: boolean;
  /** One path for every language (the CMS's membership pages). */
  path?: string;
  /** The file listing one page per item with its routes (read by demo/serve.mjs; ITEMS below). */
  items?: string;
}

const PAGES = routes as Record<ShopPageName, PageRoutes>;

/** The items of the pages whose routes.json entry names an `items` file. */
const ITEMS: Partial<Record<ShopPageName, readonly ItemRoutes[]>> = { content: contentPages };

export interface ShopRoute {
  page: ShopPageName;
  /** The route's language, or null when the path serves every language. */
  lang: Lang | null;
  /** The product page's article id, or the content page's id. */
  item: string | null;
}

/** The shop page at `pathname`, or null for any other page (the developer test pages under /demo/). */
export function shopRouteAt(pathname: string): ShopRoute | null {
  for (const [page, def] of Object.entries(PAGES) as [ShopPageName, PageRoutes][]) {
    if (def.path === pathname) return { page, lang: null, item: null };
    for (const { id, routes } of ITEMS[page] ?? []) {
      const lang = (Object.keys(routes) as Lang[]).find((lang) => routes[lang] === pathname);
      if (lang) return { page, lang, item: id };
    }
    for (const [lang, route] of Object.entries(def.routes ?? {}) as [Lang, string][]) {
      if (route === pathname && !def.prefix) return { page, lang, item: null };
      const rest = pathname.slice(route.length);
      if (def.prefix && pathname.startsWith(route) && /^[^/]+$/.test(rest)) return { page, lang, item: decodeURIComponent(rest) };
    }
  }
  return null;
}

/** The path of a page in a language; `item` names the product of a prefix route or the content page. */
export function shopPath(page: ShopPageName, lang: Lang, item = ""): string {
  const def = PAGES[page];
  const itemRoutes = ITEMS[page]?.find(({ id }) => id === item)?.routes;
  if (itemRoutes) return itemRoutes[lang];
  return def.path ?? `${def.routes![lang]}${def.prefix ? encodeURIComponent(item) : ""}`;
}
