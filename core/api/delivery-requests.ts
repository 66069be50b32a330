// The delivery search as a request (path and query), apart from its schemas: the client sends it
// (core/api/delivery.ts) and the tracking page's loader may send the same one first, when the page's
// link or the block already names what to find (widgets/tracking/early.ts).

/** The three ways to find a shipment. */
export type DeliveryQuery = { orderNumber: string; postcode: string } | { trackingNumber: string; carrier: string } | { contactId: string };

/** GET delivery: the orders and parcels the query finds, in the language's wording. */
export const deliveryRequest = (query: DeliveryQuery, language: string) => ({ path: "delivery", query: { ...query, language } });
