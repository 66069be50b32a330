// HTML the CMS writes (a category's description, the delivery conditions), made safe to show: DOMPurify
// removes scripts, handlers and unsafe markup; then pictures and links whose URL is not a site path or
// http(s) (site-url.ts) lose what makes them one. Import it lazily: DOMPurify is large, and the text it
// cleans is never what a page shows first.
import DOMPurify from "dompurify";
import { isLinkUrl } from "./site-url.ts";

/**
 * Event handler attributes renamed inside tags before any parse: Chromium reports a page's CSP
 * violation for an `onerror` even in an inert parsed document (DOMPurify's own), though it never runs.
 * DOMPurify then removes what is left, as it would the handler. Text between tags stays as written.
 */
const TAG = /<[^>]+>/g;
const HANDLER = /(\s)on([a-z]+\s*=)/gi;

/** The sanitised HTML as a detached body, for a caller's own changes before it takes `innerHTML`. */
export function sanitizedCmsBody(html: string): HTMLElement {
  const renamed = html.replace(TAG, (tag) => tag.replace(HANDLER, "$1data-was-on$2"));
  const body = DOMPurify.sanitize(renamed, {
    USE_PROFILES: { html: true },
    ALLOW_DATA_ATTR: false,
    RETURN_DOM: true,
  }) as HTMLElement;
  // `<img src=x onerror=…>` keeps `<img src="x">`: a broken picture, or another scheme's.
  for (const img of body.querySelectorAll("img")) if (!isLinkUrl(img.getAttribute("src") ?? "")) img.remove();
  for (const a of body.querySelectorAll("a")) if (!isLinkUrl(a.getAttribute("href") ?? "")) a.removeAttribute("href");
  return body;
}
