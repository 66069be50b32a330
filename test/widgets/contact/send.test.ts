import { expect } from "chai";
import { delay, http, HttpResponse } from "msw";
import { scenarios } from "../../../demo/mocks/handlers.ts";
import { captureConsoleErrors, expectFocus } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import {
  answerOnce,
  choose,
  confirmation,
  contactBlock,
  guestBlock,
  MESSAGE,
  mountContact,
  nextFrame,
  notice,
  posts,
  privacy,
  select,
  sendButton,
  textbox,
  useContactSetup,
  waitFor,
  writeMessage,
  type Queries,
} from "./setup.ts";

/** What the shopper typed, field by field, to compare before and after a failure. */
const typed = (q: Queries) => ({
  topic: select(q, "Thema").value,
  salutation: select(q, "Anrede").value,
  name: textbox(q, "Name").value,
  email: textbox(q, "E-Mail").value,
  phone: textbox(q, "Telefon").value,
  company: textbox(q, "Firma").value,
  reference: textbox(q, "Kunden- oder Bestellnummer").value,
  message: textbox(q, "Ihre Nachricht").value,
  privacy: privacy(q).checked,
});

const FULL = { ...MESSAGE, phone: "+49 30 555123", company: "Stadtarchiv", reference: "A-2026-0042" };

describe("<shop-contact>: sending", () => {
  useContactSetup();

  it("a shopper sends a question: one POST contact with the form, then a confirmation with the reference, the hours and the e-mail", async () => {
    const { el, q } = await mountContact();
    choose(select(q, "Anrede"), "female");
    await writeMessage(el, FULL);
    sendButton(q).click();
    const text = await confirmation(q);
    const year = new Date().getFullYear();
    expect(text).to.equal(
      `Vielen Dank, wir haben Ihre Nachricht erhalten (Vorgang K-${year}-00001). Wir antworten innerhalb von 24 Stunden an anna@example.org.`,
    );
    expectFocus(el, q.getByRole("heading", { name: "Nachricht gesendet" }));
    expect(posts).to.have.length(1);
    const { requestId, elapsedMs, ...body } = posts[0]!;
    expect(requestId).to.have.length.of.at.least(8);
    expect(elapsedMs).to.be.at.least(5000);
    expect(body).to.deep.equal({
      language: "de",
      topic: "order",
      salutation: "female",
      name: "Anna Muster",
      email: "anna@example.org",
      phone: "+49 30 555123",
      company: "Stadtarchiv",
      reference: "A-2026-0042",
      message: "Wann kommt meine Lieferung der Archivboxen?",
      privacy: true,
      website: "",
    });
  });

  it("phone numbers: the French 01.23.45.67.89 is accepted and sent as 01 23 45 67 89; the field keeps what was typed", async () => {
    const { el, q } = await mountContact(guestBlock({ language: "fr" }));
    await writeMessage(el, { ...MESSAGE, phone: "01.23.45.67.89" });
    sendButton(q).click();
    await confirmation(q);
    expect(posts[0]?.phone).to.equal("01 23 45 67 89");
  });

  it("phone numbers: what the shopper typed stays in the field while the form is open (normalised only in what is sent)", async () => {
    answerOnce(() => HttpResponse.json({ code: "server_error" }, { status: 500 }));
    const { el, q } = await mountContact();
    await writeMessage(el, { ...MESSAGE, phone: "+49 (0)30/123-456" });
    await captureConsoleErrors(async () => {
      sendButton(q).click();
      await q.findByRole("alert");
    });
    expect(posts[0]?.phone).to.equal("+49 30 123 456");
    expect(textbox(q, "Telefon").value).to.equal("+49 (0)30/123-456");
  });

  it("a logged-in contact's message names the contact (contactId); a guest's does not", async () => {
    const { el, q } = await mountContact(contactBlock());
    await q.findByText("Wir haben Ihre Kontaktdaten eingesetzt.");
    await writeMessage(el, { message: "Bitte rufen Sie mich an." });
    sendButton(q).click();
    await confirmation(q);
    expect(posts[0]?.contactId).to.equal("7001");
    expect(posts[0]?.email).to.equal("anna.schmidt@stadtarchiv.example");

    const guest = await mountContact(guestBlock({ language: "en" }));
    await writeMessage(guest.el);
    sendButton(guest.q).click();
    await confirmation(guest.q);
    expect(posts[1]).to.not.have.property("contactId");
    expect(posts[1]?.language).to.equal("en");
  });

  it("a double click sends one request, and presses while it is on its way send nothing", async () => {
    useHandlers(
      http.post("*/_hcms/api/contact", async () => {
        await delay(300);
      }),
    );
    const { el, q } = await mountContact();
    await writeMessage(el);
    sendButton(q).click();
    sendButton(q).click();
    await nextFrame();
    expect(sendButton(q).getAttribute("aria-disabled")).to.equal("true");
    sendButton(q).click();
    await confirmation(q);
    expect(posts).to.have.length(1);
  });

  it("'Weitere Nachricht senden' starts an empty form with focus on its heading, and the next message gets its own request id", async () => {
    const { el, q } = await mountContact();
    await writeMessage(el);
    sendButton(q).click();
    await confirmation(q);
    q.getByRole("button", { name: "Weitere Nachricht senden" }).click();
    const heading = await q.findByRole("heading", { name: "Schreiben Sie uns" });
    expectFocus(el, heading);
    expect(textbox(q, "Ihre Nachricht").value).to.equal("");
    await writeMessage(el);
    sendButton(q).click();
    expect(await confirmation(q)).to.contain(`K-${new Date().getFullYear()}-00002`);
    expect(posts[1]?.requestId).to.not.equal(posts[0]?.requestId);
  });

  it("429 too_many_requests: 'in N Minuten' from retryAfterSeconds (rounded up); the button stays usable and nothing typed is lost", async () => {
    useHandlers(...scenarios.contactBusy);
    const { q, el } = await mountContact();
    await writeMessage(el);
    const before = typed(q);
    sendButton(q).click();
    await waitFor(() =>
      expect(notice(el)).to.equal("Sie haben gerade viele Nachrichten gesendet. Bitte versuchen Sie es in 10 Minuten erneut."),
    );
    expect(typed(q)).to.deep.equal(before);
    expect(sendButton(q).getAttribute("aria-disabled")).to.not.equal("true");
    expect(sendButton(q).hasAttribute("disabled")).to.equal(false);

    useHandlers(
      http.post("*/_hcms/api/contact", () => HttpResponse.json({ code: "too_many_requests", retryAfterSeconds: 61 }, { status: 429 })),
    );
    sendButton(q).click();
    await waitFor(() => expect(notice(el)).to.contain("in 2 Minuten"));
  });

  it("the fake's own limit: the fourth message from one address within ten minutes is refused with the minutes to wait", async () => {
    const { q, el } = await mountContact();
    for (let n = 1; n <= 3; n++) {
      await writeMessage(el);
      sendButton(q).click();
      await confirmation(q);
      q.getByRole("button", { name: "Weitere Nachricht senden" }).click();
      await q.findByRole("heading", { name: "Schreiben Sie uns" });
    }
    await writeMessage(el);
    sendButton(q).click();
    await waitFor(() => expect(notice(el)).to.match(/Bitte versuchen Sie es in (9|10) Minuten erneut\.$/));
    expect(posts).to.have.length(4);
  });

  it("a server error keeps everything typed, says so with the shop's phone and e-mail, logs, and the retry sends the same request id", async () => {
    answerOnce(() => HttpResponse.json({ code: "server_error" }, { status: 500 }));
    const { el, q } = await mountContact();
    choose(select(q, "Anrede"), "male");
    await writeMessage(el, FULL);
    const before = typed(q);
    const { errors } = await captureConsoleErrors(async () => {
      sendButton(q).click();
      await q.findByRole("alert");
    });
    expect(q.getByRole("alert").textContent).to.contain("Der Shop ist gerade nicht erreichbar.");
    q.getByText("Ihre Nachricht wurde nicht gesendet; Ihre Eingaben bleiben erhalten. Bitte versuchen Sie es erneut.");
    expect(q.getByRole("link", { name: "+49 30 1234567" }).getAttribute("href")).to.equal("tel:+49301234567");
    expect(q.getByRole("link", { name: "service@archivbedarf.example" }).getAttribute("href")).to.equal(
      "mailto:service@archivbedarf.example",
    );
    expect(errors.some((e) => e.includes("<shop-contact>: the message was not sent"))).to.equal(true);
    expect(typed(q)).to.deep.equal(before);

    sendButton(q).click();
    await confirmation(q);
    expect(posts).to.have.length(2);
    expect(posts[1]?.requestId, "the same message: filed once even if the first answer was lost").to.equal(posts[0]?.requestId);
  });

  it("a message the server filed (201) with a malformed answer is not reported as 'not sent': it may have arrived, with its reference; the check files it once", async () => {
    answerOnce(() => HttpResponse.json({ reference: "K-2026-00042" }, { status: 201 }));
    const { el, q } = await mountContact();
    await writeMessage(el);
    const before = typed(q);
    const { errors } = await captureConsoleErrors(async () => {
      sendButton(q).click();
      await q.findByRole("alert");
    });
    const said = el.shadowRoot!.querySelector(".send-failure")!.textContent!;
    expect(q.getByRole("alert").textContent).to.equal(
      "Ihre Nachricht ist wahrscheinlich angekommen, aber die Antwort des Shops war unvollständig. Vorgang K-2026-00042.",
    );
    expect(said).not.to.contain("nicht gesendet").and.not.contain("versuchen Sie es erneut");
    expect(errors.some((e) => e.includes("contact: response does not match its schema"))).to.equal(true);
    expect(typed(q)).to.deep.equal(before);

    q.getByRole("button", { name: "Prüfen, ob sie angekommen ist" }).click();
    await confirmation(q);
    expect(posts).to.have.length(2);
    expect(posts[1]?.requestId, "the check is the same message: the shop files it once").to.equal(posts[0]?.requestId);
  });

  it("a message changed after a failure gets a new request id", async () => {
    answerOnce(() => HttpResponse.error());
    const { el, q } = await mountContact();
    await writeMessage(el);
    await captureConsoleErrors(async () => {
      sendButton(q).click();
      await q.findByRole("alert");
    });
    expect(q.getByRole("alert").textContent).to.contain("Der Shop-Dienst ist gerade nicht erreichbar.");
    textbox(q, "Ihre Nachricht").value += " Danke!";
    textbox(q, "Ihre Nachricht").dispatchEvent(new Event("input", { bubbles: true }));
    await nextFrame();
    sendButton(q).click();
    await confirmation(q);
    expect(posts[1]?.requestId).to.not.equal(posts[0]?.requestId);
  });

  it("a 201 answer that breaks its schema and names no readable reference: may have arrived, no reference, no confirmation, logged", async () => {
    useHandlers(...scenarios.contactBroken);
    const { el, q } = await mountContact(guestBlock({ contactEmail: undefined, contactPhone: undefined }));
    await writeMessage(el);
    const { errors } = await captureConsoleErrors(async () => {
      sendButton(q).click();
      await q.findByRole("alert");
    });
    expect(q.getByRole("alert").textContent).to.equal(
      "Ihre Nachricht ist wahrscheinlich angekommen, aber die Antwort des Shops war unvollständig.",
    );
    expect(q.queryByRole("heading", { name: "Nachricht gesendet" })).to.equal(null);
    expect(q.queryByText("Sie erreichen uns auch direkt:"), "no alternatives the block does not name").to.equal(null);
    expect(errors.some((e) => e.includes("does not match its schema"))).to.equal(true);
  });

  it("422 invalid_field: the message at the field, focus there, gone once the field changes", async () => {
    const { el, q } = await mountContact();
    await writeMessage(el, { ...MESSAGE, email: "anna@mailbox.invalid" });
    await captureConsoleErrors(async () => {
      sendButton(q).click();
      await waitFor(() => expect(textbox(q, "E-Mail").getAttribute("aria-invalid")).to.equal("true"));
    });
    const email = textbox(q, "E-Mail");
    expect(el.shadowRoot!.getElementById(email.getAttribute("aria-describedby")!)?.textContent).to.equal(
      "Bitte überprüfen Sie Ihre Eingabe",
    );
    await waitFor(() => expectFocus(el, email));
    email.value = "anna@example.org";
    email.dispatchEvent(new Event("input", { bubbles: true }));
    await waitFor(() => expect(email.hasAttribute("aria-invalid")).to.equal(false));
  });

  it("422 spam_suspected: asks to check and send again, keeps everything", async () => {
    answerOnce(() => HttpResponse.json({ code: "spam_suspected" }, { status: 422 }));
    const { el, q } = await mountContact();
    await writeMessage(el);
    const before = typed(q);
    await captureConsoleErrors(async () => {
      sendButton(q).click();
      await waitFor(() => expect(notice(el)).to.equal("Bitte prüfen Sie Ihre Angaben und senden Sie erneut."));
    });
    expect(typed(q)).to.deep.equal(before);
    sendButton(q).click();
    await confirmation(q);
  });
});
