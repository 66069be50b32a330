// The HubL that writes an element's data block as JSON inside <script type="application/json">: each
// member's value through `tojson`, with `<` written as \u003c because HubL's tojson (Jinjava) leaves it
// as is and `</script>` in a text field would end the script (docs/decisions/hubspot-theme.md). An
// optional member is written only when set, so an empty field leaves the element's default. Commas:
// each object keeps a separator variable that turns to "," after its first member (no loop, no `do`,
// which the three engines it must run on — Jinjava, Jinja, nunjucks in the tests — do not share).

/** A value as JSON text, safe inside a script element. */
export const json = (expr) => `{{ (${expr})|tojson|replace("<", "\\\\u003c") }}`;

const valueExpr = (m) => `module.${m.path}${m.kind === "url" ? ".href" : ""}`;

/** The HubL condition under which an editor member holds a value (undefined: always written). */
export function isSet(m) {
  switch (m.kind) {
    case "boolean":
      return undefined;
    case "number":
      return `${valueExpr(m)} is number`;
    case "texts":
    case "choices":
      return `${valueExpr(m)}|length > 0`; // an empty list is falsy in Jinja, not in nunjucks: say it
    case "group": {
      const required = m.children.filter((c) => c.required);
      const parts = (required.length ? required : m.children).map(isSet).filter(Boolean);
      return parts.length ? parts.map((p) => `(${p})`).join(required.length ? " and " : " or ") : undefined;
    }
    default:
      return valueExpr(m);
  }
}

/** Writes an object's members; `counter` names each object's separator variable uniquely. */
export function objectHubl(members, counter, writeValue) {
  const sep = `sep${counter.next++}`;
  const lines = [`{% set ${sep} = "" %}{`];
  for (const m of members) {
    const body = `{{ ${sep} }}${JSON.stringify(m.name)}: ${writeValue(m, counter)}{% set ${sep} = "," %}`;
    const when = m.kind === "page" ? m.when : m.required ? undefined : isSet(m);
    lines.push(when ? `{% if ${when} %}${body}{% endif %}` : body);
  }
  lines.push("}");
  return lines.join("\n");
}

/** A member's value: a page value, an editor field, or a group as a nested object. */
export function memberValue(m, counter) {
  if (m.kind === "page") return json(m.expr);
  if (m.kind === "group") return objectHubl(m.children, counter, memberValue);
  return json(valueExpr(m));
}
