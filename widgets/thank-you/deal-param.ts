// The deal the checkout sends the shopper here with (`?deal=`). No dependencies: the thank-you
// page's loader reads it too (early.ts).

/** The `deal` parameter of the page's query, trimmed; null when it names none. */
export const dealParam = (search: string): string | null => new URLSearchParams(search).get("deal")?.trim() || null;
