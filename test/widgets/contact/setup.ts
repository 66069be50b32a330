// Shared setup of the contact dialog tests: the demo's stateful fake API, every POST contact and
// GET ansprechpartner/get recorded, a clock the tests move on (a person takes seconds to write; the
// element and the fake both read Date.now), and helpers that fill the form as a visitor would.
import { waitFor, within } from "@testing-library/dom";
import { http } from "msw";
import "../../../widgets/contact/element.ts";
import type { ContactMessageBody } from "../../../core/api/contact-form.ts";
import { typeAndBlur } from "../../support/dom.ts";
import { mountElement, useElementSuite, type Queries } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";

export let posts: ContactMessageBody[] = [];
export let personRequests: string[] = [];

const realNow = Date.now;
let offset = 0;
/** Moves the page's clock on by `ms`, as if the visitor had taken that long. */
export function passTime(ms: number): void {
  offset += ms;
  Date.now = () => realNow.call(Date) + offset;
}

export function useContactSetup(): void {
  useElementSuite({
    beforeEach: () => {
      posts = [];
      personRequests = [];
      // Record, then let the fake answer (a resolver that returns nothing passes the request on).
      useHandlers(
        http.post("*/_hcms/api/contact", async ({ request }) => void posts.push((await request.clone().json()) as ContactMessageBody)),
        http.get("*/_hcms/api/ansprechpartner/get", ({ request }) => void personRequests.push(new URL(request.url).search)),
      );
    },
    afterEach: () => {
      Date.now = realNow;
      offset = 0;
      history.replaceState(null, "", location.pathname);
    },
  });
}

/** The next POST contact is recorded and answered with `answer` instead of the fake's. */
export function answerOnce(answer: () => Response): void {
  useHandlers(
    http.post(
      "*/_hcms/api/contact",
      async ({ request }) => {
        posts.push((await request.clone().json()) as ContactMessageBody);
        return answer();
      },
      { once: true },
    ),
  );
}

export const guestBlock = (overrides: Record<string, unknown> = {}) => ({
  language: "de",
  baseUrl: "",
  loggedIn: false,
  contactid: null,
  contactEmail: "service@archivbedarf.example",
  contactPhone: "+49 30 1234567",
  ...overrides,
});

export const contactBlock = (overrides: Record<string, unknown> = {}) => guestBlock({ loggedIn: true, contactid: "7001", ...overrides });

const HEADINGS = /^(Schreiben Sie uns|Write to us|Écrivez-nous)$/;

/** Mounts <shop-contact> and waits for its form. */
export const mountContact = (data: unknown = guestBlock()) =>
  mountElement("shop-contact", data, (q) => q.findByRole("heading", { name: HEADINGS }, { timeout: 5000 }));

export type { Queries };

export const textbox = (q: Queries, label: string) => q.getByRole("textbox", { name: new RegExp(`^${label}`) }) as HTMLInputElement;
export const select = (q: Queries, label: string) => q.getByRole("combobox", { name: new RegExp(`^${label}`) }) as HTMLSelectElement;
export const privacy = (q: Queries) =>
  q.getByRole("checkbox", { name: /Datenschutzerklärung|privacy policy|politique de confidentialité/ }) as HTMLInputElement;
export const sendButton = (q: Queries) => q.getByRole("button", { name: /^(Nachricht senden|Send message|Envoyer le message)$/ });

/** The honeypot, which no role query finds (it is hidden from the accessibility tree). */
export const honeypot = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLInputElement>('input[name="website"]')!;

/** Chooses an option of a select as a person would. */
export function choose(control: HTMLSelectElement, value: string): void {
  control.focus();
  control.value = value;
  control.dispatchEvent(new Event("change", { bubbles: true }));
  control.blur();
}

/** The next frame: what was typed has rendered, as it has before a person's next click. */
export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

export const MESSAGE = {
  name: "Anna Muster",
  email: "anna@example.org",
  message: "Wann kommt meine Lieferung der Archivboxen?",
};

/** A control of the form by its field (its id is contact-<field>), in any language. */
export const control = (el: HTMLElement, field: string) => el.shadowRoot!.getElementById(`contact-${field}`) as HTMLInputElement;

/** Fills the required fields (topic, name, e-mail, message, consent) and `values` (by field) as a visitor would. */
export async function fillMessage(el: HTMLElement, values: Record<string, string> = MESSAGE, topic = "order"): Promise<void> {
  if (topic) choose(control(el, "topic") as unknown as HTMLSelectElement, topic);
  for (const [field, value] of Object.entries(values)) typeAndBlur(control(el, field), value);
  if (!control(el, "privacy").checked) control(el, "privacy").click();
  await nextFrame();
}

/** Fills the form and lets the seconds pass that a person needs. */
export async function writeMessage(el: HTMLElement, values: Record<string, string> = MESSAGE): Promise<void> {
  await fillMessage(el, values);
  passTime(5000);
}

/** Waits for the confirmation and gives back its text. */
export async function confirmation(q: Queries): Promise<string> {
  await q.findByRole("heading", { name: /^(Nachricht gesendet|Message sent|Message envoyé)$/ }, { timeout: 5000 });
  return q.getAllByRole("status").find((s) => s.classList.contains("confirmation"))?.textContent ?? "";
}

/** The text of the form's polite notice (too fast, too many messages). */
export const notice = (el: HTMLElement) => el.shadowRoot!.querySelector(".form-notice")?.textContent ?? "";

export { waitFor, within };
