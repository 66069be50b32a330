// Shared setup of the checkout tests: the demo's stateful fake API with a cart of fixture articles,
// the checkout mounted over it, and helpers that fill its steps as a shopper would.
import { waitFor, within } from "@testing-library/dom";
import "../../../widgets/checkout/element.ts";
import { postOrderItem } from "../../../core/api/endpoints.ts";
import type { OrderItemBody } from "../../../core/api/request-schemas.ts";
import { navigation } from "../../../core/navigate.ts";
import { $cartCount } from "../../../core/state/cart-count.ts";
import { findArticle } from "../../../demo/mocks/fixtures.ts";
import { $checkoutDraft, emptyDraft } from "../../../widgets/checkout/draft.ts";
import { cleanup, mount, typeAndBlur, ui } from "../../support/dom.ts";
import { resetMocks, startMocks } from "../../support/msw.ts";

const originalGo = navigation.go;
export let visited: string[] = [];

export function useCheckoutSetup(): void {
  before(() => startMocks());
  beforeEach(() => {
    visited = [];
    navigation.go = (url: string) => void visited.push(url);
    localStorage.setItem("sessionid", `checkout-${Math.random().toString(36).slice(2)}`);
  });
  afterEach(() => {
    cleanup();
    resetMocks();
    $checkoutDraft.set(emptyDraft());
    $cartCount.set(0);
    localStorage.removeItem("sessionid");
    navigation.go = originalGo;
  });
}

/** Puts fixture articles into the session's cart through the fake API, as the product page would. */
export async function seedCart(lines: [articleId: string, amount: number][] = [["1001", 60]]): Promise<void> {
  const sessionid = localStorage.getItem("sessionid")!;
  for (const [id, menge] of lines) {
    const article = findArticle(id)!;
    const body: OrderItemBody = {
      volume: "", artikel_nummer: article.properties.artnr ?? id, article_slug: "", artikel: article.product.artikel, menge, sessionid,
      preis: 1, nettogewicht: "", einheit: "Stück", image_url: "", article_id: id, companyId: null, description: "",
      sperrgut_artikel: String(article.product.sperrgut_artikel) === "true", restant: "false",
    };
    await postOrderItem({ baseUrl: "", body });
  }
}

export const checkoutBlock = (overrides: Record<string, unknown> = {}) => ({ language: "de", baseUrl: "", geoLocation: "de", ...overrides });

/** Mounts <shop-checkout> and waits for its first step. */
export async function mountCheckout(data: unknown = checkoutBlock()) {
  const el = mount("shop-checkout", data);
  const q = ui(el);
  await q.findByRole("heading", { level: 2 }, { timeout: 5000 });
  return { el, q };
}

export type Queries = ReturnType<typeof ui>;

/** The invoice address block (a group named by its legend). */
export const invoiceBlock = (q: Queries) => within(q.getByRole("group", { name: /Rechnungsadresse|Invoice address|Adresse de facturation/ }));

export const ADDRESS = { Vorname: "Anna", Nachname: "Muster", "E-Mail": "anna@example.org", "Straße und Hausnummer": "Archivstraße 1", Postleitzahl: "10115", Ort: "Berlin" };

/** The next frame: what was typed has rendered, as it has before a person's next click. */
export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** Types a private customer's invoice address into the first step. */
export async function fillInvoice(q: Queries, values: Record<string, string> = ADDRESS): Promise<void> {
  const block = invoiceBlock(q);
  for (const [label, value] of Object.entries(values)) typeAndBlur(block.getByRole("textbox", { name: new RegExp(`^${label}`) }) as HTMLInputElement, value);
  await nextFrame();
}

/** Presses a button by its name and waits for the next step's heading. */
export async function next(q: Queries, heading: string, button = "Weiter"): Promise<void> {
  q.getByRole("button", { name: button }).click();
  await waitFor(() => {
    const now = q.getByRole("heading", { level: 2 }).textContent;
    if (now !== heading) {
      const root = q.getByRole("heading", { level: 2 }).getRootNode() as ShadowRoot;
      const invalid = [...root.querySelectorAll('[aria-invalid="true"]')].map((e) => `${e.id}: ${root.getElementById(`${e.id}-error`)?.textContent ?? ""}`);
      throw new Error(`still on ${now}; invalid: ${invalid.join(", ") || "none"}`);
    }
  });
}

/** Walks address, delivery and payment with `method` to the overview. */
export async function toOverview(q: Queries, method = "Rechnung"): Promise<void> {
  await fillInvoice(q);
  await next(q, "Versandart");
  await next(q, "Zahlungsart");
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

export { waitFor };
