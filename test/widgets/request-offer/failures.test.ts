import { expect } from "chai";
import { http, HttpResponse } from "msw";
import { mockState } from "../../../demo/mocks/handlers.ts";
import type { CreateDealBody } from "../../../core/api/request-schemas.ts";
import { useHandlers } from "../../support/msw.ts";
import {
  CONTACT,
  confirmation,
  dealRequests,
  fillContact,
  focused,
  mountOffer,
  nextFrame,
  seedCart,
  textbox,
  useOfferSetup,
  waitFor,
} from "./setup.ts";

/** POST deal fails `times` times with `answer` (each failed body recorded), then reaches the fake. */
function dealFails(times: number, answer: () => Response): CreateDealBody[] {
  const failed: CreateDealBody[] = [];
  useHandlers(
    http.post("*/_hcms/api/deal", async ({ request }) => {
      if (failed.length >= times) return undefined;
      failed.push((await request.clone().json()) as CreateDealBody);
      return answer();
    }),
  );
  return failed;
}

/** Every field marked invalid: its id and the message it points at. */
function shownErrors(el: HTMLElement): Record<string, string> {
  const root = el.shadowRoot!;
  return Object.fromEntries(
    [...root.querySelectorAll('[aria-invalid="true"]')].map((control) => [
      control.id,
      root.getElementById(control.getAttribute("aria-describedby") ?? "")?.textContent ?? "",
    ]),
  );
}

describe("<shop-request-offer>: required fields, failures, double clicks", () => {
  useOfferSetup();
  beforeEach(() => seedCart());

  it("the form explains its marker ('Pflichtfeld*') and marks the required fields", async () => {
    const { q } = await mountOffer();
    expect(q.getByText("Pflichtfeld*")).to.exist;
    expect(textbox(q, "Vorname").getAttribute("aria-required")).to.equal("true");
    expect(textbox(q, "E-Mail").getAttribute("aria-required")).to.equal("true");
    expect(textbox(q, "Telefon").hasAttribute("aria-required")).to.equal(false);
  });

  it("an empty form: 'Dieses Feld ist ein Pflichtfeld', the e-mail's own message, the first invalid field focused, nothing sent", async () => {
    const { el, q } = await mountOffer();
    q.getByRole("button", { name: "Angebot anfordern" }).click();
    await waitFor(() => expect(focused(el)).to.equal(textbox(q, "Vorname")));
    expect(shownErrors(el)).to.deep.equal({
      "offer-firstName": "Dieses Feld ist ein Pflichtfeld",
      "offer-lastName": "Dieses Feld ist ein Pflichtfeld",
      "offer-email": "Bitte geben Sie Ihre E-Mail-Adresse an",
      "offer-street": "Dieses Feld ist ein Pflichtfeld",
      "offer-postcode": "Dieses Feld ist ein Pflichtfeld",
      "offer-city": "Dieses Feld ist ein Pflichtfeld",
    });
    expect(dealRequests).to.deep.equal([]);
  });

  it("only the e-mail missing: it alone is marked and gets focus", async () => {
    const { el, q } = await mountOffer();
    const { "E-Mail": _email, ...withoutEmail } = CONTACT;
    await fillContact(q, withoutEmail);
    q.getByRole("button", { name: "Angebot anfordern" }).click();
    await waitFor(() => expect(focused(el)).to.equal(textbox(q, "E-Mail")));
    expect(shownErrors(el)).to.deep.equal({ "offer-email": "Bitte geben Sie Ihre E-Mail-Adresse an" });
    expect(dealRequests).to.deep.equal([]);
  });

  it("a server error (500) loses nothing; the retry sends the same requestId and makes one deal", async () => {
    const failed = dealFails(1, () => HttpResponse.json({ status: 500, message: "down" }, { status: 500 }));
    const { q } = await mountOffer();
    await fillContact(q);
    q.getByRole("button", { name: "Angebot anfordern" }).click();

    const alert = await q.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).to.contain("Der Shop ist gerade nicht erreichbar");
    expect(q.getByText(/Ihre Eingaben bleiben erhalten/)).to.exist;
    expect(textbox(q, "Vorname").value).to.equal("Anna");
    expect(textbox(q, "E-Mail").value).to.equal("anna@example.org");
    expect(JSON.parse(sessionStorage.getItem("shop:offer")!).contact).to.include({ firstName: "Anna", city: "Berlin" });

    q.getByRole("button", { name: "Angebot anfordern" }).click();
    await confirmation(q);
    expect(failed).to.have.length(1);
    expect(dealRequests).to.have.length(1);
    expect(dealRequests[0]!.requestId).to.equal(failed[0]!.requestId);
    expect(mockState.deals.size).to.equal(1);
  });

  it("no network: the typed details survive a reload, and the retry after it makes one deal with the same requestId", async () => {
    const failed = dealFails(1, () => HttpResponse.error());
    const first = await mountOffer();
    await fillContact(first.q);
    first.q.getByRole("button", { name: "Angebot anfordern" }).click();
    expect((await first.q.findByRole("alert", {}, { timeout: 5000 })).textContent).to.contain(
      "Der Shop-Dienst ist gerade nicht erreichbar",
    );
    await nextFrame();
    first.el.remove();

    const { q } = await mountOffer();
    expect(textbox(q, "Nachname").value).to.equal("Muster");
    expect(textbox(q, "Ort").value).to.equal("Berlin");
    q.getByRole("button", { name: "Angebot anfordern" }).click();
    await confirmation(q);
    expect(dealRequests.map((b) => b.requestId)).to.deep.equal([failed[0]!.requestId]);
    expect(mockState.deals.size).to.equal(1);
  });

  it("a request changed after a failure goes under a new key", async () => {
    const failed = dealFails(1, () => HttpResponse.json({ status: 500, message: "down" }, { status: 500 }));
    const { q } = await mountOffer();
    await fillContact(q);
    q.getByRole("button", { name: "Angebot anfordern" }).click();
    await q.findByRole("alert", {}, { timeout: 5000 });

    const note = q.getByRole("textbox", { name: /Anmerkung/ }) as HTMLTextAreaElement;
    note.value = "Bitte mit Lieferzeit";
    note.dispatchEvent(new Event("input", { bubbles: true }));
    await nextFrame();
    q.getByRole("button", { name: "Angebot anfordern" }).click();
    await confirmation(q);
    expect(dealRequests.map((b) => b.note)).to.deep.equal(["Bitte mit Lieferzeit"]);
    expect(dealRequests[0]!.requestId).to.not.equal(failed[0]!.requestId);
  });

  it("a double click sends one request", async () => {
    const { q } = await mountOffer();
    await fillContact(q);
    const button = q.getByRole("button", { name: "Angebot anfordern" });
    button.click();
    button.click();
    await confirmation(q);
    expect(dealRequests).to.have.length(1);
    expect(mockState.deals.size).to.equal(1);
  });
});
