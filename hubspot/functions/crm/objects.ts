// CRM records through HubSpot's v3 objects and v4 associations APIs, within their documented limits:
// a batch read holds at most 100 ids, a search page at most 200 records and a search reaches at most
// 10,000 (docs/decisions/hubspot-functions.md#limits).
import { type Crm, CrmError } from "./client.ts";

/** A CRM record as HubSpot answers it: property values are strings, or null when unset. */
export interface CrmRecord {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
}

export const BATCH_READ_MAX = 100;
export const SEARCH_PAGE_MAX = 200;
export const SEARCH_RESULTS_MAX = 10_000;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The records with the given ids (or values of a unique `idProperty`), in at most 100 per request;
 * ids HubSpot does not know are left out (its 207 answer lists them as errors).
 */
export async function batchRead(
  crm: Crm,
  type: string,
  ids: readonly string[],
  properties: readonly string[],
  idProperty?: string,
): Promise<CrmRecord[]> {
  const unique = [...new Set(ids)];
  const records: CrmRecord[] = [];
  for (const chunk of chunks(unique, BATCH_READ_MAX)) {
    const answer = await crm.request<{ results: CrmRecord[] }>({
      method: "POST",
      path: `/crm/v3/objects/${type}/batch/read`,
      body: { inputs: chunk.map((id) => ({ id })), properties, ...(idProperty ? { idProperty } : {}) },
    });
    records.push(...(answer?.results ?? []));
  }
  return records;
}

/** One record by id (or a unique `idProperty`), or undefined when HubSpot has none. */
export function getRecord(crm: Crm, type: string, id: string, properties: readonly string[], idProperty?: string) {
  return crm.request<CrmRecord>(
    { path: `/crm/v3/objects/${type}/${encodeURIComponent(id)}`, query: { properties: properties.join(","), idProperty } },
    { missing: true },
  );
}

export const LIST_PAGE_MAX = 100;

/**
 * Every record of a type, page by page (100 a page): for a small object read whole (the category
 * tree), where a search would add its index delay and its rate limit for nothing.
 */
export async function listAll(crm: Crm, type: string, properties: readonly string[]): Promise<CrmRecord[]> {
  const records: CrmRecord[] = [];
  let after: string | undefined;
  do {
    const page = await crm.request<{ results: CrmRecord[]; paging?: { next?: { after: string } } }>({
      path: `/crm/v3/objects/${type}`,
      query: { limit: LIST_PAGE_MAX, properties: properties.join(","), after },
    });
    records.push(...(page?.results ?? []));
    after = page?.paging?.next?.after;
  } while (after);
  return records;
}

export interface SearchFilter {
  propertyName: string;
  operator: "EQ" | "NEQ" | "LT" | "LTE" | "GT" | "GTE" | "IN" | "NOT_IN" | "HAS_PROPERTY" | "NOT_HAS_PROPERTY" | "CONTAINS_TOKEN";
  value?: string;
  values?: string[];
}

/**
 * Every record a search finds, page by page (200 a page), sorted by id so paging is stable. A search
 * that finds more than HubSpot lets one page through (10,000) is refused here rather than cut short.
 */
export async function searchAll(
  crm: Crm,
  type: string,
  filterGroups: { filters: SearchFilter[] }[],
  properties: readonly string[],
): Promise<CrmRecord[]> {
  const records: CrmRecord[] = [];
  let after: string | undefined;
  do {
    const page = await crm.request<{ total: number; results: CrmRecord[]; paging?: { next?: { after: string } } }>({
      method: "POST",
      path: `/crm/v3/objects/${type}/search`,
      body: {
        filterGroups,
        properties,
        sorts: [{ propertyName: "hs_object_id", direction: "ASCENDING" }],
        limit: SEARCH_PAGE_MAX,
        ...(after ? { after } : {}),
      },
    });
    if (!page) break;
    if (page.total > SEARCH_RESULTS_MAX) throw new CrmError(400, `/crm/v3/objects/${type}/search`, { message: `${page.total} results` });
    records.push(...page.results);
    after = page.paging?.next?.after;
  } while (after);
  return records;
}

/**
 * The first `limit` records a search finds in the order of `sorts` (one page, so at most 200): for "the
 * newest ten", where paging through every match would spend searches for nothing.
 */
export async function searchFirst(
  crm: Crm,
  type: string,
  filterGroups: { filters: SearchFilter[] }[],
  properties: readonly string[],
  sorts: { propertyName: string; direction: "ASCENDING" | "DESCENDING" }[],
  limit: number,
): Promise<CrmRecord[]> {
  const page = await crm.request<{ results: CrmRecord[] }>({
    method: "POST",
    path: `/crm/v3/objects/${type}/search`,
    body: { filterGroups, properties, sorts, limit: Math.min(limit, SEARCH_PAGE_MAX) },
  });
  return page?.results ?? [];
}

/** A create refused because a unique property's value exists already (HubSpot's 409). */
export class CrmRecordConflict extends CrmError {}

/** Creates a record; a unique value that exists already throws CrmRecordConflict. */
export async function createRecord(crm: Crm, type: string, properties: Record<string, string>): Promise<CrmRecord> {
  const record = await crm
    .request<CrmRecord>({ method: "POST", path: `/crm/v3/objects/${type}`, body: { properties } })
    .catch((error: unknown) => {
      throw error instanceof CrmError && error.status === 409 ? new CrmRecordConflict(409, error.path, error.body) : error;
    });
  if (!record) throw new CrmError(502, `/crm/v3/objects/${type}`, { message: "no record in the answer" });
  return record;
}

/** Changes a record's properties. */
export async function updateRecord(crm: Crm, type: string, id: string, properties: Record<string, string>): Promise<void> {
  await crm.request({ method: "PATCH", path: `/crm/v3/objects/${type}/${encodeURIComponent(id)}`, body: { properties } });
}

/** Archives a record (HubSpot's DELETE). */
export async function archiveRecord(crm: Crm, type: string, id: string): Promise<void> {
  await crm.request({ method: "DELETE", path: `/crm/v3/objects/${type}/${encodeURIComponent(id)}` });
}

/** Links two records with the default association of their types (associations v4). */
export async function associate(crm: Crm, fromType: string, fromId: string, toType: string, toId: string): Promise<void> {
  await crm.request({ method: "PUT", path: `/crm/v4/objects/${fromType}/${fromId}/associations/default/${toType}/${toId}` });
}

/** Links each `fromId` to its `toId` with the default association, 100 pairs a request (associations v4 batch). */
export async function associateAll(
  crm: Crm,
  fromType: string,
  toType: string,
  pairs: readonly { fromId: string; toId: string }[],
): Promise<void> {
  for (const chunk of chunks(pairs, BATCH_READ_MAX))
    await crm.request({
      method: "POST",
      path: `/crm/v4/associations/${fromType}/${toType}/batch/associate/default`,
      body: { inputs: chunk.map((p) => ({ from: { id: p.fromId }, to: { id: p.toId } })) },
    });
}

/** The ids of the `toType` records associated with a record, every page. */
export async function associatedIds(crm: Crm, fromType: string, fromId: string, toType: string): Promise<string[]> {
  const ids: string[] = [];
  let after: string | undefined;
  do {
    const page = await crm.request<{ results: { toObjectId: string | number }[]; paging?: { next?: { after: string } } }>(
      { path: `/crm/v4/objects/${fromType}/${fromId}/associations/${toType}`, query: { limit: 500, after } },
      { missing: true },
    );
    ids.push(...(page?.results ?? []).map((r) => String(r.toObjectId)));
    after = page?.paging?.next?.after;
  } while (after);
  return ids;
}
