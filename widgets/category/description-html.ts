// The category text as the CMS writes it (HTML), sanitised by DOMPurify (loaded with this module,
// lazily: the list shows without it); links and pictures whose URL is not a site path or http(s)
// (core/element/site-url.ts) are taken out.
import DOMPurify from "dompurify";
import { isLinkUrl } from "../../core/element/site-url.ts";

export function descriptionHtml(html: string): string {
  const body = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM: true }) as HTMLElement;
  for (const img of body.querySelectorAll("img")) if (!isLinkUrl(img.getAttribute("src") ?? "")) img.remove();
  for (const a of body.querySelectorAll("a")) if (!isLinkUrl(a.getAttribute("href") ?? "")) a.removeAttribute("href");
  return body.innerHTML;
}
