// How the tracking element is asked to find a shipment before the shopper types anything (issue 13):
// the thank-you page links to it with `?order=<number>&postcode=<pc>`, a shipping e-mail with
// `?tracking=<number>`. Such a link fills the form and searches at once.

export type FindWay = "contact" | "order" | "number";

export type PageQuery = { way: "order"; orderNumber: string; postcode: string } | { way: "number"; trackingNumber: string };

/** The search the page's parameters ask for, or null when they name none completely. */
export function pageQuery(search: string): PageQuery | null {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name)?.trim() ?? "";
  const orderNumber = value("order");
  const postcode = value("postcode");
  if (orderNumber && postcode) return { way: "order", orderNumber, postcode };
  const trackingNumber = value("tracking");
  return trackingNumber ? { way: "number", trackingNumber } : null;
}

/** The tracking page's URL for one order, as the thank-you page links to it. */
export function orderTrackingUrl(trackingUrl: string, orderNumber: string, postcode: string): string {
  const query = new URLSearchParams({ order: orderNumber, postcode });
  return `${trackingUrl}${trackingUrl.includes("?") ? "&" : "?"}${query}`;
}
