import { setViewport, narrowViewport } from "../../support/commands";
import { expect } from "chai";
import { wrappedText } from "../../support/wrapped-text.ts";
import { ADDRESS, fillInvoice, mountCheckout, next, nextFrame, seedCart, useCheckoutSetup } from "./setup.ts";

/** 41 characters: on a 320 px phone it takes two lines. */
const EMAIL = "restaurierungswerkstatt.archiv@example.de";

describe("<shop-checkout>: words never break inside (issue 20)", () => {
  useCheckoutSetup();

  it("the overview at 320 px: the e-mail address wraps only after '@', '.' or '-' ('example.de' whole), and the page does not scroll sideways", async function () {
    await narrowViewport(this, { width: 320, height: 800 });
    try {
      await seedCart();
      const { el, q } = await mountCheckout();
      await fillInvoice(q, { ...ADDRESS, "E-Mail": EMAIL });
      await next(q, "Zahlungsart");
      (q.getByRole("radio", { name: "Rechnung" }) as HTMLInputElement).click();
      await nextFrame();
      await next(q, "Übersicht");
      const shown = [...el.shadowRoot!.querySelectorAll("address .code")].map(wrappedText);
      expect(
        shown.map((text) => text.replaceAll("|", "")),
        "the invoice and the delivery address",
      ).to.deep.equal([EMAIL, EMAIL]);
      for (const text of shown) {
        expect(text, "wraps at all").to.include("|");
        expect(text, "a line ends inside a part").not.to.match(/[^@.-]\|/);
        expect(text, text).to.match(/\|?example\.de$/);
      }
      expect(document.documentElement.scrollWidth, "sideways scroll").to.be.at.most(innerWidth);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
