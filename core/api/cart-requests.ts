// The cart's reads as requests (path and query), apart from their schemas: the client sends them
// (core/api/cart.ts), and the loaders of the header, cart, checkout and offer request may send the
// same ones before the element's code has arrived (core/cart/early-cart.ts), so both build them alike.

/** GET objects/order-items/get: the session's order items, priced for the company and country. */
export const cartRequest = (call: { sessionId: string; companyId: string | null; geoLocation: string; language: string }) => ({
  path: "objects/order-items/get",
  query: { sessionid: call.sessionId, companyId: call.companyId ?? undefined, geoLocation: call.geoLocation, language: call.language },
});

/** GET vat: the VAT option of an order delivered to the country. */
export const vatOptionRequest = (country: string) => ({ path: "vat", query: { country } });
