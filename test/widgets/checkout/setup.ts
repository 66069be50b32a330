// Shared setup of the checkout tests: the demo's stateful fake API with a cart of fixture articles,
// the checkout mounted over it, and helpers that fill its steps as a shopper would.
import { expect } from "chai";
import { waitFor, within } from "@testing-library/dom";
import { sendKeys, skipWhereKeysCannotEnterFrames } from "../../support/commands";
import { http } from "msw";
import "../../../widgets/checkout/element.ts";
import { emptyAddressForm, type AddressForm } from "../../../core/address/validation.ts";
import type { CreateDealBody, DealPaymentMethodBody } from "../../../core/api/request-schemas.ts";
import { navigation } from "../../../core/element/navigate.ts";
import { DEAL_ENDPOINTS } from "../../../demo/mocks/handlers-deal.ts";
import { PAYMENT_ENDPOINTS } from "../../../demo/mocks/handlers-payment.ts";
import { $checkoutDraft, emptyDraft } from "../../../widgets/checkout/draft.ts";
import { typeAndBlur } from "../../support/dom.ts";
import { mountElement, useElementSuite, type Queries } from "../../support/element-suite.ts";
import { HOSTED_FIELDS_URL } from "../../support/hosted-fields.ts";
import { useHandlers } from "../../support/msw.ts";
import { addToCart } from "../../support/order-items.ts";

const originalGo = navigation.go;
export let visited: string[] = [];

export function useCheckoutSetup(): void {
  useElementSuite({
    session: "checkout",
    beforeEach: () => {
      visited = [];
      navigation.go = (url: string) => void visited.push(url);
    },
    afterEach: () => {
      $checkoutDraft.set(emptyDraft());
      navigation.go = originalGo;
    },
  });
}

/** Puts fixture articles into the session's cart through the fake API, as the product page would. */
export const seedCart = (lines: [articleId: string, amount: number][] = [["1001", 60]]): Promise<void> => addToCart(lines);

/** The shop's card: the sandbox's hosted card fields on their second origin. */
export const CARD = { hostedFields: HOSTED_FIELDS_URL };

/** A checkout data block; its `payment` always offers the card through the sandbox's hosted fields. */
export const checkoutBlock = (overrides: Record<string, unknown> = {}) => ({
  language: "de",
  baseUrl: "",
  geoLocation: "de",
  ...overrides,
  payment: { card: CARD, ...(overrides.payment as object | undefined) },
});

/** Mounts <shop-checkout> and waits for its first step (the data block offers the card unless it says otherwise). */
export async function mountCheckout(data: unknown = checkoutBlock()) {
  const { el, q } = await mountElement("shop-checkout", data, (q) => q.findByRole("heading", { level: 2 }, { timeout: 5000 }));
  await waitFor(() => expect(el.shadowRoot!.querySelector('[aria-busy="true"]'), "a step still loading").to.equal(null), { timeout: 5000 });
  return { el, q };
}

export type { Queries };

/** The invoice address block (a group named by its legend). */
export const invoiceBlock = (q: Queries) =>
  within(q.getByRole("group", { name: /Rechnungsadresse|Invoice address|Adresse de facturation/ }));

/** The same private customer as a stored address block (a draft left by an earlier visit). */
export const ADDRESS_FORM: AddressForm = {
  ...emptyAddressForm("DE"),
  firstName: "Anna",
  lastName: "Muster",
  email: "anna@example.org",
  street: "Archivstraße 1",
  postcode: "10115",
  city: "Berlin",
};

export const ADDRESS = {
  Vorname: "Anna",
  Nachname: "Muster",
  "E-Mail": "anna@example.org",
  "Straße und Hausnummer": "Archivstraße 1",
  Postleitzahl: "10115",
  Ort: "Berlin",
};

/** The next frame: what was typed has rendered, as it has before a person's next click. */
export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** Types a private customer's invoice address into the first step. */
export async function fillInvoice(q: Queries, values: Record<string, string> = ADDRESS): Promise<void> {
  const block = invoiceBlock(q);
  for (const [label, value] of Object.entries(values))
    typeAndBlur(block.getByRole("textbox", { name: new RegExp(`^${label}`) }) as HTMLInputElement, value);
  await nextFrame();
}

/** Presses a button by its name and waits for the next step's heading. */
export async function next(q: Queries, heading: string, button = "Weiter"): Promise<void> {
  q.getByRole("button", { name: button }).click();
  await atStep(q, heading);
}

/**
 * Waits until the step `heading` shows and has focus: the step has rendered and its effects have run,
 * as they have before a person acts on a new step.
 */
export async function atStep(q: Queries, heading: string, timeout = 5000): Promise<void> {
  await waitFor(
    () => {
      const title = q.getByRole("heading", { level: 2 });
      const root = title.getRootNode() as ShadowRoot;
      if (title.textContent !== heading) {
        const invalid = [...root.querySelectorAll('[aria-invalid="true"]')].map(
          (e) => `${e.id}: ${root.getElementById(`${e.id}-error`)?.textContent ?? ""}`,
        );
        throw new Error(`still on ${title.textContent}; invalid: ${invalid.join(", ") || "none"}`);
      }
      if (root.activeElement !== title) throw new Error(`on ${heading}, but focus is on ${root.activeElement?.id ?? "nothing"}`);
      // The later steps' code loads apart (widgets/checkout/load-steps.ts).
      if (root.querySelector('[aria-busy="true"]')) throw new Error(`on ${heading}, still loading`);
    },
    { timeout },
  );
}

/** Walks the address (with the lines' own delivery type) to the payment choice. */
export async function toPayment(q: Queries): Promise<void> {
  await fillInvoice(q);
  await next(q, "Zahlungsart");
}

/** The payment methods offered, in order. */
export const methodNames = (q: Queries) => q.getAllByRole("radio").map((r) => r.closest("label")!.textContent);

/** Walks address, delivery and payment with `method` to the overview. */
export async function toOverview(q: Queries, method = "Rechnung"): Promise<void> {
  await toPayment(q);
  (q.getByRole("radio", { name: method }) as HTMLInputElement).click();
  await nextFrame();
  await next(q, "Übersicht");
}

/** Ticks both confirmations of the overview. */
export async function confirmTerms(q: Queries): Promise<void> {
  (q.getByRole("checkbox", { name: /AGB/ }) as HTMLInputElement).click();
  (q.getByRole("checkbox", { name: /Datenschutzerklärung/ }) as HTMLInputElement).click();
  await nextFrame();
}

/** The requests of one test, recorded on their way to the fake (which still answers them). */
export interface ApiCalls {
  deals: CreateDealBody[];
  freight: { dealId: string; freightCost: number }[];
  card: { dealId: string; token: string }[];
  paypal: string[];
  paymentMethod: DealPaymentMethodBody[];
}

/**
 * Records POST deal, the freight cost, the payment-method changes and the payment calls. Registered last, so it sees a request
 * first and then lets it through (a resolver that returns nothing) to the fake or a scenario.
 */
export function recordCalls(): ApiCalls {
  const calls: ApiCalls = { deals: [], freight: [], card: [], paypal: [], paymentMethod: [] };
  const body = (request: Request) => request.clone().json();
  useHandlers(
    http.post(DEAL_ENDPOINTS.create, async ({ request }) => void calls.deals.push(await body(request))),
    http.post(DEAL_ENDPOINTS.freight, async ({ request }) => void calls.freight.push(await body(request))),
    http.post(DEAL_ENDPOINTS.paymentMethod, async ({ request }) => void calls.paymentMethod.push(await body(request))),
    http.post(PAYMENT_ENDPOINTS.card, async ({ request }) => void calls.card.push(await body(request))),
    http.post("*/_hcms/api/payment/paypal/:step", ({ params }) => void calls.paypal.push(String(params.step))),
  );
  return calls;
}

/** The shop's account for prepayment (a valid IBAN and BIC: the data block is checked). */
export const BANK = { accountHolder: "Archivbedarf GmbH", iban: "DE89 3704 0044 0532 0130 00", bic: "COBADEFFXXX", bank: "Commerzbank" };

/** The deal id of the thank-you URL the checkout went to; fails unless it went to exactly one. */
export function thankYouDeal(prefix = "/danke"): string {
  if (visited.length !== 1) throw new Error(`visited ${JSON.stringify(visited)}`);
  const url = new URL(visited[0]!, location.href);
  if (url.pathname !== prefix) throw new Error(`went to ${visited[0]}, not ${prefix}`);
  return url.searchParams.get("deal") ?? "";
}

/** Waits until the checkout has gone to the thank-you page. */
export const waitForThankYou = (el: HTMLElement) =>
  waitFor(
    () => {
      if (visited.length === 0) throw new Error(`not left yet: ${el.shadowRoot!.textContent}`);
    },
    { timeout: 5000 },
  );

/** Places the order from the overview (both confirmations ticked first). */
export async function placeOrder(q: Queries): Promise<void> {
  await confirmTerms(q);
  q.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
}

/** The hosted card fields' iframe, once it has loaded and answers. */
export async function cardFrame(el: HTMLElement): Promise<HTMLIFrameElement> {
  return waitFor(
    () => {
      const container = el.shadowRoot!.querySelector(".hosted-card");
      if (container?.getAttribute("aria-busy") !== "false") throw new Error("the hosted card fields have not loaded");
      return container.querySelector("iframe")!;
    },
    { timeout: 5000 },
  );
}

export interface TestCard {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

export const GOOD_CARD: TestCard = { holder: "Anna Muster", number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
export const DECLINED_CARD: TestCard = { ...GOOD_CARD, number: "4000 0000 0000 0002" };

/**
 * Types a card into the hosted card fields by keyboard, as a shopper does: the iframe is on another
 * origin, so no script of this page can reach its fields. Tab from the chosen payment method enters
 * the frame at its first field; each field's text is replaced (Ctrl+A, then typing), Tab goes on.
 */
export async function typeCard(el: HTMLElement, card: TestCard): Promise<void> {
  await skipWhereKeysCannotEnterFrames();
  const frame = await cardFrame(el);
  // The fields are inert while a payment is on its way (a declined one's message may come first).
  await waitFor(() => expect(frame.closest("[inert]") === null).to.equal(true, "the card fields are locked"));
  el.shadowRoot!.querySelector<HTMLInputElement>('input[name="pay-method"]:checked')!.focus();
  await sendKeys({ press: "Tab" });
  // Focus reaches a frame of another origin a moment later (another renderer process).
  await waitFor(() => {
    if (el.shadowRoot!.activeElement !== frame)
      throw new Error(`Tab went to ${el.shadowRoot!.activeElement?.id ?? "nothing"}, not into the card fields`);
  });
  for (const [i, text] of [card.holder, card.number, card.expiry, card.cvc].entries()) {
    if (i > 0) await sendKeys({ press: "Tab" });
    await sendKeys({ down: "Control" });
    await sendKeys({ press: "a" });
    await sendKeys({ up: "Control" });
    await sendKeys(text ? { type: text } : { press: "Backspace" });
  }
}

/** Presses Tab until the element's focused control is `target` (an id, or a button's text); fails after `max` presses. */
export async function tabTo(el: HTMLElement, target: string, max = 30): Promise<void> {
  const root = el.shadowRoot!;
  const isTarget = (node: Element) => node.id === target || (node.localName === "button" && node.textContent === target);
  const reached = () => !!root.activeElement && isTarget(root.activeElement);
  // Backwards when the target comes before the focused control, as a shopper would go: a Tab never
  // wraps around the page (test pages have links at both edges, web-test-runner.config.mjs).
  const goal = [...root.querySelectorAll("*")].find(isTarget);
  const active = root.activeElement;
  const back = !!goal && !!active && !!(goal.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  for (let i = 0; i < max && !reached(); i++) await (back ? shiftTab() : sendKeys({ press: "Tab" }));
  if (!reached()) throw new Error(`Tab never reached ${target}`);
}

/** Presses Shift+Tab once. */
export async function shiftTab(): Promise<void> {
  await sendKeys({ down: "Shift" });
  await sendKeys({ press: "Tab" });
  await sendKeys({ up: "Shift" });
}

/** The id of the element's focused control (inside its shadow root); ids keep assertion messages short. */
export const focused = (el: HTMLElement) => el.shadowRoot!.activeElement?.id ?? null;

/** The error text a control points at with aria-describedby ('' when none). */
export function errorOf(control: Element): string {
  const id = control.getAttribute("aria-describedby");
  if (!id) return "";
  return (control.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? "";
}

export { waitFor };
