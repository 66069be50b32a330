// Who visits the demo shop: the query parameters that pick a visitor (docs/demo.md). The elements'
// links carry no query, so the shop remembers them for the browser tab: a page opened with
// ?geo=at keeps Austria on every page after it until another page names another country (an empty
// value forgets it). The route's language wins over ?lang=; the pages that serve every language
// (the CMS's membership pages) keep the last one.
import type { Lang } from "../../core/element/data-block.ts";

const VISITOR_PARAMS = ["login", "company", "contact", "geo", "lang"] as const;
const KEY = "demo:visitor";

/** The page's query with the remembered visitor filled in where the query names none; remembers the query's. */
export function shopVisitor(query: URLSearchParams, routeLang: Lang | null): URLSearchParams {
  const visitor = new URLSearchParams(sessionStorage.getItem(KEY) ?? "");
  for (const name of VISITOR_PARAMS) {
    const value = query.get(name);
    if (value) visitor.set(name, value);
    else if (value === "") visitor.delete(name);
  }
  if (routeLang) visitor.set("lang", routeLang);
  sessionStorage.setItem(KEY, visitor.toString());
  const result = new URLSearchParams(query);
  for (const [name, value] of visitor) result.set(name, value);
  return result;
}

/** The demo logout: the tab forgets the login but keeps the country. */
export function forgetLogin(): void {
  const visitor = new URLSearchParams(sessionStorage.getItem(KEY) ?? "");
  for (const name of ["login", "company", "contact"]) visitor.delete(name);
  sessionStorage.setItem(KEY, visitor.toString());
}
