// The packaging cost's read as a request (path and query), apart from its schema: the client sends it
// (core/api/packaging-cost.ts, for the cart, the order summary and the configurators), and the
// configurators' loaders may send the same one before the element's code has arrived (their early.ts).

/** GET packaging-cost?country&deliveryType&lines. */
export const packagingCostRequest = (call: { country: string; deliveryType: string; lines: number }) => ({
  path: "packaging-cost",
  query: { country: call.country, deliveryType: call.deliveryType, lines: call.lines },
});
