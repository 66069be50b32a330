// The shop routes load the elements' scripts from their HTML, beside the demo's own script, as a CMS
// page does (docs/decisions/demo-element-scripts.md). The fake API they ask runs in the page (the msw
// worker demo/app.ts starts, with the cart and order the query seeds), so until it answers an API
// request waits here instead of reaching the network; a real shop's API is there from the start.

/** The event demo/app.ts sends once the fake API answers. */
export const API_READY = "shop-demo-api-ready";

/** Holds the page's fetches under /_hcms/api/ until API_READY; the frame calls it before any element's script runs. */
export function holdApiRequests(): void {
  const send = window.fetch.bind(window);
  const ready = new Promise((resolve) => window.addEventListener(API_READY, resolve, { once: true }));
  const isApi = (input: RequestInfo | URL) =>
    new URL(input instanceof Request ? input.url : input, location.href).pathname.startsWith("/_hcms/api/");
  window.fetch = (input, init) => (isApi(input) ? ready.then(() => send(input, init)) : send(input, init));
}
