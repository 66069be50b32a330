// An element's data block as HubSpot module fields: each top-level field of widgets/<folder>/meta.ts's
// schema becomes either a field the editor sets (its type, required and default from the schema's JSON
// Schema and the meta's example, its help text from the meta's data descriptions) or a value the page
// fills (PAGE_VALUES). The result is a tree of "members" module-html.mjs renders and fields.json lists.
import { toJsonSchema } from "@valibot/to-json-schema";
import { CHOICE_LABELS, labelsOf } from "./labels.mjs";

/**
 * Values HubL knows from the page and the visitor, not from the editor. `expr` is HubL; `when` (if
 * given) is the condition for writing the field at all. docs/decisions/hubspot-theme.md says why each.
 */
export const PAGE_VALUES = {
  language: { expr: 'content.language.languageTag|default("de", true)|lower', why: "the page's language, content.language.languageTag" },
  loggedIn: { expr: "request_contact.is_logged_in|default(false)", why: "request_contact.is_logged_in" },
  contactid: {
    expr: "request_contact.contact.hs_object_id",
    when: "request_contact.is_logged_in",
    why: "the logged-in contact's id, request_contact",
  },
  ansprechpartner_id: {
    expr: "request_contact.contact.hs_object_id",
    when: "request_contact.is_logged_in",
    why: "the logged-in contact's id, request_contact",
  },
  portal_id: { expr: "hub_id", why: "hub_id" },
  geoLocation: {
    expr: 'theme.shop.default_country|default("de", true)|lower',
    why: "the theme setting shop.default_country, as HubL documents no visitor country",
  },
};

/** Left to the element: the site-wide API root comes from the base layout's <meta name="shop-api-root">. */
const LEFT_TO_THE_PAGE = new Set(["apiRoot"]);

/** Fields handed over by another page at run time (the offer's article and configurator session), never set by an editor. */
const HANDED_OVER = { "request-offer": new Set(["article", "session"]) };

/** HubSpot caps help texts at 300 characters. */
const helpText = (text) => (text && text.length > 300 ? `${text.slice(0, 297)}…` : text);

/** The JSON Schema of one block entry; a default computed at run time (the offer's shop header) cannot be converted, its wrapped schema can. */
function entrySchema(entry) {
  const options = { target: "draft-07", typeMode: "input", errorMode: "ignore" };
  try {
    return toJsonSchema(entry, options);
  } catch {
    return toJsonSchema(entry.wrapped, options);
  }
}

/** The branches of an anyOf that carry a value (null and the empty string are "not set"). */
function branches(schema) {
  if (!schema.anyOf) return [schema];
  return schema.anyOf.flatMap(branches).filter((b) => b.type !== "null" && b.const !== "");
}

/** The HubSpot field type a JSON Schema stands for, or undefined when it is not an editor field (a map). */
function kindOf(name, schema) {
  const options = branches(schema);
  const types = new Set(options.map((b) => b.type ?? (b.enum ? "string" : undefined)));
  if (schema.type === "integer" || schema.type === "number") return "number";
  if (options.some((b) => b.type === "array")) {
    const array = options.find((b) => b.type === "array");
    return array.items?.enum ? "choices" : "texts";
  }
  if (types.has("boolean")) return "boolean";
  if (schema.type === "object" || options.some((b) => b.type === "object")) {
    const object = schema.type === "object" ? schema : options.find((b) => b.type === "object");
    return object.properties && !object.additionalProperties ? "group" : undefined;
  }
  if (schema.enum || options.every((b) => b.enum)) return "choice";
  if (options.every((b) => b.type === "number" || b.type === "integer")) return "number";
  if (name === "info_popup_text") return "richtext";
  if ((/Url$/.test(name) && name !== "baseUrl") || name === "url") return "url"; // baseUrl may be empty: this site
  return "text";
}

/**
 * An editor's default for a field from the example (or the schema's default), in the field's form. A
 * page link has none: left empty, the element links the shop's page in the page's language (the
 * example's German /kasse would send an English page's shoppers to the German checkout).
 */
function fieldDefault(kind, value) {
  if (value === undefined || value === null || kind === "url") return undefined;
  switch (kind) {
    case "number":
      return Number(value);
    case "boolean":
      return value === true || value === 1 || value === "1" || value === "true" || value === "yes";
    case "texts":
      return (Array.isArray(value) ? value : String(value).split(",")).map(String);
    case "choices":
      return value.map(String);
    case "url":
      return { href: String(value), type: "EXTERNAL", content_id: null };
    case "group":
      return undefined; // children carry their own
    default:
      return String(value);
  }
}

/** One member: an editor field (with its children for a group) at `path` below `module`. */
function member(folder, path, schema, required, example, describe) {
  const name = path.at(-1);
  const kind = kindOf(name, schema);
  if (!kind) return undefined;
  const dotted = path.join(".");
  const [de, en, fr] = labelsOf(dotted) ?? [];
  const result = { name, path: dotted, kind, required, labels: { de, en, fr }, help: helpText(describe(dotted)) };
  if (kind === "group") {
    const object = schema.type === "object" ? schema : branches(schema).find((b) => b.type === "object");
    const needed = new Set(object.required ?? []);
    result.children = Object.entries(object.properties)
      .map(([child, childSchema]) => member(folder, [...path, child], childSchema, needed.has(child), example?.[child], describe))
      .filter(Boolean);
    return result;
  }
  const options = branches(schema);
  const choices =
    kind === "choice"
      ? (schema.enum ?? options.flatMap((b) => b.enum))
      : kind === "choices"
        ? options.find((b) => b.type === "array").items.enum
        : undefined;
  if (choices) result.choices = choices;
  if (kind === "number") {
    const bounds = [schema, ...options].find((b) => b.minimum !== undefined || b.maximum !== undefined);
    if (bounds?.minimum !== undefined) result.min = bounds.minimum;
    if (bounds?.maximum !== undefined) result.max = bounds.maximum;
  }
  result.default = fieldDefault(kind, example ?? schema.default);
  return result;
}

/** The members of an element's data block: page values and editor fields, in the schema's order. */
export function blockMembers({ folder, meta }, sharedDataFields) {
  const describe = (dotted) => (dotted.includes(".") ? undefined : (meta.data[dotted] ?? sharedDataFields[dotted]));
  const handedOver = HANDED_OVER[folder] ?? new Set();
  const members = [];
  for (const [name, entry] of Object.entries(meta.schema.entries)) {
    if (LEFT_TO_THE_PAGE.has(name) || handedOver.has(name)) continue;
    const required = !["optional", "nullish", "exact_optional"].includes(entry.type);
    if (PAGE_VALUES[name]) {
      members.push({ name, path: name, kind: "page", required, ...PAGE_VALUES[name] });
      continue;
    }
    const field = member(folder, [name], entrySchema(entry), required, meta.example?.[name], describe);
    if (field) members.push(field);
  }
  return members;
}

/** HubSpot renders a help text as HTML, keeping a few tags: `<term>` or `<shop-header>` must stay words. */
export const htmlText = (text) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A member as a HubSpot field of fields.json (German label; docs/decisions/hubspot-theme.md). */
function hubspotField(m) {
  const base = { name: m.name, label: m.labels.de ?? m.name, required: m.required };
  if (m.help) base.help_text = htmlText(m.help);
  switch (m.kind) {
    case "group":
      return { ...base, type: "group", children: m.children.map(hubspotField) };
    case "number":
      return {
        ...base,
        type: "number",
        ...(m.min !== undefined ? { min: m.min } : {}),
        ...(m.max !== undefined ? { max: m.max } : {}),
        ...(m.default !== undefined ? { default: m.default } : {}),
      };
    case "boolean":
      return { ...base, type: "boolean", default: m.default ?? false };
    case "choice":
    case "choices":
      return {
        ...base,
        type: "choice",
        display: m.kind === "choices" ? "checkbox" : "select",
        multiple: m.kind === "choices",
        choices: m.choices.map((c) => [String(c), CHOICE_LABELS[c] ?? String(c)]),
        ...(m.default !== undefined ? { default: m.default } : {}),
      };
    case "url":
      return { ...base, type: "url", supported_types: ["EXTERNAL", "CONTENT"], ...(m.default ? { default: m.default } : {}) };
    case "texts":
      return { ...base, type: "text", occurrence: { min: m.required ? 1 : 0, default: m.default?.length ?? 0 }, default: m.default ?? [] };
    case "richtext":
      return { ...base, type: "richtext", default: m.default ?? "" };
    default:
      return { ...base, type: "text", default: m.default ?? "" };
  }
}

/** fields.json of a module: its editor fields (page values are not fields). */
export const moduleFields = (members) => members.filter((m) => m.kind !== "page").map(hubspotField);

/** Every editor member below `members`, groups included, for the checks and the docs. */
export const allFields = (members) =>
  members.filter((m) => m.kind !== "page").flatMap((m) => [m, ...(m.children ? allFields(m.children) : [])]);
