// A configured cart line's "edit" link: the configurator page with the configuration's query, so it
// opens filled in. Only the configurators' own parameters (b.… for boxes, m.… for mats; docs/decisions/
// configurator-page.md) pass: an order item's stored query can never add anything else to the link.
// The link also names the line it came from (`edit=b.<line id>`: the configurator and the line), so
// adding the changed configuration replaces that line instead of adding a second one
// (docs/decisions/configurator-ordering.md).
const CONFIGURATOR_PARAMETER = /^[bm]\.[a-z]+$/;

/** The page parameter naming the cart line being edited, with its configurator's prefix. */
export const EDIT_PARAMETER = "edit";

/** A cart line id as the edit link may carry it. */
const LINE_ID = /^[\w-]{1,64}$/;

/** The link that restores a configured line, or null when its query holds no configuration. */
export function configurationEditUrl(configuratorUrl: string, query: string, lineId?: string): string | null {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) if (CONFIGURATOR_PARAMETER.test(name)) kept.append(name, value);
  const first = [...kept.keys()][0];
  if (!first) return null;
  if (lineId && LINE_ID.test(lineId)) kept.set(EDIT_PARAMETER, `${first.slice(0, 2)}${lineId}`);
  return `${configuratorUrl}${configuratorUrl.includes("?") ? "&" : "?"}${kept}`;
}

/** The cart line the page's `edit` parameter names for the configurator of `prefix` ("b." or "m."); null when none. */
export function editedLine(search: string, prefix: string): string | null {
  const value = new URLSearchParams(search).get(EDIT_PARAMETER) ?? "";
  const id = value.startsWith(prefix) ? value.slice(prefix.length) : "";
  return LINE_ID.test(id) ? id : null;
}

/** `search` without the `edit` parameter: once the line is replaced, a further add is a new line. */
export function withoutEdit(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(EDIT_PARAMETER);
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}
