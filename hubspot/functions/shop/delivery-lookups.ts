// The three ways `delivery` finds orders (docs/decisions/hubspot-delivery.md#finding-the-orders):
// - order number and postcode: the number holds the deal's id (AB-<year>-<id>, shop/deals.ts), so the
//   deal is read by id, no search; the delivery address's postcode must match, and five wrong ones
//   within ten minutes lock the order's look-up (core/api/attempt-limits.ts), kept on the deal;
// - tracking number: one search of the deals' shop_tracking_numbers (the ERP writes a parcel's number
//   hours before a shopper has it, so the search index's delay does not matter);
// - contact: the contact's active contact persons (as ansprechpartner/get finds them) and one search of
//   the orders naming them (section 3's ansprechpartner_id), newest first, at most ten.
// Every refusal is the contract's: 404 not_found never says whether the number or the postcode was wrong.
import { attemptWindow, DELIVERY_LOOKUP_LIMIT } from "../../../core/api/attempt-limits.ts";
import { DELIVERY_ERROR_CODES } from "../../../core/api/delivery.ts";
import { compactNumber } from "../../../core/tracking/tracking-number.ts";
import { Refusal } from "../answer.ts";
import type { Crm } from "../crm/client.ts";
import { type CrmRecord, getRecord, searchFirst, updateRecord } from "../crm/objects.ts";
import { activeContactPersons, isRecordId } from "./contact-persons.ts";
import { attemptTimes } from "./contacts.ts";
import { DEAL_TYPE } from "./deals.ts";
import { type ErpParcel, erpParcels, isOrder, orderNumberOf, parcelKey, SHIPMENT_PROPERTIES } from "./shipments.ts";

/** The orders a contact sees: the newest ten. */
export const RECENT_ORDERS = 10;

const notFound = () => new Refusal(404, DELIVERY_ERROR_CODES.notFound, "No such order or parcel");

/** Postcodes compared as people type them: without spaces, in capitals. */
const samePostcode = (a: string, b: string) => a.replace(/\s+/g, "").toUpperCase() === b.replace(/\s+/g, "").toUpperCase();

/** The shop's number of an order: AB, the year, the deal's id. */
const ORDER_NUMBER = /^AB-\d{4}-(\d{1,18})$/i;

/** The order with this number, when the postcode is its delivery address's; else 404, or 429 once its look-up is locked. */
export async function orderByNumber(crm: Crm, orderNumber: string, postcode: string, now: number): Promise<CrmRecord> {
  const id = ORDER_NUMBER.exec(orderNumber)?.[1];
  const record = id ? await getRecord(crm, DEAL_TYPE, id, SHIPMENT_PROPERTIES) : undefined;
  if (!record || !isOrder(record) || orderNumberOf(record) !== orderNumber.toUpperCase()) throw notFound();
  const { recent, retryAfterSeconds } = attemptWindow(attemptTimes(record.properties.shop_lookup_attempts), now, DELIVERY_LOOKUP_LIMIT);
  if (retryAfterSeconds)
    throw new Refusal(429, DELIVERY_ERROR_CODES.tooManyRequests, "Too many look-ups of this order", { retryAfterSeconds });
  if (samePostcode(record.properties.delivery_address_post_code ?? "", postcode)) return record;
  await updateRecord(crm, DEAL_TYPE, record.id, { shop_lookup_attempts: JSON.stringify([...recent, now]) });
  throw notFound();
}

/** The order one of whose parcels has this number (of this carrier, when one is named), with that parcel; else 404. */
export async function orderByTrackingNumber(
  crm: Crm,
  trackingNumber: string,
  carrier: string | undefined,
): Promise<{ record: CrmRecord; parcel: ErpParcel }> {
  const number = compactNumber(trackingNumber);
  const records = await searchFirst(
    crm,
    DEAL_TYPE,
    [
      {
        filters: [
          { propertyName: "shop_tracking_numbers", operator: "CONTAINS_TOKEN", value: number },
          { propertyName: "shop_deal_type", operator: "EQ", value: "order" },
        ],
      },
    ],
    SHIPMENT_PROPERTIES,
    [{ propertyName: "createdate", direction: "DESCENDING" }],
    5,
  );
  for (const record of records) {
    const parcel = erpParcels(record).find((p) => parcelKey(p) === number && (!carrier || p.carrier === carrier));
    if (parcel) return { record, parcel };
  }
  throw notFound();
}

/** The contact's newest orders (at most ten); none for a contact unknown or without an active contact person. */
export async function ordersOfContact(crm: Crm, contactId: string): Promise<CrmRecord[]> {
  if (!isRecordId(contactId)) return [];
  const persons = await activeContactPersons(crm, contactId);
  const ids = [...new Set(persons.map((p) => p.properties.ansprechpartner_id).filter((id): id is string => !!id))];
  if (ids.length === 0) return [];
  return searchFirst(
    crm,
    DEAL_TYPE,
    [
      {
        filters: [
          // HubSpot compares IN's string values in lower case.
          { propertyName: "ansprechpartner_id", operator: "IN", values: ids.map((id) => id.toLowerCase()) },
          { propertyName: "shop_deal_type", operator: "EQ", value: "order" },
        ],
      },
    ],
    SHIPMENT_PROPERTIES,
    [{ propertyName: "createdate", direction: "DESCENDING" }],
    RECENT_ORDERS,
  );
}
