// The delivery endpoint (docs/api.md#delivery): the shipments of orders found by order number and
// postcode, by tracking number, or as a logged-in contact's recent orders, each parcel with its
// carrier's status now where the carrier has an API (docs/decisions/hubspot-delivery.md). The carriers'
// keys are the function's secrets; a carrier that fails never fails the answer.
import { DELIVERY_ERROR_CODES } from "../../../core/api/delivery.ts";
import { compactNumber } from "../../../core/tracking/tracking-number.ts";
import { json, Refusal } from "../answer.ts";
import { CARRIER_SECRETS } from "../carriers/live-status.ts";
import { defineFunction } from "../serve.ts";
import { orderByNumber, orderByTrackingNumber, ordersOfContact } from "../shop/delivery-lookups.ts";
import { currentParcels, type FoundOrder, type LiveContext } from "../shop/parcel-status.ts";
import { deliveryOrder, erpParcels } from "../shop/shipments.ts";

const delivery = defineFunction({
  path: "delivery",
  secrets: CARRIER_SECRETS,
  async handle({ query, param, crm, secret }) {
    const now = Date.now();
    const orderNumber = query.orderNumber?.trim();
    const postcode = query.postcode?.trim();
    const trackingNumber = compactNumber(query.trackingNumber ?? "");
    const contactId = query.contactId?.trim();
    let found: FoundOrder[];
    if (orderNumber && postcode) {
      const record = await orderByNumber(crm, orderNumber, postcode, now);
      found = [{ record, parcels: erpParcels(record) }];
    } else if (trackingNumber) {
      const { record, parcel } = await orderByTrackingNumber(crm, trackingNumber, query.carrier);
      found = [{ record, parcels: [parcel] }];
    } else if (contactId) {
      found = (await ordersOfContact(crm, contactId)).map((record) => ({ record, parcels: erpParcels(record) }));
    } else {
      throw new Refusal(422, DELIVERY_ERROR_CODES.invalidQuery, "Name an order number and postcode, a tracking number or a contact");
    }
    const context: LiveContext = { secret, language: param("language") as LiveContext["language"], now };
    const parcels = await currentParcels(crm, found, context);
    return json(200, { orders: found.map(({ record }) => deliveryOrder(record, parcels.get(record.id) ?? [])) });
  },
});

export const functions = [delivery];
