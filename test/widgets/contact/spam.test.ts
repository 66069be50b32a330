import { expect } from "chai";
import { sendKeys } from "../../support/commands";
import { expectFocus } from "../../support/dom.ts";
import {
  confirmation,
  fillMessage,
  honeypot,
  mountContact,
  nextFrame,
  notice,
  passTime,
  posts,
  privacy,
  sendButton,
  useContactSetup,
  waitFor,
} from "./setup.ts";

describe("<shop-contact>: spam protection", () => {
  useContactSetup();

  it("honeypot filled: no request, the usual confirmation (a bot learns nothing), a console note", async () => {
    const { q, el } = await mountContact();
    await fillMessage(el);
    passTime(10_000);
    const input = honeypot(el);
    input.value = "https://spam.example";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await nextFrame();
    const notes: string[] = [];
    const info = console.info;
    console.info = (...args: unknown[]) => notes.push(args.join(" "));
    try {
      sendButton(q).click();
      expect(await confirmation(q)).to.equal("Vielen Dank, wir haben Ihre Nachricht erhalten. Wir antworten Ihnen an anna@example.org.");
    } finally {
      console.info = info;
    }
    expect(posts).to.deep.equal([]);
    expect(notes.some((n) => n.includes("hidden website field"))).to.equal(true);
  });

  it("the honeypot is out of people's way: off-screen, hidden from screen readers, out of the tab order, not autofilled", async () => {
    const { q, el } = await mountContact();
    const input = honeypot(el);
    expect(input.closest("[aria-hidden='true']")).to.not.equal(null);
    expect(input.tabIndex).to.equal(-1);
    expect(input.getAttribute("autocomplete")).to.equal("off");
    expect(input.labels?.[0]?.textContent).to.equal("Website");
    expect(input.getBoundingClientRect().right).to.be.below(0);
    expect(q.queryByRole("textbox", { name: "Website" })).to.equal(null);
    // From the consent (and its privacy link) Tab goes straight to the send button.
    privacy(q).focus();
    await sendKeys({ press: "Tab" });
    await sendKeys({ press: "Tab" });
    expectFocus(el, sendButton(q));
  });

  it("sent within 3 s of the form appearing: not sent, a polite request to check and send again; the person's next press goes through", async () => {
    const { q, el } = await mountContact();
    await fillMessage(el);
    sendButton(q).click();
    await waitFor(() => expect(notice(el)).to.equal("Bitte prüfen Sie Ihre Angaben und senden Sie erneut."));
    expect(el.shadowRoot!.querySelector(".form-notice")?.getAttribute("role")).to.equal("status");
    expect(posts).to.deep.equal([]);
    passTime(3000);
    sendButton(q).click();
    await confirmation(q);
    expect(posts).to.have.length(1);
    expect(posts[0]?.elapsedMs).to.be.at.least(3000);
  });

  it("the data block's minFillSeconds raises the minimum", async () => {
    const { q, el } = await mountContact({ language: "de", baseUrl: "", minFillSeconds: 8 });
    await fillMessage(el);
    passTime(5000);
    sendButton(q).click();
    await waitFor(() => expect(notice(el)).to.contain("Bitte prüfen Sie Ihre Angaben"));
    expect(posts).to.deep.equal([]);
  });
});
