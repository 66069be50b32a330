import { expect } from "chai";
import { sendKeys } from "../../support/commands";
import { http, HttpResponse } from "msw";
import { typeAndBlur } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { article, IMAGES, productApi, productBlock } from "../../support/product-api.ts";
import { mountProduct, waitFor } from "../../support/product-page.ts";
import { useElementSuite } from "../../support/element-suite.ts";

describe("<shop-product-detail> popups, slider and properties", () => {
  useElementSuite();
  afterEach(() => delete (window as { __xss?: boolean }).__xss);

  it("the delivery-conditions popup shows the CMS HTML sanitised: no script runs", async () => {
    productApi();
    const { el, q } = await mountProduct(productBlock());
    q.getByRole("button", { name: "Lieferbedingungen" }).click();
    const dialog = await q.findByRole("dialog", { name: "Lieferbedingungen" });
    await waitFor(() => expect(dialog.textContent).to.contain("Versand innerhalb Deutschlands"));
    await new Promise((r) => setTimeout(r, 100));
    expect((window as { __xss?: boolean }).__xss).to.equal(undefined);
    expect(el.shadowRoot!.querySelector(".cms-html script")).to.equal(null);
    expect(el.shadowRoot!.querySelector(".cms-html [onerror]")).to.equal(null);
  });

  it("the delivery-conditions popup does not repeat its title: a first CMS heading saying the same is left out", async () => {
    productApi();
    const html = "<h3> Lieferbedingungen </h3><p>Versand innerhalb Deutschlands</p><h3>Lieferbedingungen</h3><p>Rest</p>";
    const { q } = await mountProduct(productBlock({ info_popup_text: html }));
    q.getByRole("button", { name: "Lieferbedingungen" }).click();
    const dialog = await q.findByRole("dialog", { name: "Lieferbedingungen" });
    await waitFor(() => expect(dialog.textContent).to.contain("Versand innerhalb Deutschlands"));
    const headings = [...dialog.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => h.textContent!.trim());
    expect(headings).to.deep.equal(
      ["Lieferbedingungen", "Lieferbedingungen"],
      "the title, and the later heading that is not a repeat of it",
    );
    expect(dialog.querySelector(".cms-html")!.firstElementChild!.tagName).to.equal("P");
  });

  it("the delivery-conditions popup shows no empty or broken image where the sanitizer removed a handler", async () => {
    productApi();
    useHandlers(http.get("*/missing-picture.png", () => new HttpResponse(null, { status: 404 })));
    const html = [
      "<p>Versand innerhalb Deutschlands</p>",
      '<img src="data:," onerror="window.__xss = true">',
      '<img src="javascript:alert(1)">',
      '<img onerror="window.__xss = true">',
      '<img src="missing-picture.png" onerror="window.__xss = true">',
      `<img src="${IMAGES[0]}" alt="Paket">`,
    ].join("");
    const { el, q } = await mountProduct(productBlock({ info_popup_text: html }));
    q.getByRole("button", { name: "Lieferbedingungen" }).click();
    const dialog = await q.findByRole("dialog", { name: "Lieferbedingungen" });
    await waitFor(() => expect(dialog.textContent).to.contain("Versand innerhalb Deutschlands"));
    await waitFor(() =>
      expect([...el.shadowRoot!.querySelectorAll(".cms-html img")].map((img) => img.getAttribute("alt"))).to.deep.equal(["Paket"]),
    );
    expect((window as { __xss?: boolean }).__xss).to.equal(undefined);
  });

  it("dialogs close with Escape and give focus back to their button", async () => {
    productApi();
    const { el, q } = await mountProduct(productBlock());
    const trigger = q.getByRole("button", { name: "Lieferzeiten" });
    trigger.focus();
    await sendKeys({ press: "Enter" });
    const dialog = (await q.findByRole("dialog", { name: "Lieferzeiten" })) as HTMLDialogElement;
    expect(dialog.open).to.equal(true);
    expect(dialog.contains(el.shadowRoot!.activeElement)).to.equal(true, "focus moved into the dialog");
    await sendKeys({ press: "Escape" });
    await waitFor(() => expect(dialog.open).to.equal(false));
    expect(el.shadowRoot!.activeElement).to.equal(trigger);
  });

  it("the delivery-times popup lists the three tiers and marks the one for the current amount", async () => {
    productApi();
    const { q } = await mountProduct(productBlock());
    typeAndBlur(q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement, "60");
    q.getByRole("button", { name: "Lieferzeiten" }).click();
    const dialog = await q.findByRole("dialog", { name: "Lieferzeiten" });
    const rows = [...dialog.querySelectorAll("tbody tr")];
    expect(rows.map((r) => r.textContent)).to.deep.equal([
      "bis 49 Stück2–3 Werktage",
      "50 bis 199 Stück (Ihre Menge)5–7 Werktage",
      "ab 200 Stück10 Werktage",
    ]);
    expect(rows[1]!.getAttribute("aria-current")).to.equal("true");
  });

  it("the requested_delivery_time tier is added from requested_delivery_amount on", async () => {
    productApi({
      articles: [
        {
          ...article,
          properties: { ...article.properties, requested_delivery_amount: "500", requested_delivery_time: "auf Anfrage, ca. 4 Wochen" },
        },
      ],
    });
    const { q } = await mountProduct(productBlock());
    q.getByRole("button", { name: "Lieferzeiten" }).click();
    const dialog = await q.findByRole("dialog", { name: "Lieferzeiten" });
    const rows = [...dialog.querySelectorAll("tbody tr")].map((r) => r.textContent);
    expect(rows).to.deep.equal([
      "bis 49 Stück (Ihre Menge)2–3 Werktage",
      "50 bis 199 Stück5–7 Werktage",
      "200 bis 499 Stück10 Werktage",
      "ab 500 Stückauf Anfrage, ca. 4 Wochen",
    ]);
  });

  it("the image slider moves with buttons and arrow keys, with alt texts and lazy images", async () => {
    productApi();
    const { el, q } = await mountProduct(productBlock());
    const img = () => q.getByRole("img") as HTMLImageElement;
    expect(img().alt).to.equal("Archivbox A4 – Bild 1 von 3");
    q.getByRole("button", { name: "Nächstes Bild" }).click();
    await waitFor(() => expect(img().alt).to.equal("Archivbox A4 – Bild 2 von 3"));
    expect(img().loading).to.equal("lazy");
    const viewport = el.shadowRoot!.querySelector<HTMLElement>(".viewport")!;
    viewport.focus();
    await sendKeys({ press: "ArrowRight" });
    await waitFor(() => expect(img().alt).to.equal("Archivbox A4 – Bild 3 von 3"));
    await sendKeys({ press: "ArrowRight" });
    await waitFor(() => expect(img().alt).to.equal("Archivbox A4 – Bild 1 von 3"));
    q.getByRole("button", { name: "Vorheriges Bild" }).click();
    await waitFor(() => expect(img().alt).to.equal("Archivbox A4 – Bild 3 von 3"));
  });

  it("the slider keeps a 4:3 frame, a product photo's shape, whether its picture has loaded or not", async () => {
    productApi();
    const { el } = await mountProduct(productBlock());
    const frame = el.shadowRoot!.querySelector<HTMLElement>(".viewport")!.getBoundingClientRect();
    expect(frame.width / frame.height).to.be.closeTo(4 / 3, 0.02);
  });

  it("a swipe moves the slider", async () => {
    productApi();
    const { el, q } = await mountProduct(productBlock());
    const viewport = el.shadowRoot!.querySelector<HTMLElement>(".viewport")!;
    viewport.dispatchEvent(new PointerEvent("pointerdown", { clientX: 200, bubbles: true }));
    viewport.dispatchEvent(new PointerEvent("pointerup", { clientX: 100, bubbles: true }));
    await waitFor(() => expect((q.getByRole("img") as HTMLImageElement).alt).to.contain("Bild 2 von 3"));
  });

  it("the properties list shows the configured columns with their labels, empty values left out", async () => {
    productApi();
    const { q } = await mountProduct(productBlock());
    const list = q.getByRole("heading", { name: "Produkteigenschaften" }).parentElement!;
    expect([...list.querySelectorAll("dt")].map((d) => d.textContent)).to.deep.equal(["Format", "Material"]);
    expect(list.textContent).to.contain("A4");
  });

  it("visitors from inch countries see the _inch variant of measures", async () => {
    productApi();
    const { q } = await mountProduct(productBlock({ geoLocation: "gb", language: "en" }));
    expect(q.getByRole("heading", { name: "Product properties" }).parentElement!.textContent).to.contain("8.3 × 11.7 in");
  });
});
