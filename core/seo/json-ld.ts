// Structured data as a page publishes it (docs/decisions/structured-data.md): JSON-LD text for a
// `<script type="application/ld+json">`, and the page's own URLs the data names.

/**
 * The JSON text of a structured-data object, safe inside a script element: `<`, `>` and `&` are
 * written as \u escapes, so no text from the CRM (`</script>`, `<!--`) can end or bend the element;
 * U+2028 and U+2029 too, which some JavaScript parsers still read as line ends. JSON parses them back.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** An absolute http(s) URL of a checked site path or URL (core/element/site-url.ts), against the page. */
export function absoluteUrl(url: string, pageUrl: string): string | undefined {
  try {
    const absolute = new URL(url, pageUrl);
    return absolute.protocol === "http:" || absolute.protocol === "https:" ? absolute.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page's canonical URL: its `<link rel="canonical">` where it names an http(s) URL, else the
 * page's address without query and fragment (a filter or a tracking parameter is not another page).
 */
export function canonicalUrl(doc: Document): string {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="canonical"][href]');
  const canonical = link ? absoluteUrl(link.getAttribute("href") ?? "", doc.baseURI) : undefined;
  if (canonical) return canonical;
  const page = new URL(doc.URL);
  return page.origin + page.pathname;
}
