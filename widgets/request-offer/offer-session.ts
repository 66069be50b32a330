// The offer sessions a configurator prepares. No dependencies: the offer request's loader checks a
// block's `session` with it before the element's schema has seen it (early.ts).

/** An offer session's id as configurators make them: `offer-` and a request id (core/order/request-id.ts). */
export const OFFER_SESSION = /^offer-[A-Za-z0-9-]{8,80}$/;
