// The country an order on screen is priced and taxed for (checkout, offer request): the one the
// shopper typed, else the visitor's. No dependencies: the elements' loaders guess with it too.

/** The delivery country, lower case: the typed address's, else the block's geoLocation. */
export const orderCountry = (typed: string, geoLocation: string): string => (typed || geoLocation).toLowerCase();
