// The CRM search's request rules and matching (the search guide,
// https://developers.hubspot.com/docs/api-reference/latest/crm/search-the-crm): filter groups are OR'ed and
// the filters of a group AND'ed; at most 5 groups of at most 6 filters, 18 in all; pages of at most 200 and
// no page past the 10,000th result (400); one sort rule. The guide gives the limits but not the wording of
// the 400s: the messages here are this stand-in's own.
import { validationError } from "./errors.mjs";

/** @typedef {import("./store.mjs").ObjectType} ObjectType */
/** @typedef {(properties: Record<string, string>) => boolean} Predicate */

const OPERATORS = new Set([
  "EQ",
  "NEQ",
  "LT",
  "LTE",
  "GT",
  "GTE",
  "BETWEEN",
  "IN",
  "NOT_IN",
  "HAS_PROPERTY",
  "NOT_HAS_PROPERTY",
  "CONTAINS_TOKEN",
  "NOT_CONTAINS_TOKEN",
]);

/** What a comparison's result must be for each ordering operator. @type {Record<string, (c: number) => boolean>} */
const ORDERINGS = { LT: (c) => c < 0, LTE: (c) => c <= 0, GT: (c) => c > 0, GTE: (c) => c >= 0 };

const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A value as something to compare: dates and datetimes as epoch milliseconds (HubSpot takes either form in a
 * filter), numeric strings as numbers, anything else as lower-case text.
 * @param {unknown} value
 * @param {string} [type] the property's type
 */
function comparable(value, type) {
  const text = String(value).trim();
  if ((type === "datetime" || type === "date") && !NUMBER.test(text)) {
    const ms = Date.parse(text);
    if (!Number.isNaN(ms)) return ms;
  }
  if (NUMBER.test(text)) return Number(text);
  return text.toLowerCase();
}

/** -1, 0 or 1; numbers before text when the two are of different kinds. @param {number | string} a @param {number | string} b */
function compare(a, b) {
  if (typeof a === typeof b) return a < b ? -1 : a > b ? 1 : 0;
  return typeof a === "number" ? -1 : 1;
}

/** The words of a value, for CONTAINS_TOKEN and `query`. @param {string} value */
const tokens = (value) =>
  value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Whether a value holds a token: with `*` wildcards the pattern must match the whole value or one of its
 * words (the guide's example: "*@hubspot.com" on email); without, one of the words must equal it.
 * @param {string} stored
 * @param {string} wanted
 */
function containsToken(stored, wanted) {
  const pattern = wanted.toLowerCase();
  if (!pattern.includes("*")) return tokens(stored).includes(pattern);
  const regex = new RegExp(`^${pattern.split("*").map(escapeRegExp).join(".*")}$`, "u");
  return (
    regex.test(stored.toLowerCase()) ||
    stored
      .toLowerCase()
      .split(/\s+/)
      .some((word) => regex.test(word))
  );
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * One filter as a predicate over a record's stored values.
 * @param {ObjectType} type
 * @param {Record<string, any>} filter
 * @returns {Predicate}
 */
function compileFilter(type, filter) {
  const { propertyName, operator } = filter ?? {};
  if (!propertyName || !operator) throw validationError("Each filter needs a propertyName and an operator");
  if (!OPERATORS.has(operator)) throw validationError(`Unknown operator '${operator}': use one of ${[...OPERATORS].join(", ")}`);
  const definition = type.properties.get(propertyName);
  // HubSpot's own answer to an unknown property is not documented; refusing it finds a misspelt name here.
  if (!definition) throw validationError(`Property "${propertyName}" does not exist on ${type.name}`);
  const kind = definition.type;
  /** @param {Record<string, string>} p */
  const get = (p) => p[propertyName];
  const needValue = () => {
    if (filter.value === undefined || filter.value === null)
      throw validationError(`The ${operator} filter on ${propertyName} needs a value`);
    return comparable(filter.value, kind);
  };
  switch (operator) {
    case "HAS_PROPERTY":
      return (p) => get(p) !== undefined;
    case "NOT_HAS_PROPERTY":
      return (p) => get(p) === undefined;
    case "EQ": {
      // Text compares case-insensitively, as HubSpot's EQ does.
      const wanted = needValue();
      return (p) => get(p) !== undefined && compare(comparable(get(p), kind), wanted) === 0;
    }
    case "NEQ": {
      const wanted = needValue();
      return (p) => get(p) === undefined || compare(comparable(get(p), kind), wanted) !== 0;
    }
    case "LT":
    case "LTE":
    case "GT":
    case "GTE": {
      const wanted = needValue();
      const ok = ORDERINGS[operator];
      return (p) => get(p) !== undefined && ok(compare(comparable(get(p), kind), wanted));
    }
    case "BETWEEN": {
      const low = needValue();
      if (filter.highValue === undefined || filter.highValue === null)
        throw validationError(`The BETWEEN filter on ${propertyName} needs a highValue`);
      const high = comparable(filter.highValue, kind);
      return (p) => {
        if (get(p) === undefined) return false;
        const value = comparable(get(p), kind);
        return compare(value, low) >= 0 && compare(value, high) <= 0;
      };
    }
    case "IN":
    case "NOT_IN": {
      if (!Array.isArray(filter.values)) throw validationError(`The ${operator} filter on ${propertyName} needs a list of values`);
      // The guide: with IN and NOT_IN, string values must be given in lower case. The stored value is
      // lower-cased, the given ones are not, so an upper-case value finds nothing, as it finds nothing at HubSpot.
      const wanted = new Set(
        filter.values.map((/** @type {unknown} */ v) => (NUMBER.test(String(v).trim()) ? String(Number(v)) : String(v))),
      );
      /** @param {string} stored */
      const has = (stored) => wanted.has(NUMBER.test(stored.trim()) ? String(Number(stored)) : stored.toLowerCase());
      return operator === "IN" ? (p) => get(p) !== undefined && has(get(p)) : (p) => get(p) === undefined || !has(get(p));
    }
    case "CONTAINS_TOKEN":
    case "NOT_CONTAINS_TOKEN": {
      if (filter.value === undefined || filter.value === null)
        throw validationError(`The ${operator} filter on ${propertyName} needs a value`);
      const wanted = String(filter.value);
      return operator === "CONTAINS_TOKEN"
        ? (p) => get(p) !== undefined && containsToken(get(p), wanted)
        : (p) => get(p) === undefined || !containsToken(get(p), wanted);
    }
    default:
      throw validationError(`Unknown operator '${operator}'`);
  }
}

/**
 * @typedef {object} SearchPlan
 * @property {Predicate} matches
 * @property {(a: Record<string, string>, b: Record<string, string>, aId: string, bId: string) => number} order
 * @property {number} limit
 * @property {number} after
 * @property {string[] | undefined} properties
 */

/**
 * Checks a search request against HubSpot's limits and turns it into a predicate and an order.
 * @param {ObjectType} type
 * @param {Record<string, any>} body
 * @param {import("./rate-limits.mjs").Limits} limits
 * @returns {SearchPlan}
 */
export function planSearch(type, body, limits) {
  const request = body ?? {};
  const groups = request.filterGroups ?? [];
  if (!Array.isArray(groups)) throw validationError("filterGroups must be a list");
  // A top-level `filters` list, as some of the guide's examples send, is one more group.
  const allGroups = Array.isArray(request.filters) && request.filters.length ? [...groups, { filters: request.filters }] : groups;
  if (allGroups.length > limits.filterGroups)
    throw validationError(`Too many filter groups: ${allGroups.length}. A search can have at most ${limits.filterGroups} filterGroups.`);
  let count = 0;
  for (const group of allGroups) {
    const filters = group?.filters ?? [];
    if (filters.length > limits.filtersPerGroup)
      throw validationError(
        `Too many filters in a filter group: ${filters.length}. A filter group can have at most ${limits.filtersPerGroup} filters.`,
      );
    count += filters.length;
  }
  if (count > limits.filters)
    throw validationError(`Too many filters: ${count}. A search can have at most ${limits.filters} filters in all.`);

  const limit = request.limit === undefined || request.limit === null ? 10 : Number(request.limit);
  if (!Number.isInteger(limit) || limit < 0) throw validationError(`limit must be a whole number, not ${JSON.stringify(request.limit)}`);
  if (limit > limits.searchPage) throw validationError(`limit must be at most ${limits.searchPage}; it was ${limit}.`);
  const after = request.after === undefined || request.after === null || request.after === "" ? 0 : Number(request.after);
  if (!Number.isInteger(after) || after < 0) throw validationError(`after must be a number, not ${JSON.stringify(request.after)}`);
  if (after >= limits.searchResults)
    throw validationError(
      `A search can page through at most ${limits.searchResults} results; after was ${after}. Narrow the search with filters instead.`,
    );

  const compiled = allGroups.map((group) => (group?.filters ?? []).map((/** @type {Record<string, any>} */ f) => compileFilter(type, f)));
  const query = typeof request.query === "string" ? tokens(request.query) : [];
  const searchable = type.searchableProperties;
  /** @type {Predicate} */
  const matches = (p) => {
    if (compiled.length && !compiled.some((filters) => filters.every((f) => f(p)))) return false;
    // `query` looks in the type's default searchable properties: each word must start a word there.
    if (query.length) {
      const words = searchable.flatMap((name) => (p[name] === undefined ? [] : tokens(p[name])));
      return query.every((q) => words.some((w) => w.startsWith(q)));
    }
    return true;
  };

  const sorts = request.sorts ?? [];
  if (!Array.isArray(sorts)) throw validationError("sorts must be a list");
  if (sorts.length > 1) throw validationError("A search can have only one sort rule.");
  const sort = sorts[0];
  /** @type {{ propertyName: string, direction: string } | undefined} */
  const rule =
    typeof sort === "string"
      ? { propertyName: sort.replace(/^-/, ""), direction: sort.startsWith("-") ? "DESCENDING" : "ASCENDING" }
      : sort
        ? { propertyName: sort.propertyName, direction: sort.direction ?? "ASCENDING" }
        : undefined;
  if (rule && !type.properties.has(rule.propertyName))
    throw validationError(`Cannot sort by "${rule.propertyName}": the property does not exist on ${type.name}`);
  if (rule && rule.direction !== "ASCENDING" && rule.direction !== "DESCENDING")
    throw validationError(`Sort direction must be ASCENDING or DESCENDING`);
  const kind = rule ? type.properties.get(rule.propertyName)?.type : undefined;
  const sign = rule?.direction === "DESCENDING" ? -1 : 1;
  /** @type {SearchPlan["order"]} */
  const order = (a, b, aId, bId) => {
    if (rule) {
      const x = a[rule.propertyName];
      const y = b[rule.propertyName];
      // Records without the property come last in either direction (HubSpot does not document this).
      if (x === undefined || y === undefined) {
        if (x !== y) return x === undefined ? 1 : -1;
      } else {
        const c = compare(comparable(x, kind), comparable(y, kind));
        if (c) return sign * c;
      }
    }
    return Number(aId) - Number(bId);
  };

  const properties = Array.isArray(request.properties) ? request.properties.map(String) : undefined;
  return { matches, order, limit, after, properties };
}
