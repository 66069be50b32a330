// Google Tag Manager's way (developers.google.com/analytics/devguides/collection/ga4/ecommerce?client_type=gtm):
// an e-commerce event is pushed as `{ event, ecommerce }` after `{ ecommerce: null }`, so the previous
// event's items do not merge into it; other events with their parameters beside `event`. Called only
// with the visitor's consent (report.ts).

export function pushToDataLayer(event: string, params: object, ecommerce: boolean): void {
  const page = window as unknown as { dataLayer?: unknown };
  page.dataLayer ??= [];
  const layer = page.dataLayer as { push?: (...entries: unknown[]) => unknown };
  if (typeof layer.push !== "function") return;
  if (!ecommerce) {
    layer.push({ event, ...params });
    return;
  }
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce: params });
}
