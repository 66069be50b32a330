// The CMS's delivery conditions (info_popup_text) as the popup shows them: sanitised by DOMPurify,
// without a first heading that only repeats the dialog's title, and without images the sanitizer left
// without a usable source (`<img src=x onerror=…>` keeps `<img src="x">`, a broken picture).
import DOMPurify from "dompurify";
import { isLinkUrl } from "../../core/element/site-url.ts";

const normalized = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim().toLocaleLowerCase();

/** The first node with content (blank text between tags does not count). */
function firstContent(body: HTMLElement): ChildNode | null {
  let node = body.firstChild;
  while (node && node.nodeType === Node.TEXT_NODE && normalized(node.textContent) === "") node = node.nextSibling;
  return node;
}

export function conditionsHtml(html: string, title: string): string {
  const body = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM: true }) as HTMLElement;
  for (const img of body.querySelectorAll("img")) {
    if (!isLinkUrl(img.getAttribute("src") ?? "")) img.remove();
  }
  const first = firstContent(body);
  if (first instanceof HTMLElement && /^H[1-6]$/.test(first.tagName) && normalized(first.textContent) === normalized(title)) first.remove();
  return body.innerHTML;
}
