import { expect } from "chai";
import { setViewport, narrowViewport } from "../../support/commands";
import { HttpResponse } from "msw";
import { axeViolations } from "../../support/axe.ts";
import { captureConsoleErrors } from "../../support/dom.ts";
import {
  answerOnce,
  confirmation,
  fillMessage,
  guestBlock,
  mountContact,
  nextFrame,
  passTime,
  sendButton,
  useContactSetup,
  type Queries,
} from "./setup.ts";

const ROLES = ["button", "link", "textbox", "combobox", "checkbox"] as const;

/** Controls of a role without an accessible name (a name must hold something visible). */
function unnamed(q: Queries): string[] {
  return ROLES.flatMap((role) => {
    const all = q.queryAllByRole(role);
    const named = new Set(q.queryAllByRole(role, { name: /\S/ }));
    return all.filter((control) => !named.has(control)).map((control) => `${role} #${control.id}`);
  });
}

describe("<shop-contact>: accessibility", () => {
  useContactSetup();

  it("axe-core finds no violations on the form, after a refused send, with a failure and on the confirmation", async () => {
    const { q, el } = await mountContact();
    expect(await axeViolations(el)).to.deep.equal([]);
    passTime(5000);
    sendButton(q).click();
    await q.findAllByText("Dieses Feld ist ein Pflichtfeld");
    expect(await axeViolations(el)).to.deep.equal([]);
    await fillMessage(el);
    answerOnce(() => HttpResponse.json({ code: "server_error" }, { status: 503 }));
    await captureConsoleErrors(async () => {
      sendButton(q).click();
      await q.findByRole("alert");
    });
    expect(await axeViolations(el)).to.deep.equal([]);
    sendButton(q).click();
    await confirmation(q);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  for (const [language, heading, fields, send, sent, another] of [
    [
      "de",
      "Schreiben Sie uns",
      ["Thema", "Anrede", "Name", "E-Mail", "Telefon", "Firma", "Kunden- oder Bestellnummer", "Ihre Nachricht"],
      "Nachricht senden",
      "Nachricht gesendet",
      "Weitere Nachricht senden",
    ],
    [
      "en",
      "Write to us",
      ["Topic", "Salutation", "Name", "E-mail", "Phone", "Company", "Customer or order number", "Your message"],
      "Send message",
      "Message sent",
      "Send another message",
    ],
    [
      "fr",
      "Écrivez-nous",
      ["Sujet", "Civilité", "Nom", "E-mail", "Téléphone", "Société", "Numéro de client ou de commande", "Votre message"],
      "Envoyer le message",
      "Message envoyé",
      "Envoyer un autre message",
    ],
  ] as const) {
    it(`every control is named in ${language}, on the form and the confirmation`, async () => {
      const { q, el } = await mountContact(guestBlock({ language }));
      q.getByRole("heading", { name: heading });
      q.getByRole("form", { name: heading });
      for (const name of fields) {
        const label = new RegExp(`^${name}`);
        expect(q.queryAllByRole("textbox", { name: label }).length + q.queryAllByRole("combobox", { name: label }).length, name).to.equal(
          1,
        );
      }
      expect(unnamed(q)).to.deep.equal([]);
      // The fill helper goes by German labels; here the controls are found by id.
      const control = (id: string) => el.shadowRoot!.getElementById(id) as HTMLInputElement;
      control("contact-topic").value = "other";
      control("contact-topic").dispatchEvent(new Event("change", { bubbles: true }));
      for (const [id, value] of [
        ["contact-name", "Anna Muster"],
        ["contact-email", "anna@example.org"],
        ["contact-message", "?"],
      ]) {
        control(id!).value = value!;
        control(id!).dispatchEvent(new Event("input", { bubbles: true }));
      }
      control("contact-privacy").click();
      await nextFrame();
      passTime(5000);
      q.getByRole("button", { name: send }).click();
      await q.findByRole("heading", { name: sent });
      q.getByRole("button", { name: another });
      expect(unnamed(q)).to.deep.equal([]);
    });
  }

  it("320 px: no sideways scroll, controls at least 44 px tall, axe clean", async function () {
    await narrowViewport(this, { width: 320, height: 800 });
    try {
      const { el } = await mountContact(guestBlock({ language: "fr" }));
      await fillMessage(el);
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      expect(el.scrollWidth).to.be.at.most(el.clientWidth);
      const small = [...el.shadowRoot!.querySelectorAll<HTMLElement>("button, select, textarea, input:not([type=checkbox])")].filter(
        (c) => c.closest(".honeypot") === null && c.getBoundingClientRect().height < 43.5,
      );
      expect(small.map((c) => c.outerHTML.slice(0, 80))).to.deep.equal([]);
      const box = el.shadowRoot!.querySelector(".field.checkbox")!.getBoundingClientRect();
      expect(box.height).to.be.at.least(44);
      expect(await axeViolations(el)).to.deep.equal([]);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
