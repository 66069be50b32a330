// Associations v4 (https://developers.hubspot.com/docs/api-reference/latest/crm/associations/overview):
// the default association of two records, a labeled one by type ids, the associated records of one record
// (pages of at most 500), a batch read (at most 1,000 inputs since February 2025, the changelog "Batch Read
// Limit for HubSpot Associations API"), a batch of default associations and removal. Every association is stored in both directions, so
// reading from either side finds it.
import { missingFields, validationError } from "./errors.mjs";
import { isoNow, json, pageSize, route } from "./request.mjs";

/** @typedef {import("./request.mjs").Context} Context */
/** @typedef {import("./store.mjs").AssociationType} AssociationType */

const OBJECT = "^/crm/v4/objects/([^/]+)/([^/]+)/associations";

/** @param {AssociationType} type */
const typeOut = (type) => ({ category: type.category, typeId: type.typeId, label: type.label });

/** @param {AssociationType} type */
const specOut = (type) => ({ associationCategory: type.category, associationTypeId: type.typeId });

/**
 * PUT …/associations/default/{toObjectType}/{toObjectId}: both directions of the default type, as HubSpot
 * answers it (status COMPLETE, one result per direction with its associationSpec).
 * @param {Context} context
 */
function associateDefault({ store, params }) {
  const [fromRef, fromId, toRef, toId] = params;
  const startedAt = isoNow(store.clock);
  const { forward, inverse } = store.associate(fromRef, fromId, toRef, toId);
  const results = [
    ...forward.map((type) => ({ from: { id: fromId }, to: { id: toId }, associationSpec: specOut(type) })),
    ...inverse.map((type) => ({ from: { id: toId }, to: { id: fromId }, associationSpec: specOut(type) })),
  ];
  return json({ status: "COMPLETE", results, startedAt, completedAt: isoNow(store.clock) });
}

/**
 * PUT …/associations/{toObjectType}/{toObjectId} with a list of { associationCategory, associationTypeId }.
 * @param {Context} context
 */
function associateLabeled({ store, params, body }) {
  const [fromRef, fromId, toRef, toId] = params;
  if (!Array.isArray(body) || !body.length) throw missingFields(["associationCategory", "associationTypeId"]);
  const from = store.type(fromRef);
  const to = store.type(toRef);
  const { forward } = store.associate(
    from,
    fromId,
    to,
    toId,
    body.map((spec) => Number(spec?.associationTypeId)),
  );
  return json(
    {
      fromObjectTypeId: from.objectTypeId,
      fromObjectId: Number(fromId),
      toObjectTypeId: to.objectTypeId,
      toObjectId: Number(toId),
      labels: forward.map((type) => type.label).filter(Boolean),
    },
    201,
  );
}

/**
 * One page of the associated records, ids ascending. `toObjectId` is a number in v4. A record that does
 * not exist simply has no associations (an empty page; HubSpot's answer for it is not documented).
 * @param {Context} context
 */
function listAssociations({ store, params, query, limits, origin }) {
  const [fromRef, fromId, toRef] = params;
  const limit = pageSize(query.get("limit"), limits.associationsPage, limits.associationsPage);
  const after = query.get("after");
  const all = store.associationsOf(fromRef, fromId, toRef).filter((a) => !after || Number(a.toId) >= Number(after));
  const page = all.slice(0, limit);
  const next = all[limit]?.toId;
  return json({
    results: page.map((a) => ({ toObjectId: Number(a.toId), associationTypes: a.types.map(typeOut) })),
    ...(next
      ? { paging: { next: { after: next, link: `${origin}/crm/v4/objects/${fromRef}/${fromId}/associations/${toRef}?after=${next}` } } }
      : {}),
  });
}

/** DELETE …/associations/{toObjectType}/{toObjectId}: every association between the two, both ways. @param {Context} context */
function dissociate({ store, params }) {
  const [fromRef, fromId, toRef, toId] = params;
  store.dissociate(fromRef, fromId, toRef, toId);
  return json(undefined, 204);
}

/**
 * POST /crm/v4/associations/{from}/{to}/batch/read: each input's associated records (a page of 500 from its
 * own `after`); an id without any comes back as HubSpot's NO_ASSOCIATIONS_FOUND error in a 207
 * (captured answers: "No company is associated with contact 1.").
 * @param {Context} context
 */
function batchRead({ store, params, body, limits }) {
  const [fromRef, toRef] = params;
  const from = store.type(fromRef);
  const to = store.type(toRef);
  const startedAt = isoNow(store.clock);
  if (!body || !Array.isArray(body.inputs)) throw missingFields(["inputs"]);
  if (body.inputs.length > limits.associationsBatch)
    throw validationError(
      `The maximum number of inputs supported in a batch is ${limits.associationsBatch}. Please reduce the number of items and try again`,
    );
  const results = [];
  const errors = [];
  for (const input of body.inputs) {
    const id = String(input?.id);
    const after = input?.after;
    const all = store.associationsOf(from, id, to).filter((a) => !after || Number(a.toId) >= Number(after));
    if (!all.length) {
      errors.push({
        status: "error",
        category: "OBJECT_NOT_FOUND",
        subCategory: "crm.associations.NO_ASSOCIATIONS_FOUND",
        message: `No ${to.singular} is associated with ${from.singular} ${id}.`,
        context: { fromObjectId: [id], fromObjectType: [from.singular], toObjectType: [to.singular] },
      });
      continue;
    }
    const page = all.slice(0, limits.associationsPage);
    const next = all[limits.associationsPage]?.toId;
    results.push({
      from: { id },
      to: page.map((a) => ({ toObjectId: Number(a.toId), associationTypes: a.types.map(typeOut) })),
      ...(next ? { paging: { next: { after: next } } } : {}),
    });
  }
  const completedAt = isoNow(store.clock);
  if (!errors.length) return json({ status: "COMPLETE", results, startedAt, completedAt });
  return json({ status: "COMPLETE", results, numErrors: errors.length, errors, startedAt, completedAt }, 207);
}

/**
 * POST /crm/v4/associations/{from}/{to}/batch/associate/default: the default association of each input's
 * pair, as the single PUT makes it, answered as HubSpot documents it (status COMPLETE, one result per
 * direction). A pair that cannot be associated fails the whole batch here (HubSpot may answer 207 with
 * the rest made; its form is not documented). The batch read's input limit is assumed for it too.
 * @param {Context} context
 */
function batchAssociateDefault({ store, params, body, limits }) {
  const [fromRef, toRef] = params;
  const startedAt = isoNow(store.clock);
  if (!body || !Array.isArray(body.inputs)) throw missingFields(["inputs"]);
  if (body.inputs.length > limits.associationsBatch)
    throw validationError(
      `The maximum number of inputs supported in a batch is ${limits.associationsBatch}. Please reduce the number of items and try again`,
    );
  const results = body.inputs.flatMap((input) => {
    const fromId = String(input?.from?.id);
    const toId = String(input?.to?.id);
    const { forward, inverse } = store.associate(fromRef, fromId, toRef, toId);
    return [
      ...forward.map((type) => ({ from: { id: fromId }, to: { id: toId }, associationSpec: specOut(type) })),
      ...inverse.map((type) => ({ from: { id: toId }, to: { id: fromId }, associationSpec: specOut(type) })),
    ];
  });
  return json({ status: "COMPLETE", results, startedAt, completedAt: isoNow(store.clock) });
}

/** @type {import("./request.mjs").Route[]} */
export const associationRoutes = [
  route("PUT", new RegExp(`${OBJECT}/default/([^/]+)/([^/]+)$`), associateDefault),
  route("PUT", new RegExp(`${OBJECT}/([^/]+)/([^/]+)$`), associateLabeled),
  route("GET", new RegExp(`${OBJECT}/([^/]+)$`), listAssociations),
  route("DELETE", new RegExp(`${OBJECT}/([^/]+)/([^/]+)$`), dissociate),
  route("POST", /^\/crm\/v4\/associations\/([^/]+)\/([^/]+)\/batch\/read$/, batchRead),
  route("POST", /^\/crm\/v4\/associations\/([^/]+)\/([^/]+)\/batch\/associate\/default$/, batchAssociateDefault),
];
