// Shared setup of the offer request tests: the demo's stateful fake API, a cart of fixture articles
// put there as the product page would, the element mounted over it, every POST deal recorded, and
// helpers that fill the contact details as a visitor would.
import { waitFor, within } from "@testing-library/dom";
import { http } from "msw";
import "../../../widgets/request-offer/element.ts";
import type { CreateDealBody, OrderItemBody } from "../../../core/api/request-schemas.ts";
import { $offerDraft, emptyOfferDraft } from "../../../widgets/request-offer/draft.ts";
import { typeAndBlur } from "../../support/dom.ts";
import { mountElement, useElementSuite, type Queries } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";
import { addToCart } from "../../support/order-items.ts";

/** The bodies of POST deal in this test, in order (the fake answers them as usual). */
export let dealRequests: CreateDealBody[] = [];
export let orderItemPosts: OrderItemBody[] = [];

export const CART_SESSION = "offer-test-cart";

export function useOfferSetup(): void {
  useElementSuite({
    session: CART_SESSION,
    beforeEach: () => {
      dealRequests = [];
      orderItemPosts = [];
      // Record, then let the fake handle it (a resolver that returns nothing passes the request on).
      useHandlers(
        http.post("*/_hcms/api/deal", async ({ request }) => void dealRequests.push((await request.clone().json()) as CreateDealBody)),
        http.post(
          "*/_hcms/api/objects/order-items/post",
          async ({ request }) => void orderItemPosts.push((await request.clone().json()) as OrderItemBody),
        ),
      );
    },
    afterEach: () => $offerDraft.set(emptyOfferDraft()),
  });
}

/** Puts fixture articles into the visitor's cart through the fake API, as the product page would. */
export async function seedCart(lines: [articleId: string, amount: number][] = [["1001", 3]]): Promise<void> {
  await addToCart(lines);
  orderItemPosts = [];
}

export const guestBlock = (overrides: Record<string, unknown> = {}) => ({
  language: "de",
  baseUrl: "",
  geoLocation: "de",
  loggedIn: false,
  contactid: null,
  ansprechpartner_id: null,
  shop: {
    name: "Archivbedarf Müller GmbH",
    addressLines: ["Großbeerenstraße 12", "10963 Berlin"],
    contactLines: ["+49 30 1234567", "angebote@archivbedarf.example"],
    contact: ["Jürgen Weiß", "+49 30 1234568", "j.weiss@archivbedarf.example"],
  },
  ...overrides,
});

export const contactBlock = (overrides: Record<string, unknown> = {}) =>
  guestBlock({ loggedIn: true, contactid: "7001", ansprechpartner_id: "8001", ...overrides });

/** Mounts <shop-request-offer> and waits for its heading. */
export const mountOffer = (data: unknown = guestBlock()) =>
  mountElement("shop-request-offer", data, (q) => q.findByRole("heading", { level: 2 }, { timeout: 5000 }));

export type { Queries };

/** The contact details block (a group named by its legend). */
export const contactGroup = (q: Queries) =>
  within(q.getByRole("group", { name: /Ihre Kontaktdaten|Your contact details|Vos coordonnées/ }));

export const CONTACT = {
  Vorname: "Anna",
  Nachname: "Muster",
  "E-Mail": "anna@example.org",
  "Straße und Hausnummer": "Archivstraße 1",
  Postleitzahl: "10115",
  Ort: "Berlin",
};

/** The next frame: what was typed has rendered, as it has before a person's next click. */
export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

export const textbox = (q: Queries, label: string) =>
  contactGroup(q).getByRole("textbox", { name: new RegExp(`^${label}`) }) as HTMLInputElement;

/** Types the contact details (a private customer by default). */
export async function fillContact(q: Queries, values: Record<string, string> = CONTACT): Promise<void> {
  for (const [label, value] of Object.entries(values)) typeAndBlur(textbox(q, label), value);
  await nextFrame();
}

/** Chooses an option of a select as a person would. */
export function choose(control: HTMLSelectElement, value: string): void {
  control.value = value;
  control.dispatchEvent(new Event("change", { bubbles: true }));
  control.dispatchEvent(new FocusEvent("blur"));
}

/** The control that has focus inside the element. */
export const focused = (el: HTMLElement) => el.shadowRoot!.activeElement;

/** Waits for the confirmation (role=status) and gives back its text. */
export async function confirmation(q: Queries): Promise<string> {
  const status = await q.findByRole("status", {}, { timeout: 5000 });
  return status.textContent ?? "";
}

export { waitFor };
