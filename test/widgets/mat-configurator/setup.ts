// Shared setup of the mat configurator tests: the demo's fake API (boards, formats, ppt-price), every
// ppt-price request and order item post recorded, the page's query put back after each test, and
// helpers that type and choose as a shopper would.
import { waitFor } from "@testing-library/dom";
import { http } from "msw";
import type { OrderItemBody } from "../../../core/api/request-schemas.ts";
import "../../../widgets/mat-configurator/element.ts";
import { typeInto } from "../../support/dom.ts";
import { mountElement, type Queries, useElementSuite } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";

/** The query of each ppt-price request in this test, in order. */
export let priceRequests: URLSearchParams[] = [];
export let orderItemPosts: OrderItemBody[] = [];

const START = location.pathname;

export function useMatSetup(): void {
  useElementSuite({
    session: "mat-test",
    beforeEach: () => {
      priceRequests = [];
      orderItemPosts = [];
      history.replaceState(null, "", START);
      useHandlers(
        http.get("*/_hcms/api/ppt-price", ({ request }) => void priceRequests.push(new URL(request.url).searchParams)),
        http.post(
          "*/_hcms/api/objects/order-items/post",
          async ({ request }) => void orderItemPosts.push((await request.clone().json()) as OrderItemBody),
        ),
      );
    },
    afterEach: () => history.replaceState(null, "", START),
  });
}

export const matBlock = (change: Record<string, unknown> = {}) => ({ language: "de", baseUrl: "", geoLocation: "de", ...change });

/** Mounts the configurator and waits until its form is there. */
export async function mountMat(block: unknown = matBlock()) {
  const { el, q } = await mountElement("shop-mat-configurator", block, (q) => q.findByRole("combobox"));
  return { el, q };
}

/** Types `text` into a field as a keyboard would: the value replaced, one input event, focus kept. */
export function type(input: HTMLElement, text: string): void {
  typeInto(input as HTMLInputElement, text);
}

/** A text field by its label's start ("Breite" finds "Breite (mm)"). */
export function field(q: Queries, label: string): HTMLInputElement {
  return q.getByRole("textbox", { name: new RegExp(`^${label.replace(/[()]/g, "\\$&")} \\(`) }) as HTMLInputElement;
}

/** The error text tied to a control by aria-describedby. */
export function messageOf(el: HTMLElement, control: HTMLElement): string {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids
    .map((id) => el.shadowRoot!.getElementById(id))
    .filter((node) => node?.classList.contains("field-error"))
    .map((node) => node!.textContent ?? "")
    .join(" ");
}

/** The drawing's text description (the name of its img). */
export function description(q: Queries): string {
  return q.getByRole("img").getAttribute("aria-label") ?? "";
}

/** Waits until the drawing's description contains `text`. */
export function waitForDescription(q: Queries, text: string): Promise<void> {
  return waitFor(() => {
    const now = description(q);
    if (!now.includes(text)) throw new Error(`description "${now}" lacks "${text}"`);
  });
}

/** Chooses a radio by its label, and waits for the render that follows. */
export async function choose(q: Queries, name: string | RegExp): Promise<void> {
  (await q.findByRole("radio", { name })).click();
  await new Promise((resolve) => setTimeout(resolve));
}
