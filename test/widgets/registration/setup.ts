// Shared setup of the registration tests: the demo's stateful fake API with every POST
// ansprechpartner/register recorded, the element mounted, and helpers that fill the form as a
// visitor would (typing, choosing, ticking), in any of the three languages.
import { waitFor } from "@testing-library/dom";
import { http } from "msw";
import "../../../widgets/registration/element.ts";
import type { RegistrationBody } from "../../../core/api/service-request-schemas.ts";
import { typeAndBlur } from "../../support/dom.ts";
import { mountElement, useElementSuite, type Queries } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";

export const REGISTER = "*/_hcms/api/ansprechpartner/register";

/** The bodies of POST ansprechpartner/register in this test, in order (the fake answers them as usual). */
export let registrations: RegistrationBody[] = [];

export function useRegistrationSuite(): void {
  useElementSuite({
    beforeEach: () => {
      registrations = [];
      useHandlers(http.post(REGISTER, async ({ request }) => void registrations.push((await request.clone().json()) as RegistrationBody)));
    },
  });
}

export const block = (overrides: Record<string, unknown> = {}) => ({ language: "de", baseUrl: "", geoLocation: "de", ...overrides });

const FIRST_QUESTION = {
  de: "Sind Sie schon Kunde bei uns?",
  en: "Are you already our customer?",
  fr: "Êtes-vous déjà client chez nous ?",
};

export async function mountRegistration(data: Record<string, unknown> = block()) {
  const lang = (data.language as keyof typeof FIRST_QUESTION) ?? "de";
  return mountElement("shop-registration", data, (q) =>
    q.findByRole("radiogroup", { name: new RegExp(FIRST_QUESTION[lang].replace("?", "\\?")) }),
  );
}

export function root(q: Queries): ShadowRoot {
  return q.getByRole("heading", { level: 2 }).getRootNode() as ShadowRoot;
}

/** The control with `id`, once it is rendered (a choice renders the fields it asks for a moment later). */
export const input = (q: Queries, id: string) =>
  waitFor(() => {
    const el = root(q).getElementById(id) as HTMLInputElement | HTMLSelectElement | null;
    if (!el) throw new Error(`no #${id}`);
    return el;
  });

export async function type(q: Queries, id: string, text: string): Promise<void> {
  typeAndBlur((await input(q, id)) as HTMLInputElement, text);
}

export async function choose(q: Queries, id: string, value: string): Promise<void> {
  const select = (await input(q, id)) as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Clicks a radio or checkbox by its id. */
export async function tick(q: Queries, id: string): Promise<void> {
  ((await input(q, id)) as HTMLInputElement).click();
}

export const errorOf = (q: Queries, id: string) => root(q).getElementById(`${id}-error`)?.textContent ?? "";
export const noteOf = (q: Queries, id: string) => root(q).getElementById(`${id}-note`)?.textContent ?? "";

/** A new company customer in Berlin, everything but signature and consents. */
export async function fillNewCompany(q: Queries, vatId = "DE 136 695 976"): Promise<void> {
  await tick(q, "registration-path-new");
  await choose(q, "registration-salutation", "male");
  await tick(q, "registration-customerType-company");
  await type(q, "registration-companyName", "Rahmen Berg");
  await choose(q, "registration-legalForm", "GmbH");
  await type(q, "registration-vatId", vatId);
  await type(q, "registration-firstName", "Jan");
  await type(q, "registration-lastName", "Berg");
  await type(q, "registration-email", "jan@rahmen-berg.example");
  await type(q, "registration-street", "Hauptstr. 5");
  await type(q, "registration-postcode", "10115");
  await type(q, "registration-city", "Berlin");
}

/** An existing customer with customer number K-10234 (the fake's Museum Beispiel gGmbH). */
export async function fillExisting(q: Queries, email = "einkauf@museum-beispiel.example", number = "K-10234"): Promise<void> {
  await tick(q, "registration-path-existing");
  await choose(q, "registration-salutation", "female");
  await type(q, "registration-firstName", "Eva");
  await type(q, "registration-lastName", "Roth");
  await type(q, "registration-email", email);
  await type(q, "registration-customerNumber", number);
}

export async function consent(q: Queries): Promise<void> {
  await tick(q, "registration-terms");
  await tick(q, "registration-privacy");
}

export const submitButton = (q: Queries, name: RegExp | string = /Registrieren|Online-Zugang anfordern/) => q.getByRole("button", { name });

/** Waits until the confirmation's heading has focus, returns the confirmation's text. */
export async function confirmation(q: Queries): Promise<string> {
  const heading = await q.findByRole("heading", {
    name: /Vielen Dank für Ihre Registrierung|Ihr Online-Zugang ist beantragt|Thank you|Merci/,
  });
  await waitFor(() => {
    if ((heading.getRootNode() as ShadowRoot).activeElement !== heading) throw new Error("the confirmation's heading has no focus");
  });
  return heading.parentElement?.textContent ?? "";
}
