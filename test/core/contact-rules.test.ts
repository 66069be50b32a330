import { expect } from "chai";
import {
  contactBody,
  emptyContactForm,
  fillUntyped,
  prefillValues,
  validateContactForm,
  type ContactField,
  type ContactForm,
} from "../../core/contact/contact-form.ts";
import { retryMinutes } from "../../core/api/service-error.ts";
import { contactFailure } from "../../core/contact/send-failure.ts";
import { MIN_FILL_SECONDS, spamVerdict } from "../../core/contact/spam-guard.ts";

const filled = (overrides: Partial<ContactForm> = {}): ContactForm => ({
  ...emptyContactForm("order"),
  name: "Anna Schmidt",
  email: "anna@archiv.example",
  message: "Wann kommt meine Lieferung?",
  privacy: true,
  ...overrides,
});

describe("contact form rules (core/contact/contact-form.ts)", () => {
  it("required fields: topic, name, e-mail (its own message), message and the privacy consent", () => {
    expect(validateContactForm(emptyContactForm())).to.deep.equal({
      topic: "required",
      name: "required",
      email: "emailRequired",
      message: "required",
      privacy: "required",
    });
    expect(validateContactForm(filled({ name: "  ", message: " \n " }))).to.deep.equal({ name: "required", message: "required" });
  });

  it("the e-mail pattern and the phone rule of the address rules; phone, company, number and salutation are optional", () => {
    expect(validateContactForm(filled())).to.deep.equal({});
    expect(validateContactForm(filled({ email: "anna@archiv" }))).to.deep.equal({ email: "invalidEmail" });
    expect(validateContactForm(filled({ email: "anna archiv@x.de" }))).to.deep.equal({ email: "invalidEmail" });
    expect(validateContactForm(filled({ phone: "call me" }))).to.deep.equal({ phone: "invalidPhone" });
    expect(validateContactForm(filled({ phone: "+49 (0)30 1234-567", company: "Stadtarchiv", reference: "A-2026-0042" }))).to.deep.equal(
      {},
    );
  });

  it("a topic or salutation the form does not offer is refused; the message may have 5000 characters, not more", () => {
    expect(validateContactForm(filled({ topic: "complaint" }))).to.deep.equal({ topic: "required" });
    expect(validateContactForm(filled({ salutation: "dr" }))).to.deep.equal({ salutation: "checkInput" });
    expect(validateContactForm(filled({ message: "x".repeat(5000) }))).to.deep.equal({});
    expect(validateContactForm(filled({ message: "x".repeat(5001) }))).to.deep.equal({ message: "checkInput" });
  });

  it("an unknown preset topic starts the form without one", () => {
    expect(emptyContactForm("invoice").topic).to.equal("invoice");
    expect(emptyContactForm("complaint").topic).to.equal("");
  });

  it("the body: values trimmed, empty optional fields left out, the honeypot and the time since the form appeared included", () => {
    const body = contactBody(filled({ name: " Anna Schmidt ", phone: "  ", company: " Stadtarchiv ", salutation: "female" }), {
      language: "fr",
      contactId: null,
      elapsedMs: 4200.6,
    });
    expect(body).to.deep.equal({
      language: "fr",
      topic: "order",
      salutation: "female",
      name: "Anna Schmidt",
      email: "anna@archiv.example",
      company: "Stadtarchiv",
      message: "Wann kommt meine Lieferung?",
      privacy: true,
      website: "",
      elapsedMs: 4201,
    });
    expect(contactBody(filled(), { language: "de", contactId: "7001", elapsedMs: 5000 }).contactId).to.equal("7001");
  });

  it("phone numbers: the French 01.23.45.67.89 is accepted and sent in the one normalised form", () => {
    expect(validateContactForm(filled({ phone: "01.23.45.67.89" }))).to.deep.equal({});
    expect(contactBody(filled({ phone: "01.23.45.67.89" }), { language: "fr", contactId: null, elapsedMs: 5000 }).phone).to.equal(
      "01 23 45 67 89",
    );
  });

  it("prefill: a logged-in contact's details fill only the fields the shopper has not typed into", () => {
    const values = prefillValues({
      salutation: "female",
      firstName: "Anna",
      lastName: "Schmidt",
      email: "anna.schmidt@stadtarchiv.example",
      phone: "+49 30 1234567",
      companyName: "Stadtarchiv Musterstadt",
      customerNumber: "K-10234",
    });
    expect(values).to.deep.equal({
      name: "Anna Schmidt",
      email: "anna.schmidt@stadtarchiv.example",
      phone: "+49 30 1234567",
      company: "Stadtarchiv Musterstadt",
      reference: "K-10234",
      salutation: "female",
    });
    const typing = { ...emptyContactForm(), name: "A. Schmidt", phone: "" };
    const typed = new Set<ContactField>(["name", "phone"]);
    const { form, filled: changed } = fillUntyped(typing, values, typed);
    expect(form.name).to.equal("A. Schmidt");
    expect(form.phone, "typed into and emptied again: still the shopper's").to.equal("");
    expect(form.email).to.equal("anna.schmidt@stadtarchiv.example");
    expect(changed).to.deep.equal(["email", "company", "reference", "salutation"]);
  });

  it("prefill leaves out what the record does not have", () => {
    expect(prefillValues({ firstName: "Lea", lastName: "Braun", email: "lea.braun@example.org" })).to.deep.equal({
      name: "Lea Braun",
      email: "lea.braun@example.org",
    });
  });
});

describe("spam guard (core/contact/spam-guard.ts)", () => {
  it("a filled honeypot is a bot, however slow", () => {
    expect(spamVerdict({ website: "https://spam.example", elapsedMs: 60_000 })).to.equal("honeypot");
  });

  it("sent within 3 s of the form appearing is too fast; from 3 s on it goes", () => {
    expect(MIN_FILL_SECONDS).to.equal(3);
    expect(spamVerdict({ website: "", elapsedMs: 2999 })).to.equal("tooFast");
    expect(spamVerdict({ website: "", elapsedMs: 3000 })).to.equal("send");
    expect(spamVerdict({ website: "", elapsedMs: 4000, minFillSeconds: 5 })).to.equal("tooFast");
  });
});

describe("what a failed send means (core/contact/send-failure.ts)", () => {
  it("429 too_many_requests: the minutes to wait, rounded up", () => {
    expect(contactFailure({ status: 429, code: "too_many_requests", retryAfterSeconds: 600 })).to.deep.equal({
      kind: "tooMany",
      minutes: 10,
    });
    expect(contactFailure({ status: 429, code: "too_many_requests", retryAfterSeconds: 61 })).to.deep.equal({
      kind: "tooMany",
      minutes: 2,
    });
    expect(contactFailure({ status: 429, code: "too_many_requests" })).to.deep.equal({ kind: "tooMany", minutes: null });
    expect(retryMinutes(1)).to.equal(1);
  });

  it("422: a field of the form, or spam suspected; an unknown field is unexpected", () => {
    expect(contactFailure({ status: 422, code: "invalid_field", field: "email" })).to.deep.equal({ kind: "field", field: "email" });
    expect(contactFailure({ status: 422, code: "spam_suspected" })).to.deep.equal({ kind: "spam" });
    expect(contactFailure({ status: 422, code: "invalid_field", field: "requestId" })).to.deep.equal({ kind: "unexpected" });
  });

  it("anything else (5xx, no checked body: network, schema) is unexpected", () => {
    expect(contactFailure({ status: 500, code: "server_error" })).to.deep.equal({ kind: "unexpected" });
    expect(contactFailure(undefined)).to.deep.equal({ kind: "unexpected" });
  });
});
