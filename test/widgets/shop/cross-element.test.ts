import { expect } from "chai";
import "../../../widgets/cart/element.ts";
import "../../../widgets/product-detail/element.ts";
import { $cartCount } from "../../../core/state/cart-count.ts";
import { $showVAT, selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { companyChoices, productDataBlock } from "../../../demo/mocks/fixtures.ts";
import { mount, ui } from "../../support/dom.ts";
import { waitFor } from "../../support/product-page.ts";
import { useElementSuite } from "../../support/element-suite.ts";

// Product page and cart on one page, over the demo's stateful fake API: they act as one shop.
describe("product page and cart together", () => {
  useElementSuite();

  async function shop() {
    localStorage.setItem("sessionid", `cross-${Math.random()}`);
    const product = mount("shop-product-detail", productDataBlock("1001"));
    const cart = mount("shop-cart", { language: "de", geoLocation: "de", baseUrl: "" });
    await ui(product).findByRole("heading", { level: 1 }, { timeout: 5000 });
    await ui(cart).findByText("Ihr Warenkorb ist leer.", {}, { timeout: 5000 });
    // The button takes a click once the price list is there (a shopper's click before is not an add).
    const add = ui(product).getByRole("button", { name: "In den Warenkorb" });
    await waitFor(() => expect(add.matches(":disabled") || add.getAttribute("aria-disabled") === "true").to.equal(false), {
      timeout: 5000,
    });
    return { product, cart };
  }

  const lineCount = (cart: HTMLElement) => cart.shadowRoot!.querySelectorAll(".line").length;
  const linePrice = (cart: HTMLElement) => cart.shadowRoot!.querySelector(".line-price")?.textContent;
  const productPrice = (product: HTMLElement) => (ui(product).getByRole("textbox", { name: "Preis" }) as HTMLInputElement).value;

  it("adding on the product page puts the line in the cart and raises the count, without reload", async () => {
    const { product, cart } = await shop();
    ui(product).getByRole("button", { name: "In den Warenkorb" }).click();
    await waitFor(() => expect(lineCount(cart)).to.equal(1), { timeout: 3000 });
    expect($cartCount.get()).to.equal(1);
  });

  it("switching the company re-prices product page and cart", async () => {
    setCompanies(companyChoices);
    const { product, cart } = await shop();
    ui(product).getByRole("button", { name: "In den Warenkorb" }).click();
    await waitFor(() => expect(lineCount(cart)).to.equal(1), { timeout: 3000 });
    const before = [productPrice(product), linePrice(cart)];
    selectCompany("c-300"); // 5 % discount, may choose gross or net
    await waitFor(() => expect(productPrice(product)).not.to.equal(before[0]), { timeout: 3000 });
    await waitFor(() => expect(linePrice(cart)).not.to.equal(before[1]), { timeout: 3000 });
    expect(productPrice(product)).to.equal(linePrice(cart));
  });

  it("the gross/net switch changes every price on the page at once", async () => {
    const { product, cart } = await shop();
    ui(product).getByRole("button", { name: "In den Warenkorb" }).click();
    await waitFor(() => expect(lineCount(cart)).to.equal(1), { timeout: 3000 });
    const net = [productPrice(product), linePrice(cart)];
    $showVAT.set(true);
    await waitFor(() => expect(productPrice(product)).not.to.equal(net[0]));
    await waitFor(() => expect(linePrice(cart)).not.to.equal(net[1]));
    expect(productPrice(product)).to.equal(linePrice(cart), "one article, one price: the same gross on both");
  });
});
