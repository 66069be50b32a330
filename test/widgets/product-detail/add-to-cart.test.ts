import { expect } from "chai";
import { delay, HttpResponse } from "msw";
import { listen } from "../../../core/element/events.ts";
import { selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { captureConsoleErrors, toasts, typeAndBlur, typeInto, waitForToast } from "../../support/dom.ts";
import { clickAtCentre } from "../../support/pointer.ts";
import { companyChoices, IMAGES, productApi, productBlock } from "../../support/product-api.ts";
import { mountProduct, priceText, waitFor } from "../../support/product-page.ts";
import { useElementSuite } from "../../support/element-suite.ts";

const ADDED = "Artikel wurde zum Warenkorb hinzugefügt";
const FAILED = "Es ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es später.";

describe("<shop-product-detail> add to cart (sections 4, 7, 8)", () => {
  useElementSuite();

  it("posts exactly the body of section 7", async () => {
    localStorage.setItem("sessionid", "session-42");
    setCompanies(companyChoices);
    selectCompany("c-1");
    const calls = productApi();
    const { q } = await mountProduct(productBlock({}, { class_3_description: "Restant", sperrgut_artikel: "true" }));
    typeAndBlur(q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement, "60");
    await waitFor(() => expect(priceText(q)).to.equal("252,00\u00a0€"));
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    await waitForToast(ADDED);
    expect(calls.post).to.deep.equal([
      {
        volume: "0.012",
        artikel_nummer: "A-100",
        article_slug: location.pathname.replace(/\/+$/, "").split("/").pop(),
        artikel: "Archivbox A4",
        menge: 60,
        sessionid: "session-42",
        preis: 4.2,
        nettogewicht: "0.35",
        einheit: "Stück",
        image_url: IMAGES[0],
        article_id: "1001",
        companyId: "c-1",
        description: "Säurefreie Archivbox",
        sperrgut_artikel: true,
        restant: "true",
      },
    ]);
  });

  it("a mouse click on 'In den Warenkorb' straight after an invalid amount is not lost: the note under the amount waits for the click", async () => {
    const calls = productApi();
    const { el, q } = await mountProduct(productBlock());
    typeInto(q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement, "abc");
    const moved = await clickAtCentre(q.getByRole("button", { name: "In den Warenkorb" }));
    expect(moved, "px the button moved between mouse-down and mouse-up").to.equal(0);
    await waitForToast(ADDED);
    expect(calls.post).to.have.length(1);
    expect(calls.post[0]).to.include({ menge: 1 });
    await waitFor(() => expect(el.shadowRoot!.querySelector(".quantity-note")!.textContent).to.match(/^Bitte gültige Menge angeben/));
  });

  it("restant is 'false' for articles that are not remnants; a guest sends companyId null", async () => {
    const calls = productApi();
    const { q } = await mountProduct(productBlock());
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    await waitForToast(ADDED);
    expect(calls.post[0]).to.include({ restant: "false", companyId: null, sperrgut_artikel: false });
  });

  it("creates the session id once in localStorage when missing, then reuses it", async () => {
    localStorage.removeItem("sessionid");
    const calls = productApi();
    const { q } = await mountProduct(productBlock());
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    await waitFor(() => expect(calls.post).to.have.length(1));
    const created = localStorage.getItem("sessionid");
    expect(created).to.be.a("string").and.not.equal("");
    await waitFor(() => expect(q.getByRole("button", { name: "In den Warenkorb" }).getAttribute("aria-disabled")).to.equal("false"));
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    await waitFor(() => expect(calls.post).to.have.length(2));
    expect((calls.post[1] as { sessionid: string }).sessionid).to.equal(created);
  });

  it("204 is success: a role=status toast and ordersAmountEvent with amount 1", async () => {
    productApi();
    const events: unknown[] = [];
    const stop = listen("ordersAmountEvent", (detail) => events.push(detail));
    const { q } = await mountProduct(productBlock());
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    const toast = await waitForToast(ADDED);
    stop();
    expect(toast.getAttribute("role")).to.equal("status");
    expect(events).to.deep.equal([{ amount: 1 }]);
  });

  it("any other status is a failure toast, and no event", async () => {
    productApi({ post: () => HttpResponse.json({ toObjectId: 1 }, { status: 200 }) });
    const events: unknown[] = [];
    const stop = listen("ordersAmountEvent", (detail) => events.push(detail));
    const { q } = await mountProduct(productBlock());
    await captureConsoleErrors(async () => {
      q.getByRole("button", { name: "In den Warenkorb" }).click();
      await waitForToast(FAILED);
    });
    stop();
    expect(events).to.deep.equal([]);
  });

  it("a network error is a failure toast; the POST is not retried", async () => {
    const calls = productApi({ post: () => HttpResponse.error() });
    const { q } = await mountProduct(productBlock({ language: "en" }));
    await captureConsoleErrors(async () => {
      q.getByRole("button", { name: "Add to cart" }).click();
      await waitForToast("An unknown error has occurred. Please try again later.");
    });
    expect(calls.post).to.have.length(1);
  });

  it("the button is disabled (aria-disabled, so it keeps focus) while adding: a double click sends one request", async () => {
    const calls = productApi({ post: async () => (await delay(150), new HttpResponse(null, { status: 204 })) });
    const { q } = await mountProduct(productBlock());
    const button = q.getByRole("button", { name: "In den Warenkorb" }) as HTMLButtonElement;
    button.click();
    button.click();
    await waitFor(() => expect(button.getAttribute("aria-disabled")).to.equal("true"));
    await waitForToast(ADDED);
    await waitFor(() => expect(button.getAttribute("aria-disabled")).to.equal("false"));
    expect(calls.post).to.have.length(1);
  });

  it("toasts appear top right, or just below the product's title where they would cover it", async () => {
    productApi();
    const { q } = await mountProduct(productBlock());
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    const box = (await waitForToast(ADDED)).getBoundingClientRect();
    const title = q.getByRole("heading", { level: 1 }).getBoundingClientRect();
    if (box.top >= 40) expect(box.top - title.bottom, "px below the title").to.be.within(0, 16);
    expect(window.innerWidth - box.right).to.be.lessThan(40);
  });

  it("the confirmation names the article and amount, offers the cart and the checkout, and covers neither the title nor the header's cart", async () => {
    productApi();
    const { q } = await mountProduct(productBlock());
    typeAndBlur(q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement, "60");
    await waitFor(() => expect(priceText(q)).to.equal("252,00\u00a0€"));
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    const toast = await waitForToast(ADDED);
    expect(toast.textContent).to.include("Archivbox A4 · 60 Stück");
    const links = [...toast.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).to.deep.equal([
      ["Warenkorb ansehen", "/warenkorb"],
      ["Zur Kasse", "/kasse"],
    ]);
    const box = toast.getBoundingClientRect();
    const title = q.getByRole("heading", { level: 1 }).getBoundingClientRect();
    const apart = box.bottom <= title.top || box.top >= title.bottom || box.right <= title.left || box.left >= title.right;
    expect(apart, "the toast covers the title").to.equal(true);
  });

  it("the confirmation leads to the cart and checkout pages the block names", async () => {
    productApi();
    const { q } = await mountProduct(productBlock({ cartUrl: "/shop/mein-warenkorb", checkoutUrl: "https://shop.example/bestellen" }));
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    const toast = await waitForToast(ADDED);
    const links = [...toast.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(links).to.deep.equal(["/shop/mein-warenkorb", "https://shop.example/bestellen"]);
  });

  it("toasts close after 3000 ms", async function () {
    this.timeout(8000);
    productApi();
    const { q } = await mountProduct(productBlock());
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    await waitForToast(ADDED);
    const shownAt = performance.now();
    await waitFor(() => expect(toasts()).to.have.length(0), { timeout: 5000, interval: 50 });
    const lasted = performance.now() - shownAt;
    expect(lasted).to.be.within(2700, 4500); // 3000 ms, with room for a busy machine
  });
});
