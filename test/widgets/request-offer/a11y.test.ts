import { expect } from "chai";
import { emptyAddressForm } from "../../../core/address/validation.ts";
import { $offerDraft, emptyOfferDraft } from "../../../widgets/request-offer/draft.ts";
import { axeViolations } from "../../support/axe.ts";
import { confirmation, fillContact, guestBlock, mountOffer, seedCart, useOfferSetup, type Queries } from "./setup.ts";

const ROLES = ["button", "link", "textbox", "combobox", "radio", "checkbox"] as const;

/** Controls of a role without an accessible name (a name must hold something visible). */
function unnamed(q: Queries): string[] {
  return ROLES.flatMap((role) => {
    const all = q.queryAllByRole(role);
    const named = new Set(q.queryAllByRole(role, { name: /\S/ }));
    return all.filter((control) => !named.has(control)).map((control) => `${role} #${control.id}`);
  });
}

const buttonTypes = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll("button")].map((b) => b.getAttribute("type"));

describe("<shop-request-offer>: accessibility", () => {
  useOfferSetup();
  beforeEach(() =>
    seedCart([
      ["1001", 3],
      ["1003", 1],
    ]),
  );

  it("axe-core finds no violations on the form, after a failed attempt, and on the confirmation", async () => {
    const { q } = await mountOffer();
    expect(await axeViolations()).to.deep.equal([]);
    q.getByRole("button", { name: "Angebot anfordern" }).click();
    await q.findAllByText("Dieses Feld ist ein Pflichtfeld");
    expect(await axeViolations()).to.deep.equal([]);
    await fillContact(q);
    q.getByRole("button", { name: "Angebot anfordern" }).click();
    await confirmation(q);
    expect(await axeViolations()).to.deep.equal([]);
  });

  for (const [language, request, contact, firstName, note, download] of [
    ["de", "Angebot anfordern", "Ihre Kontaktdaten", "Vorname", "Anmerkung", "Angebot als PDF herunterladen"],
    ["en", "Request an offer", "Your contact details", "First name", "Note", "Download the offer as PDF"],
    ["fr", "Demander un devis", "Vos coordonnées", "Prénom", "Remarque", "Télécharger le devis en PDF"],
  ] as const) {
    it(`every control is named in ${language}, on the form and the confirmation; every button is type=button`, async () => {
      // Details typed earlier in the session (the draft), so the request can go at once.
      const typed = {
        ...emptyAddressForm("DE"),
        firstName: "Anna",
        lastName: "Muster",
        email: "anna@example.org",
        street: "Archivstraße 1",
        postcode: "10115",
        city: "Berlin",
      };
      $offerDraft.set({ ...emptyOfferDraft(), contact: typed });
      const { el, q } = await mountOffer(guestBlock({ language }));
      q.getByRole("group", { name: contact });
      expect((q.getByRole("textbox", { name: new RegExp(`^${firstName}`) }) as HTMLInputElement).value).to.equal("Anna");
      q.getByRole("textbox", { name: note });
      expect(unnamed(q)).to.deep.equal([]);
      expect(buttonTypes(el)).to.satisfy((types: (string | null)[]) => types.length > 0 && types.every((type) => type === "button"));

      q.getByRole("button", { name: request }).click();
      await confirmation(q);
      q.getByRole("button", { name: download });
      expect(unnamed(q)).to.deep.equal([]);
      expect(buttonTypes(el)).to.deep.equal(["button", "button"]);
    });
  }
});
