// Reading a deal back as a request (path and query), apart from its schema: the client sends it
// (core/api/deal.ts) and the thank-you page's loader may send the same one first (widgets/thank-you/early.ts).

/** GET deal/get: the deal with this id. */
export const dealRequest = (dealId: string) => ({ path: "deal/get", query: { dealId } });
