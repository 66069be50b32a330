import { expect } from "chai";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import { productApi, productBlock } from "../../support/product-api.ts";
import { mountFailing, mountProduct, waitFor } from "../../support/product-page.ts";
import { useElementSuite } from "../../support/element-suite.ts";

describe("<shop-product-detail> data block and languages", () => {
  useElementSuite();

  it("malformed JSON renders a visible alert and logs the field; other elements on the page keep working", async () => {
    productApi();
    const { result, errors } = await captureConsoleErrors(async () => {
      const broken = await mountFailing("{ not json");
      const healthy = await mountProduct(productBlock());
      return { broken, healthy };
    });
    expect(result.broken.alert.textContent).to.contain("nicht richtig eingebunden");
    expect(errors.some((e) => e.includes("shop-product-detail") && e.includes('"data"'))).to.equal(true);
    expect(result.healthy.q.getByRole("heading", { name: "Archivbox A4" })).to.exist;
  });

  it("an incomplete block names the missing field, in the block's language", async () => {
    const block = productBlock({ language: "en" }) as Record<string, unknown>;
    delete (block.product as Record<string, unknown>).artikel;
    const { result, errors } = await captureConsoleErrors(() => mountFailing(block));
    expect(result.alert.textContent).to.contain("not embedded correctly");
    await waitFor(() => expect(result.alert.textContent).to.contain("product.artikel"));
    expect(errors.join("\n")).to.contain("product.artikel");
  });

  it("a wrong country code is refused with the field named", async () => {
    const { result } = await captureConsoleErrors(() => mountFailing(productBlock({ geoLocation: "Deutschland" })));
    await waitFor(() => expect(result.alert.textContent).to.contain("geoLocation"));
  });

  it("accepts the CMS's string forms: numbers, flags and empty strings", async () => {
    productApi();
    const { q } = await mountProduct(
      productBlock({ loggedIn: "true", categoryId: "12", portal_id: 123 }, { kleinste_bestelleinheit: "", requested_delivery_amount: "" }),
    );
    expect((q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement).value).to.equal("1");
  });

  it("the data property accepts the same object", async () => {
    productApi();
    const { el, q } = await mountProduct(productBlock(), "property");
    expect(q.getByRole("heading", { name: "Archivbox A4" })).to.exist;
    expect(el.getAttribute("data")).to.equal(null);
  });

  it("changing the attribute re-renders with the new block", async () => {
    productApi();
    const { el, q } = await mountProduct(productBlock());
    el.setAttribute("data", JSON.stringify(productBlock({ language: "en" }, { artikel: "Archive box A4" })));
    await q.findByRole("heading", { name: "Archive box A4" });
    await q.findByRole("button", { name: "Add to cart" });
  });

  it("removing the attribute shows the missing-data alert instead of keeping the old product", async () => {
    productApi();
    const { el, q } = await mountProduct(productBlock());
    await captureConsoleErrors(async () => {
      el.removeAttribute("data");
      await q.findByRole("alert");
    });
    expect(q.queryByRole("heading")).to.equal(null);
  });

  const names = {
    de: ["Menge", "Menge erhöhen", "Menge verringern", "Preis", "In den Warenkorb", "Staffelpreise", "Menge 50 wählen"],
    en: ["Quantity", "Increase quantity", "Decrease quantity", "Price", "Add to cart", "Scale prices", "Choose quantity 50"],
    fr: [
      "Quantité",
      "Augmenter la quantité",
      "Diminuer la quantité",
      "Prix",
      "Ajouter au panier",
      "Prix dégressifs",
      "Choisir la quantité 50",
    ],
  } as const;

  for (const [language, [quantity, plus, minus, price, add, scale, choose]] of Object.entries(names)) {
    it(`every control has its accessible name in ${language}`, async () => {
      productApi();
      const { q } = await mountProduct(productBlock({ language }));
      q.getByRole("textbox", { name: quantity });
      q.getByRole("button", { name: plus });
      q.getByRole("button", { name: minus });
      q.getByRole("textbox", { name: price });
      q.getByRole("button", { name: add });
      q.getByRole("button", { name: scale, expanded: false }).click();
      await q.findByRole("button", { name: choose });
    });
  }

  it("an unknown language renders German", async () => {
    productApi();
    const { q } = await mountProduct(productBlock({ language: "es" }));
    expect(q.getByRole("button", { name: "In den Warenkorb" })).to.exist;
  });

  it("every button is type=button", async () => {
    productApi();
    const { el } = await mountProduct(productBlock());
    const buttons = [...el.shadowRoot!.querySelectorAll("button")];
    expect(buttons.length).to.be.greaterThan(3);
    for (const b of buttons) expect(b.getAttribute("type")).to.equal("button");
  });

  it("the element's CSS is adopted stylesheets shared by all instances (its own, then its lazy parts'), with no inline <style>", async () => {
    productApi();
    const a = await mountProduct(productBlock());
    const b = mount("shop-product-detail", productBlock());
    await ui(b).findByRole("heading", { level: 1 });
    // The related rows' kits (quick add, article offer, article card) join once their chunk is there (core/element/lazy-kit.ts).
    await waitFor(() => expect(a.el.shadowRoot!.adoptedStyleSheets).to.have.length(4));
    await waitFor(() => expect(b.shadowRoot!.adoptedStyleSheets).to.have.length(4));
    const same = a.el.shadowRoot!.adoptedStyleSheets.map((sheet, i) => sheet === b.shadowRoot!.adoptedStyleSheets[i]);
    expect(same).to.deep.equal([true, true, true, true]);
    expect(a.el.shadowRoot!.querySelector("style")).to.equal(null);
    await waitFor(() => expect(getComputedStyle(a.el).display).to.equal("block"));
  });
});

describe("<shop-product-detail> theming", () => {
  useElementSuite();

  it("CSS custom properties set on an ancestor reach inside; page CSS does not", async () => {
    productApi();
    const style = document.head.appendChild(document.createElement("style"));
    style.textContent = "main { --shop-color-accent: rgb(200, 0, 0); } button { background: rgb(0, 0, 255) !important; }";
    try {
      const { q } = await mountProduct(productBlock());
      const add = q.getByRole("button", { name: "In den Warenkorb" });
      expect(getComputedStyle(add).backgroundColor).to.equal("rgb(200, 0, 0)");
    } finally {
      style.remove();
    }
  });

  it("parts can be styled from the page", async () => {
    productApi();
    const style = document.head.appendChild(document.createElement("style"));
    style.textContent = "shop-product-detail::part(headline) { color: rgb(1, 2, 3); }";
    try {
      const { q } = await mountProduct(productBlock());
      expect(getComputedStyle(q.getByRole("heading", { level: 1 })).color).to.equal("rgb(1, 2, 3)");
    } finally {
      style.remove();
    }
  });
});
