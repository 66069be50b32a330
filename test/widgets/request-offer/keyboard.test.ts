import { expect } from "chai";
import { sendKeys } from "../../support/commands";
import { delay, http, HttpResponse } from "msw";
import { captureConsoleErrors, expectFocus } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { confirmation, fillContact, mountOffer, seedCart, useOfferSetup, waitFor, type Queries } from "./setup.ts";

/** Presses Enter on the button named `name`, after focusing it as Tab would. */
async function pressEnterOn(q: Queries, name: string): Promise<HTMLElement> {
  const button = q.getByRole("button", { name });
  button.focus();
  await sendKeys({ press: "Enter" });
  return button;
}

/** Keeps the PDF a test makes from becoming a real download. */
function blockDownloads(): string[] {
  const names: string[] = [];
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof HTMLAnchorElement && event.target.hasAttribute("download")) {
      names.push(event.target.download);
      event.preventDefault();
    }
  };
  document.addEventListener("click", onClick, true);
  after(() => document.removeEventListener("click", onClick, true));
  return names;
}

/** Fills the form, sends it with Enter and waits for the confirmation's heading to take focus. */
async function requestOffer(el: HTMLElement, q: Queries): Promise<void> {
  await fillContact(q);
  await pressEnterOn(q, "Angebot anfordern");
  await confirmation(q);
  await waitFor(() => expectFocus(el, q.getByRole("heading", { name: "Vielen Dank für Ihre Anfrage" })));
}

describe("<shop-request-offer> by keyboard: focus is never dropped (issue 9, section 4)", () => {
  useOfferSetup();
  beforeEach(() => seedCart());
  const downloads = blockDownloads();

  it("'Angebot anfordern' keeps focus while the request is on its way and after it failed", async () => {
    useHandlers(http.post("*/_hcms/api/deal", async () => (await delay(300), HttpResponse.json({ message: "down" }, { status: 500 }))));
    const { el, q } = await mountOffer();
    await fillContact(q);
    await captureConsoleErrors(async () => {
      const request = await pressEnterOn(q, "Angebot anfordern");
      await waitFor(() => expect(request.getAttribute("aria-busy")).to.equal("true"));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expectFocus(el, request);
      await q.findByRole("alert");
      await waitFor(() => expect(request.getAttribute("aria-busy")).to.equal("false"));
      expectFocus(el, request);
    });
  });

  it("sending lands on the confirmation's heading; 'Weiteres Angebot anfordern' lands on the new form's heading", async () => {
    const { el, q } = await mountOffer();
    await requestOffer(el, q);
    await seedCart();
    await pressEnterOn(q, "Weiteres Angebot anfordern");
    const heading = await q.findByRole("heading", { name: "Angebot anfordern" }, { timeout: 5000 });
    await waitFor(() => expectFocus(el, heading));
  });

  it("the PDF download keeps focus on its button while the PDF is made and after", async function () {
    this.timeout(30000);
    const { el, q } = await mountOffer();
    await requestOffer(el, q);
    const before = downloads.length;
    const pdf = await pressEnterOn(q, "Angebot als PDF herunterladen");
    await waitFor(() => expect(downloads.length).to.equal(before + 1), { timeout: 10000 });
    await waitFor(() => expect(pdf.getAttribute("aria-busy")).to.equal("false"));
    expectFocus(el, pdf);
  });
});
