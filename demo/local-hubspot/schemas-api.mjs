// Custom object schemas (https://developers.hubspot.com/docs/api-reference/legacy/crm/objects/schemas/guide)
// and properties (https://developers.hubspot.com/docs/api-reference/latest/crm/properties/guide). A custom
// object gets objectTypeId 2-<n> and fullyQualifiedName p<portalId>_<name>, and from then on is addressed by
// either or by p_<name>.
import { notFound } from "./errors.mjs";
import { json, route } from "./request.mjs";

/** @typedef {import("./request.mjs").Context} Context */

/** @param {Context} context */
const listSchemas = ({ store }) =>
  json({
    results: store
      .types()
      .filter((type) => type.custom)
      .map((type) => store.schemaOf(type)),
  });

/** @param {Context} context */
function readSchema({ store, params }) {
  const type = store.resolveType(params[0]);
  if (!type?.custom) throw notFound();
  return json(store.schemaOf(type));
}

/** 201 with the schema; a name in use is a 409. @param {Context} context */
const createSchema = ({ store, body }) => json(store.schemaOf(store.defineObject(body)), 201);

/** @param {Context} context */
const listProperties = ({ store, params }) => json({ results: [...store.type(params[0]).properties.values()] });

/** @param {Context} context */
function readProperty({ store, params }) {
  const type = store.type(params[0]);
  const property = type.properties.get(params[1]);
  if (!property) throw notFound(`Unable to find property ${params[1]} on ${type.name}`);
  return json(property);
}

/** 201 with the property; a name in use is a 409. @param {Context} context */
const createProperty = ({ store, params, body }) => json(store.defineProperty(params[0], body), 201);

/** @param {Context} context */
const updateProperty = ({ store, params, body }) => json(store.updateProperty(params[0], params[1], body ?? {}));

/** @type {import("./request.mjs").Route[]} */
export const schemaRoutes = [
  route("GET", /^\/crm-object-schemas\/v3\/schemas$/, listSchemas),
  route("POST", /^\/crm-object-schemas\/v3\/schemas$/, createSchema),
  route("GET", /^\/crm-object-schemas\/v3\/schemas\/([^/]+)$/, readSchema),
  route("GET", /^\/crm\/v3\/properties\/([^/]+)$/, listProperties),
  route("POST", /^\/crm\/v3\/properties\/([^/]+)$/, createProperty),
  route("GET", /^\/crm\/v3\/properties\/([^/]+)\/([^/]+)$/, readProperty),
  route("PATCH", /^\/crm\/v3\/properties\/([^/]+)\/([^/]+)$/, updateProperty),
];
