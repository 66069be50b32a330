// A broken data block as an editor meets it (core/ui/WidgetShell.tsx, core/block-problem/): a short
// message for the shopper, and in a disclosure (loaded with the first broken block) the field and the
// reason, in the element's language and in the console's words.
import { waitFor } from "@testing-library/dom";
import { sendKeys } from "../support/commands";
import { expect } from "chai";
import "../../widgets/cart/element.ts";
import { axeViolations } from "../support/axe.ts";
import { captureConsoleErrors, mount, ui } from "../support/dom.ts";
import { useElementSuite } from "../support/element-suite.ts";

const TAG = "shop-cart";

/** Mounts a cart with `data` and waits for its alert; the console's errors with it. */
async function broken(data: unknown) {
  const { result, errors } = await captureConsoleErrors(async () => {
    const el = mount(TAG, data);
    const alert = await ui(el).findByRole("alert");
    return { el, alert, summary: await ui(el).findByText(/Redaktion|editors|rédaction/) };
  });
  return { ...result, errors, reason: result.alert.querySelector("details p")?.textContent ?? "" };
}

describe("a broken data block names its field and reason on the page", () => {
  useElementSuite();

  it("invalid JSON: the position where it breaks, on the page (in German, the block has no language) and in the console", async () => {
    const text = '{"language":"en","geoLocation":"de" "baseUrl":""}';
    const { reason, errors } = await broken(text);
    // WebKit's JSON.parse names no position; Chromium's and Firefox's do.
    const position = /AppleWebKit/.test(navigator.userAgent) && !/Chrome/.test(navigator.userAgent) ? "" : " ab Zeichen 36";
    expect(reason).to.equal(`Feld „data“: kein gültiges JSON${position}`);
    const english = position ? " at position 36" : "";
    expect(errors.join("\n")).to.contain(`<${TAG}> data block, field "data": not valid JSON${english}`);
  });

  it("a field of the wrong type: its path and the type it needs", async () => {
    const { reason, errors } = await broken({ language: "en", geoLocation: 49 });
    expect(reason).to.equal('field "geoLocation": expected a text, got 49');
    expect(errors.join("\n")).to.contain(reason);
  });

  it("a value the field's rule refuses: the value and the rule", async () => {
    const { reason } = await broken({ language: "en", geoLocation: "Germany" });
    expect(reason).to.equal('field "geoLocation": "Germany" is not accepted (Expected a two-letter country code)');
  });

  it("a missing required field says it is missing", async () => {
    const { reason } = await broken({ language: "en" });
    expect(reason).to.equal('field "geoLocation": missing');
  });

  for (const [language, shopper, summary, reason] of [
    [
      "de",
      "Dieses Element ist nicht richtig eingebunden (Feld „geoLocation“).",
      "Details für die Redaktion",
      "Feld „geoLocation“: erwartet einen Text, erhalten 49",
    ],
    [
      "en",
      "This element is not embedded correctly (field “geoLocation”).",
      "Details for the editors",
      'field "geoLocation": expected a text, got 49',
    ],
    [
      "fr",
      "Cet élément n'est pas intégré correctement (champ « geoLocation »).",
      "Détails pour la rédaction",
      "champ « geoLocation » : attendu un texte, reçu 49",
    ],
  ] as const) {
    it(`the message, the disclosure and the reason are in the element's language (${language})`, async () => {
      const { alert, summary: found, reason: shown } = await broken({ language, geoLocation: 49 });
      expect(alert.textContent).to.contain(shopper);
      expect(found.textContent).to.equal(summary);
      expect(shown).to.equal(reason);
    });
  }

  it("the disclosure is a named 44 px button that opens by keyboard, and axe finds nothing", async () => {
    const { el, summary } = await broken({ language: "de", geoLocation: 49 });
    const details = summary.closest("details") as HTMLDetailsElement;
    expect(summary.getBoundingClientRect().height).to.be.at.least(44);
    expect((summary.closest(".problem-slot") as HTMLElement).getBoundingClientRect().height).to.equal(
      summary.getBoundingClientRect().height,
    );
    expect(details.open).to.equal(false);
    summary.focus();
    expect(el.shadowRoot?.activeElement).to.equal(summary);
    await sendKeys({ press: "Enter" });
    await waitFor(() => expect(details.open).to.equal(true));
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
