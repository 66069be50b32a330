// Shared setup of the tracking tests: the element over the fake delivery endpoint (demo/mocks/handlers-delivery.ts),
// a record of its requests, the page's query string for link tests, and the demo orders' numbers.
import { waitFor } from "@testing-library/dom";
import { http } from "msw";
import "../../../widgets/tracking/element.ts";
import { mountElement, type Queries, useElementSuite } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";

export function useTrackingSetup(): void {
  useElementSuite({ afterEach: () => history.replaceState(null, "", location.pathname) });
}

/** The fixed demo orders (handlers-delivery.ts). */
export const DEMO = {
  delivered: { orderNumber: "AB-2026-90001", postcode: "10115" },
  outForDelivery: { orderNumber: "AB-2026-90002", postcode: "80331" },
  failed: { orderNumber: "AB-2026-90003", postcode: "1010" },
  returned: { orderNumber: "AB-2026-90004", postcode: "50667" },
  forwarder: { orderNumber: "AB-2026-90005", postcode: "20095" },
  preparing: { orderNumber: "AB-2026-90006", postcode: "04109" },
};

/** Every delivery request's query, as sent. */
export function recordDeliveryRequests(): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  useHandlers(
    http.get("*/_hcms/api/delivery", ({ request }) => {
      calls.push(new URL(request.url).searchParams);
    }),
  );
  return calls;
}

export const trackingBlock = (overrides: Record<string, unknown> = {}) => ({ language: "de", baseUrl: "", ...overrides });

/** Mounts <shop-tracking> and waits for its heading. */
export const mountTracking = (data: unknown = trackingBlock()) =>
  mountElement("shop-tracking", data, (q) => q.findByRole("heading", { level: 2 }, { timeout: 5000 }));

/** Types into a field found by its label. */
export function type(q: Queries, label: string | RegExp, text: string): void {
  const input = q.getByLabelText(label) as HTMLInputElement;
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Finds by order number and postcode, as a guest types them (the fields by id: any language). */
export async function findOrder(q: Queries, order: { orderNumber: string; postcode: string }, button = "Sendung suchen") {
  for (const [id, text] of [
    ["tracking-order", order.orderNumber],
    ["tracking-postcode", order.postcode],
  ] as const) {
    const input = q.getAllByRole("textbox").find((i) => i.id === id) as HTMLInputElement;
    input.value = text;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }
  q.getByRole("button", { name: button }).click();
}

/** Chooses to find by tracking number and waits for its field. */
export async function chooseNumberWay(q: Queries): Promise<void> {
  q.getByRole("radio", { name: "Sendungsnummer" }).click();
  await q.findByLabelText(/^Sendungsnummer\s*\*$/);
}

/** Waits for the heading of an order found. */
export const orderHeading = (q: Queries, number: string) =>
  q.findByRole("heading", { level: 3, name: `Bestellung ${number}` }, { timeout: 5000 });

/** The element's visible text, spaces collapsed. */
export const textOf = (el: HTMLElement) => (el.shadowRoot!.textContent ?? "").replace(/[ \t\n]+/g, " ");

export { waitFor };
