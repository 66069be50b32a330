// The CMS's delivery conditions (info_popup_text) as the popup shows them: sanitised
// (core/element/cms-html.ts), without a first heading that only repeats the dialog's title.
import { sanitizedCmsBody } from "../../core/element/cms-html.ts";

const normalized = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim().toLocaleLowerCase();

/** The first node with content (blank text between tags does not count). */
function firstContent(body: HTMLElement): ChildNode | null {
  let node = body.firstChild;
  while (node && node.nodeType === Node.TEXT_NODE && normalized(node.textContent) === "") node = node.nextSibling;
  return node;
}

export function conditionsHtml(html: string, title: string): string {
  const body = sanitizedCmsBody(html);
  const first = firstContent(body);
  if (first instanceof HTMLElement && /^H[1-6]$/.test(first.tagName) && normalized(first.textContent) === normalized(title)) first.remove();
  return body.innerHTML;
}
