// An element on a partner's site (a framer, an archive supplier) names the shop in its data block's
// baseUrl (docs/embedding.md): its links to the shop's pages must lead to the shop's origin. Apart
// from shop-pages.ts, so only the elements partners embed (the configurators) load it.
import { API_ROOT_AT_END } from "../api/api-root.ts";
import type { Lang } from "./data-block.ts";
import { shopPageUrl, type ShopPage } from "./shop-pages.ts";

/** Whether `baseUrl` names another origin than the page's: the element sits on a partner's site. */
export function isPartnerSite(baseUrl: string, pageHref: string = location.href): boolean {
  try {
    return new URL(baseUrl || "/", pageHref).origin !== new URL(pageHref).origin;
  } catch {
    return false;
  }
}

/**
 * A shop page as a link from where the element is. A URL the data block names is a link as written,
 * like every URL of a block (a partner's own offer page may be "/angebot-anfragen" on its own site).
 * A default page is the shop's: on a partner site it is put after `baseUrl` (without the block's apiRoot)
 * ("https://shop.example/konfiguration"); on the shop's own site it stays a site path.
 */
export function shopPageOnShop(
  page: ShopPage,
  data: { language: Lang; baseUrl: string } & Partial<Record<`${ShopPage}Url`, string | undefined>>,
  pageHref: string = location.href,
): string {
  const url = shopPageUrl(page, data);
  return data[`${page}Url`] === undefined && isPartnerSite(data.baseUrl, pageHref) ? data.baseUrl.replace(API_ROOT_AT_END, "") + url : url;
}

/** `url` with `params` added to its query (after what it has). */
export function withQuery(url: string, params: string | Record<string, string>): string {
  const query = typeof params === "string" ? params : new URLSearchParams(params).toString();
  if (query === "") return url;
  return `${url}${url.includes("?") ? "&" : "?"}${query}`;
}
