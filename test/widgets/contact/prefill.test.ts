import { expect } from "chai";
import { delay, http, HttpResponse } from "msw";
import { typeAndBlur } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { contactBlock, guestBlock, mountContact, nextFrame, personRequests, select, textbox, useContactSetup, waitFor } from "./setup.ts";

const PREFILL_NOTE = "Wir haben Ihre Kontaktdaten eingesetzt.";

describe("<shop-contact>: prefilled for a logged-in contact", () => {
  useContactSetup();

  it("a logged-in contact's salutation, name, e-mail, phone, company and customer number are filled in, and it says so politely", async () => {
    const { q } = await mountContact(contactBlock());
    const note = await q.findByText(PREFILL_NOTE);
    expect(note.getAttribute("role")).to.equal("status");
    expect(personRequests).to.deep.equal(["?contactId=7001"]);
    expect(select(q, "Anrede").value).to.equal("female");
    expect(textbox(q, "Name").value).to.equal("Anna Schmidt");
    expect(textbox(q, "E-Mail").value).to.equal("anna.schmidt@stadtarchiv.example");
    expect(textbox(q, "Telefon").value).to.equal("+49 30 1234567");
    expect(textbox(q, "Firma").value).to.equal("Stadtarchiv Musterstadt");
    expect(textbox(q, "Kunden- oder Bestellnummer").value).to.equal("K-10234");
    expect(textbox(q, "Ihre Nachricht").value).to.equal("");
  });

  it("what the shopper typed before the details arrived is never overwritten (also a field typed and emptied again)", async () => {
    useHandlers(
      http.get("*/_hcms/api/ansprechpartner/get", async () => {
        await delay(400);
      }),
    );
    const { q } = await mountContact(contactBlock());
    typeAndBlur(textbox(q, "Name"), "A. Schmidt (Archiv)");
    typeAndBlur(textbox(q, "Telefon"), "0171");
    typeAndBlur(textbox(q, "Telefon"), "");
    await q.findByText(PREFILL_NOTE, {}, { timeout: 3000 });
    expect(textbox(q, "Name").value).to.equal("A. Schmidt (Archiv)");
    expect(textbox(q, "Telefon").value).to.equal("");
    expect(textbox(q, "E-Mail").value).to.equal("anna.schmidt@stadtarchiv.example");
  });

  it("a contact the CRM does not know (404) or a failing prefill: logged, no error shown, the form empty and usable", async () => {
    for (const [block, answer] of [
      [contactBlock({ contactid: "7009" }), null],
      [contactBlock(), () => HttpResponse.json({ code: "server_error" }, { status: 500 })],
    ] as const) {
      if (answer) useHandlers(http.get("*/_hcms/api/ansprechpartner/get", answer));
      const logged: string[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => logged.push(args.map(String).join(" "));
      try {
        const { q, el } = await mountContact(block);
        await waitFor(() => expect(logged.some((e) => e.includes("could not be loaded"))).to.equal(true));
        await nextFrame();
        expect(q.queryByRole("alert")).to.equal(null);
        expect(q.queryByText(PREFILL_NOTE)).to.equal(null);
        expect(textbox(q, "Name").value).to.equal("");
        typeAndBlur(textbox(q, "Name"), "Max Alt");
        await nextFrame();
        expect(textbox(q, "Name").value).to.equal("Max Alt");
        el.remove();
      } finally {
        console.error = original;
      }
    }
  });

  it("a guest's form asks for nothing: no prefill request", async () => {
    const { q } = await mountContact(guestBlock({ contactid: "7001" }));
    await nextFrame();
    expect(textbox(q, "Name").value).to.equal("");
    expect(personRequests).to.deep.equal([]);
  });
});
