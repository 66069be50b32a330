// The category text as the CMS writes it (HTML), sanitised by DOMPurify (loaded with this module,
// lazily: the list shows without it); then links and pictures whose URL is not a site path or http(s)
// (core/element/site-url.ts) are taken out.
import DOMPurify from "dompurify";
import { isLinkUrl } from "../../core/element/site-url.ts";

/**
 * Event handler attributes renamed before any parse: Chromium reports a page's CSP violation for an
 * `onerror` even in an inert parsed document (DOMPurify's own), though it never runs. DOMPurify then
 * removes what is left, as it would the handler.
 */
const HANDLER = /(\s)on([a-z]+\s*=)/gi;

export function descriptionHtml(html: string): string {
  const body = DOMPurify.sanitize(html.replace(HANDLER, "$1data-was-on$2"), {
    USE_PROFILES: { html: true },
    ALLOW_DATA_ATTR: false,
    RETURN_DOM: true,
  }) as HTMLElement;
  for (const img of body.querySelectorAll("img")) if (!isLinkUrl(img.getAttribute("src") ?? "")) img.remove();
  for (const a of body.querySelectorAll("a")) if (!isLinkUrl(a.getAttribute("href") ?? "")) a.removeAttribute("href");
  return body.innerHTML;
}
