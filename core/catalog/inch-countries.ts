// Apart from the product page's properties list (product-properties.ts), so the configurators, which
// pick their default unit by it, do not load that list.

/** Countries whose visitors read measures in inches (specification section 3). */
export const INCH_COUNTRIES: readonly string[] = ["us", "gb", "lr", "mm"];
