// An element's own parameters of the page's query (core/ui/use-url-state.ts): those whose name starts
// with its prefix ("b.", "m.", "c."), and for a prefix ending in "." its bare name too ("q." owns q).
// Apart from the hook, so an element's loader can read them without preact (widgets/search-results/early.ts).

/** Whether a parameter belongs to `prefix`: its name starts with it, or is it without its final ".". */
const owns = (name: string, prefix: string) => name.startsWith(prefix) || (prefix.endsWith(".") && name === prefix.slice(0, -1));

/** The page query's parameters that belong to `prefix`, names unchanged. */
export function ownParams(search: string, prefix: string): URLSearchParams {
  const own = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (owns(name, prefix)) own.append(name, value);
  return own;
}

/** `search` with the parameters of `prefix` replaced by `own`; the others keep their order and values. */
export function replaceOwnParams(search: string, prefix: string, own: URLSearchParams): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (owns(name, prefix)) params.delete(name);
  for (const [name, value] of own) params.append(name, value);
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}
