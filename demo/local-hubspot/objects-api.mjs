// The CRM objects API v3 (https://developers.hubspot.com/docs/api-reference/legacy/crm/objects/guide):
// list, read, create, update and archive one record; batch read, create, update and archive (at most
// 100 inputs: HubSpot answers more with 400 VALIDATION_ERROR "The maximum number of inputs supported in a
// batch is 100. Please reduce the number of items and try again", its captured text); and search.
import { fail, missingFields, notFound, validationError } from "./errors.mjs";
import { isoNow, json, listParam, pageSize, route } from "./request.mjs";
import { planSearch } from "./search.mjs";

/** @typedef {import("./request.mjs").Context} Context */
/** @typedef {import("./store.mjs").ObjectType} ObjectType */
/** @typedef {import("./store.mjs").CrmRecord} CrmRecord */

const OBJECTS = "^/crm/v3/objects/([^/]+)";

/**
 * The `associations` of a read: for each type asked for, the associated records' ids with the association's
 * name (contact_to_company …); types without associations left out, as HubSpot leaves them out.
 * @param {Context} context @param {ObjectType} type @param {CrmRecord} record @param {string[]} names
 */
function associationsFor({ store }, type, record, names) {
  /** @type {Record<string, { results: { id: string, type: string }[] }>} */
  const associations = {};
  for (const name of names) {
    const to = store.type(name);
    const results = store.associationsOf(type, record.id, to).map((a) => ({ id: a.toId, type: `${type.singular}_to_${to.singular}` }));
    if (results.length) associations[name] = { results };
  }
  return Object.keys(associations).length ? { associations } : {};
}

/** @param {Context} context */
function list(context) {
  const { store, limits, query, params, origin } = context;
  const type = store.type(params[0]);
  const limit = pageSize(query.get("limit"), 10, limits.listPage);
  const after = query.get("after");
  const archived = query.get("archived") === "true";
  const requested = listParam(query, "properties");
  const associations = listParam(query, "associations");
  for (const name of associations) store.type(name);
  const results = [];
  let next;
  for (const record of type.records.values()) {
    if (record.archived !== archived || (after && Number(record.id) < Number(after))) continue;
    if (results.length === limit) {
      next = record.id;
      break;
    }
    results.push({ ...store.serialize(type, record, { requested }), ...associationsFor(context, type, record, associations) });
  }
  // `after` is opaque to callers; here it is the id the next page starts at.
  const paging = next ? { paging: { next: { after: next, link: `${origin}/crm/v3/objects/${params[0]}?after=${next}` } } } : {};
  return json({ results, ...paging });
}

/** @param {Context} context */
function read(context) {
  const { store, query, params } = context;
  const type = store.type(params[0]);
  const associations = listParam(query, "associations");
  for (const name of associations) store.type(name);
  const record = store.find(type, params[1], {
    idProperty: query.get("idProperty") ?? undefined,
    archived: query.get("archived") === "true",
  });
  if (!record) throw notFound();
  return json({
    ...store.serialize(type, record, { requested: listParam(query, "properties") }),
    ...associationsFor(context, type, record, associations),
  });
}

/**
 * The associations of a create, checked before anything is written: each names a record and association
 * types from this type (HUBSPOT_DEFINED ids such as 279, or a custom object's).
 * @param {Context} context @param {ObjectType} type @param {unknown} associations
 * @returns {{ to: ObjectType, toId: string, typeIds: number[] }[]}
 */
function plannedAssociations({ store }, type, associations) {
  if (associations === undefined || associations === null) return [];
  if (!Array.isArray(associations)) throw validationError("associations must be a list");
  return associations.map((association) => {
    const toId = association?.to?.id;
    const typeIds = (association?.types ?? []).map((/** @type {{ associationTypeId: number }} */ t) => Number(t?.associationTypeId));
    if (toId === undefined || !typeIds.length) throw missingFields(["to", "types"]);
    const first = store.associationTypes.find((a) => a.typeId === typeIds[0]);
    if (!first) throw validationError(`association type id ${typeIds[0]} doesn't exist`);
    if (first.from !== type.objectTypeId)
      throw validationError(`invalid from object type ${type.objectTypeId} for associations to be created. expected: ${first.from}`);
    const to = store.type(first.to);
    if (!store.find(to, String(toId)))
      throw validationError("One or more associations are invalid", {
        context: { objectType: [to.objectTypeId], objectId: [String(toId)] },
      });
    return { to, toId: String(toId), typeIds };
  });
}

/**
 * Checks the inputs of a create (one or a batch) and writes them all, or none when one is refused.
 * @param {Context} context @param {ObjectType} type @param {any[]} inputs
 */
function createAll(context, type, inputs) {
  const { store } = context;
  const checked = inputs.map((input) => {
    if (!input || typeof input !== "object") throw missingFields(["properties"]);
    const values = store.checkedValues(type, input.properties);
    store.checkUnique(type, values);
    return { values, associations: plannedAssociations(context, type, input.associations) };
  });
  // Two inputs of one batch may not share a unique value either.
  for (const [name] of type.unique) {
    /** @type {Map<string, number>} */
    const seen = new Map();
    checked.forEach(({ values }, i) => {
      const value = values[name];
      if (value === undefined) return;
      const key = type.uniqueKey(name, value);
      if (seen.has(key))
        throw fail(
          409,
          `${type.labels.singular} already exists: inputs ${seen.get(key)} and ${i} of the batch have the same ${name}`,
          "CONFLICT",
        );
      seen.set(key, i);
    });
  }
  return checked.map(({ values, associations }) => {
    const record = store.insert(type, values);
    for (const a of associations) store.associate(type, record.id, a.to, a.toId, a.typeIds);
    return record;
  });
}

/** @param {Context} context */
function create(context) {
  const { store, params, body, origin } = context;
  const type = store.type(params[0]);
  if (!body || typeof body !== "object") throw missingFields(["properties"]);
  const [record] = createAll(context, type, [body]);
  return json(store.serialize(type, record, { all: true }), 201, { Location: `${origin}/crm/v3/objects/${params[0]}/${record.id}` });
}

/** @param {Context} context */
function update({ store, params, query, body }) {
  const type = store.type(params[0]);
  const record = store.update(type, params[1], body?.properties, { idProperty: query.get("idProperty") ?? undefined });
  return json(store.serialize(type, record, { all: true }));
}

/** HubSpot answers 204 for an id it does not have too. @param {Context} context */
function archive({ store, params, query }) {
  store.archive(params[0], params[1], { idProperty: query.get("idProperty") ?? undefined });
  return json(undefined, 204);
}

/**
 * The inputs of a batch, refused past HubSpot's limit.
 * @param {Context} context
 * @returns {any[]}
 */
function batchInputs({ body, limits }) {
  if (!body || !Array.isArray(body.inputs)) throw missingFields(["inputs"]);
  if (body.inputs.length > limits.batchInputs)
    throw validationError(
      `The maximum number of inputs supported in a batch is ${limits.batchInputs}. Please reduce the number of items and try again`,
    );
  return body.inputs;
}

/**
 * A batch answer: 200 and status COMPLETE; 207 with `errors` and `numErrors` when some inputs failed
 * (HubSpot's multi-status form, https://developers.hubspot.com/docs/api-reference/error-handling).
 * @param {Context} context @param {string} startedAt @param {unknown[]} results @param {Record<string, unknown>[]} errors @param {number} [status]
 */
function batchAnswer({ store }, startedAt, results, errors, status = 200) {
  const completedAt = isoNow(store.clock);
  if (!errors.length) return json({ status: "COMPLETE", results, startedAt, completedAt }, status);
  return json({ status: "COMPLETE", results, numErrors: errors.length, errors, startedAt, completedAt }, 207);
}

/**
 * HubSpot's multi-status entry for ids it does not have (captured batch-read answers).
 * @param {ObjectType} type @param {string[]} ids
 */
const missingIds = (type, ids) => ({
  status: "error",
  category: "OBJECT_NOT_FOUND",
  message: `Could not get some ${type.errorName} objects, they may be deleted or not exist. Check that ids are valid.`,
  context: { ids },
});

/** @param {Context} context */
function batchRead(context) {
  const { store, params, body, query } = context;
  const type = store.type(params[0]);
  const startedAt = isoNow(store.clock);
  const inputs = batchInputs(context);
  const idProperty = body.idProperty ?? undefined;
  const archived = query.get("archived") === "true";
  const requested = Array.isArray(body.properties) ? body.properties.map(String) : undefined;
  const results = [];
  const missing = [];
  for (const id of new Set(inputs.map((input) => String(input?.id)))) {
    const record = store.find(type, id, { idProperty, archived });
    if (record) results.push(store.serialize(type, record, { requested }));
    else missing.push(id);
  }
  return batchAnswer(context, startedAt, results, missing.length ? [missingIds(type, missing)] : []);
}

/** @param {Context} context */
function batchCreate(context) {
  const { store, params } = context;
  const type = store.type(params[0]);
  const startedAt = isoNow(store.clock);
  const records = createAll(context, type, batchInputs(context));
  return batchAnswer(
    context,
    startedAt,
    records.map((record) => store.serialize(type, record, { all: true })),
    [],
    201,
  );
}

/**
 * Updates the records found; ids it does not have come back in a 207 (HubSpot documents no form for this:
 * the batch read's is used). A refused value refuses the whole batch before anything is written.
 * @param {Context} context
 */
function batchUpdate(context) {
  const { store, params } = context;
  const type = store.type(params[0]);
  const startedAt = isoNow(store.clock);
  const inputs = batchInputs(context);
  const found = [];
  const missing = [];
  for (const input of inputs) {
    const values = store.checkedValues(type, input?.properties);
    const record = store.find(type, String(input?.id), { idProperty: input?.idProperty ?? context.body.idProperty });
    if (!record) {
      missing.push(String(input?.id));
      continue;
    }
    store.checkUnique(type, values, record.id);
    found.push({ record, values });
  }
  for (const { record, values } of found) store.apply(type, record, values);
  const results = found.map(({ record }) => store.serialize(type, record, { all: true }));
  return batchAnswer(context, startedAt, results, missing.length ? [missingIds(type, missing)] : []);
}

/** @param {Context} context */
function batchArchive(context) {
  const { store, params } = context;
  const type = store.type(params[0]);
  for (const input of batchInputs(context)) store.archive(type, String(input?.id));
  return json(undefined, 204);
}

/**
 * The CRM search: every record search sees (with an index delay, writes show up late), filtered, sorted
 * (by id when no sort is given), one page of at most 200 from `after`, never past the 10,000th result.
 * `paging.next.after` is the offset of the next page, also when that page lies past 10,000: following it
 * is answered with HubSpot's 400, as HubSpot answers it.
 * @param {Context} context
 */
function search(context) {
  const { store, limits, params, body } = context;
  const type = store.type(params[0]);
  if (body !== undefined && (typeof body !== "object" || body === null || Array.isArray(body)))
    throw validationError("The search body must be a JSON object");
  const plan = planSearch(type, body, limits);
  /** @type {{ record: CrmRecord, view: { properties: Record<string, string> } }[]} */
  const hits = [];
  for (const record of type.records.values()) {
    const view = store.searchView(record);
    if (view && !view.archived && plan.matches(view.properties)) hits.push({ record, view });
  }
  hits.sort((a, b) => plan.order(a.view.properties, b.view.properties, a.record.id, b.record.id));
  const end = Math.min(plan.after + plan.limit, limits.searchResults, hits.length);
  const requested = plan.properties?.length ? plan.properties : undefined;
  const results = hits.slice(plan.after, end).map(({ record, view }) => store.serialize(type, record, { requested, view }));
  const next = plan.after + plan.limit;
  return json({ total: hits.length, results, ...(next < hits.length ? { paging: { next: { after: String(next) } } } : {}) });
}

/** @type {import("./request.mjs").Route[]} */
export const objectRoutes = [
  route("GET", new RegExp(`${OBJECTS}$`), list),
  route("POST", new RegExp(`${OBJECTS}$`), create),
  route("POST", new RegExp(`${OBJECTS}/search$`), search, { search: true }),
  route("POST", new RegExp(`${OBJECTS}/batch/read$`), batchRead),
  route("POST", new RegExp(`${OBJECTS}/batch/create$`), batchCreate),
  route("POST", new RegExp(`${OBJECTS}/batch/update$`), batchUpdate),
  route("POST", new RegExp(`${OBJECTS}/batch/archive$`), batchArchive),
  route("GET", new RegExp(`${OBJECTS}/([^/]+)$`), read),
  route("PATCH", new RegExp(`${OBJECTS}/([^/]+)$`), update),
  route("DELETE", new RegExp(`${OBJECTS}/([^/]+)$`), archive),
];
