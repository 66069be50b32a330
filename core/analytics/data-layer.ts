// Google Tag Manager's way (developers.google.com/analytics/devguides/collection/ga4/ecommerce?client_type=gtm):
// each e-commerce event is pushed after `{ ecommerce: null }`, so the previous event's items do not
// merge into it. Called only with the visitor's consent (report.ts).

export function pushToDataLayer(event: string, ecommerce: object): void {
  const page = window as unknown as { dataLayer?: unknown };
  page.dataLayer ??= [];
  const layer = page.dataLayer as { push?: (...entries: unknown[]) => unknown };
  if (typeof layer.push !== "function") return;
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce });
}
