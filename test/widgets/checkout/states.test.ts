import { expect } from "chai";
import { http, HttpResponse } from "msw";
import { problem } from "../../../demo/mocks/http-helpers.ts";
import { axeViolations } from "../../support/axe.ts";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { checkoutBlock, mountCheckout, seedCart, useCheckoutSetup } from "./setup.ts";

/** Fails the cart's lines (the summary's first request) until `recover()`; then the fake answers. */
function failCart(how: "server" | "network") {
  let failing = true;
  useHandlers(
    http.get("*/_hcms/api/objects/order-items/get", () =>
      failing ? (how === "server" ? problem(500, "Internal server error") : HttpResponse.error()) : undefined,
    ),
  );
  return { recover: () => void (failing = false) };
}

describe("<shop-checkout>: empty cart, failures to load, a bad data block", () => {
  useCheckoutSetup();

  it("an empty cart shows the empty state with the link to the cart", async () => {
    const { q } = await mountCheckout(checkoutBlock({ cartUrl: "/demo/cart.html" }));
    expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Kasse");
    q.getByText("Ihr Warenkorb ist leer.");
    expect(q.getByRole("link", { name: "Zum Warenkorb" }).getAttribute("href")).to.equal("/demo/cart.html");
    expect(q.queryByRole("button")).to.equal(null);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it("the empty state in English links to the language's default cart page", async () => {
    const { q } = await mountCheckout(checkoutBlock({ language: "en" }));
    expect(q.getByRole("link", { name: "Go to the cart" }).getAttribute("href")).to.equal("/basket");
  });

  for (const [how, text] of [
    ["server", "Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal."],
    ["network", "Der Shop-Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal."],
  ] as const) {
    it(`the order cannot be loaded (${how}): the error notice says so, and its retry loads the checkout`, async () => {
      await seedCart();
      const cart = failCart(how);
      const { errors } = await captureConsoleErrors(async () => {
        const el = mount("shop-checkout", checkoutBlock());
        const q = ui(el);
        const alert = await q.findByRole("alert", {}, { timeout: 5000 });
        expect(alert.textContent).to.contain(text);
        expect(await axeViolations()).to.deep.equal([]);
        cart.recover();
        q.getByRole("button", { name: "Erneut versuchen" }).click();
        await q.findByRole("heading", { level: 2, name: "Adresse" }, { timeout: 5000 });
      });
      expect(errors.join("\n")).to.contain("order-items/get");
    });
  }

  it("a data block naming prepayment without bank details renders an alert naming the field", async () => {
    const { errors } = await captureConsoleErrors(async () => {
      const el = mount("shop-checkout", checkoutBlock({ payment: { methods: ["invoice", "prepayment"] } }));
      const alert = await ui(el).findByRole("alert", {}, { timeout: 5000 });
      expect(alert.textContent).to.contain("payment");
    });
    expect(errors.join("\n")).to.contain("payment");
  });
});
