// A configured cart line's "edit" link: the configurator page with the configuration's query, so it
// opens filled in. Only the configurators' own parameters (b.… for boxes, m.… for mats; docs/decisions/
// configurator-page.md) pass: an order item's stored query can never add anything else to the link.
const CONFIGURATOR_PARAMETER = /^[bm]\.[a-z]+$/;

/** The link that restores a configured line, or null when its query holds no configuration. */
export function configurationEditUrl(configuratorUrl: string, query: string): string | null {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) if (CONFIGURATOR_PARAMETER.test(name)) kept.append(name, value);
  if (kept.size === 0) return null;
  return `${configuratorUrl}${configuratorUrl.includes("?") ? "&" : "?"}${kept}`;
}
