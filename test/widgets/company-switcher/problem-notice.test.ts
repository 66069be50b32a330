import { expect } from "chai";
import { sendKeys } from "../../support/commands";
import { http } from "msw";
import "../../../widgets/contact/element.ts";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import { useElementSuite } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";
import { mountSwitcher, openSwitchers, waitFor } from "./setup.ts";

const TITLE = "Fehler in der Anfrage";

/** Counts the company-list requests the fake answers (the resolver passes each on to the fake). */
function countListRequests(): { count: number } {
  const seen = { count: 0 };
  useHandlers(http.get("*/_hcms/api/ansprechpartner/companies", () => void seen.count++));
  return seen;
}

/** Two frames and a task: what an answer leads to has rendered. */
const rendered = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));

describe("<shop-company-switcher>: a contact whose companies cannot be loaded (docs/decisions/company-problem-notice.md)", () => {
  useElementSuite();

  for (const [contactid, text] of [
    ["7003", "Es wurde keine gültige Firma gefunden."],
    ["7009", "Es wurde kein gültiger und aktiver Ansprechpartner gefunden."],
  ] as const) {
    it(`a contact with no valid company gets a notice that does not block the page: the contact page stays usable (${contactid})`, async () => {
      await captureConsoleErrors(async () => {
        const contact = mount("shop-contact", { language: "de", baseUrl: "", loggedIn: true, contactid });
        const message = (await ui(contact).findByRole("textbox", { name: /^Ihre Nachricht/ }, { timeout: 5000 })) as HTMLTextAreaElement;
        message.focus();
        const { q } = mountSwitcher({ contactid });
        const dialog = (await q.findByRole("dialog", { name: TITLE }, { timeout: 5000 })) as HTMLDialogElement;
        expect(dialog.querySelector("[role=alert]")!.textContent).to.contain(text);
        expect(dialog.matches(":modal")).to.equal(false, "a notice: the page is not inert");
        expect(contact.shadowRoot!.activeElement === message).to.equal(true, "the notice took no focus from the message");
        await sendKeys({ type: "Bitte um Hilfe" });
        await waitFor(() => expect(message.value).to.equal("Bitte um Hilfe"));
        // At the foot of the window, not over the form's top.
        const box = dialog.getBoundingClientRect();
        expect(box.bottom <= innerHeight && box.top > innerHeight / 2).to.equal(true, `the notice spans ${box.top}–${box.bottom} px`);
      });
    });
  }

  it("the notice closes with Escape or × and does not open by itself again in the session; 'Firma wechseln' still shows the error", async () => {
    await captureConsoleErrors(async () => {
      const field = document.createElement("input");
      field.setAttribute("aria-label", "Suche");
      document.body.append(field);
      after(() => field.remove());
      field.focus();
      const first = mountSwitcher({ contactid: "7003" });
      const dialog = (await first.q.findByRole("dialog", { name: TITLE }, { timeout: 5000 })) as HTMLDialogElement;
      first.q.getByRole("button", { name: "Schließen" }).focus();
      await sendKeys({ press: "Escape" });
      await waitFor(() => expect(dialog.open).to.equal(false));
      await waitFor(() => expect(document.activeElement === field).to.equal(true, "focus back where the visitor was, not the page body"));
      first.el.remove();

      // The next page of the session.
      const requests = countListRequests();
      const next = mountSwitcher({ contactid: "7003" });
      await waitFor(() => expect(requests.count).to.equal(1), { timeout: 5000 });
      await rendered();
      expect(next.el.shadowRoot!.querySelector("dialog[open]") === null).to.equal(true, "no notice on the next page");
      openSwitchers();
      const asked = (await next.q.findByRole("dialog", { name: TITLE })) as HTMLDialogElement;
      expect(asked.matches(":modal")).to.equal(true, "asked for, it is the modal dialog");
      next.q.getByRole("button", { name: "Schließen" }).click();
      await waitFor(() => expect(asked.open).to.equal(false));
    });
  });

  it("'Firma wechseln' while the notice shows makes it the modal dialog, which stays open", async () => {
    await captureConsoleErrors(async () => {
      const { q } = mountSwitcher({ contactid: "7009" });
      const dialog = (await q.findByRole("dialog", { name: TITLE }, { timeout: 5000 })) as HTMLDialogElement;
      expect(dialog.matches(":modal")).to.equal(false);
      openSwitchers();
      await waitFor(() => expect(dialog.matches(":modal")).to.equal(true));
      await rendered();
      expect(dialog.open).to.equal(true, "still open after the switch");
    });
  });
});
