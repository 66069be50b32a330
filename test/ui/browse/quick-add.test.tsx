import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { delay, HttpResponse, http } from "msw";
import type { PriceList } from "../../../core/api/schemas.ts";
import { QuickAdd } from "../../../core/browse-ui/QuickAdd.tsx";
import { quickAddKit } from "../../../core/browse-ui/kit.ts";
import { ProductSchema } from "../../../core/catalog/product-data.ts";
import { listen } from "../../../core/element/events.ts";
import { stepperKit } from "../../../core/ui/stepper-kit.ts";
import * as v from "valibot";
import { axeViolations } from "../../support/axe.ts";
import { cleanup, typeAndBlur, waitForToast } from "../../support/dom.ts";
import { kitHarness } from "../../support/kit-harness.tsx";
import { listArticle } from "../../support/list-articles.ts";
import { useHandlers, useMockApi } from "../../support/msw.ts";

const { renderKit, unmountKit } = kitHarness([stepperKit, quickAddKit]);
const ADDED = "Artikel wurde zum Warenkorb hinzugefügt";

const product = (over: Record<string, unknown> = {}) => v.parse(ProductSchema, listArticle("5001", "Archivbox A4", over).product);
const prices = (over: Partial<PriceList> = {}): PriceList => ({
  itemInUnit: 1,
  scaled_price: [
    { quantity: 1, price: 4.2 },
    { quantity: 10, price: 3.6 },
  ],
  ...over,
});

/** Records every order-items/post body; answers after `ms` with `status`. */
function orderItems(status = 204, body?: object, ms = 0) {
  const posted: Record<string, unknown>[] = [];
  useHandlers(
    http.post("*/_hcms/api/objects/order-items/post", async ({ request }) => {
      posted.push((await request.json()) as Record<string, unknown>);
      await delay(ms);
      return body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status });
    }),
  );
  return posted;
}

async function show(priceList: PriceList, over: Record<string, unknown> = {}, max?: number) {
  return renderKit(
    <QuickAdd
      baseUrl=""
      product={product(over)}
      productUrl="/produkt/archivbox-a4"
      priceList={priceList}
      companyId={null}
      max={max}
      pages={{}}
      country="de"
    />,
  );
}

const amountField = (root: ShadowRoot) => root.querySelector<HTMLInputElement>(".stepper input") as HTMLInputElement;

describe("quick add in lists", () => {
  useMockApi();
  afterEach(() => {
    unmountKit();
    cleanup();
  });

  it("adds one order item with the amount, the scale's unit price and the product page's slug", async () => {
    const posted = orderItems();
    const { q, root } = await show(prices());
    typeAndBlur(amountField(root), "12");
    await delay(0); // a real click comes after the blur's render
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    await waitForToast(ADDED);
    expect(posted).to.have.length(1);
    expect(posted[0]).to.include({ menge: 12, preis: 3.6, article_id: "5001", article_slug: "archivbox-a4", artikel: "Archivbox A4" });
  });

  it("a double click sends one request", async () => {
    const posted = orderItems(204, undefined, 150);
    const { q } = await show(prices());
    const button = q.getByRole("button", { name: "In den Warenkorb" });
    button.click();
    button.click();
    await waitForToast(ADDED);
    expect(posted).to.have.length(1);
  });

  it("a successful add fires ordersAmountEvent (the header's badge)", async () => {
    orderItems();
    const events: unknown[] = [];
    const stop = listen("ordersAmountEvent", (detail) => events.push(detail));
    try {
      const { q } = await show(prices());
      q.getByRole("button", { name: "In den Warenkorb" }).click();
      await waitFor(() => expect(events).to.deep.equal([{ amount: 1 }]));
    } finally {
      stop();
    }
  });

  it("the amount follows the packing unit and the smallest order unit, and says so", async () => {
    const { root } = await show(prices({ itemInUnit: 25 }), { kleinste_bestelleinheit: 2 });
    expect(amountField(root).value).to.equal("50");
    typeAndBlur(amountField(root), "60");
    await waitFor(() => expect(amountField(root).value).to.equal("50"));
    expect(root.querySelector(".quantity-note")?.textContent).to.not.equal("");
  });

  it("the promotional maximum stops the amount, with a note naming the limit", async () => {
    const { root } = await show(prices({ promotion: { maxQuantity: 20, endsAt: null } }));
    typeAndBlur(amountField(root), "30");
    await waitFor(() => expect(amountField(root).value).to.equal("20"));
    expect(root.querySelector(".quantity-note")?.textContent).to.contain("20");
  });

  it("a maximum the list knows applies before the price list says it", async () => {
    const { root } = await show(prices(), {}, 5);
    typeAndBlur(amountField(root), "9");
    await waitFor(() => expect(amountField(root).value).to.equal("5"));
  });

  it("409 promotion_max answers with the limit in a toast", async () => {
    orderItems(409, { code: "promotion_max", message: "too many", max: 20 });
    const { q } = await show(prices());
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    await waitForToast("höchstens 20 Stück pro Bestellung");
  });

  it("from the request threshold on, the row links to the article instead of adding", async () => {
    const { q, root } = await show(prices(), { requested_delivery_amount: 100 });
    typeAndBlur(amountField(root), "100");
    const link = await waitFor(() => q.getByRole("link", { name: "Preis auf Anfrage: zum Artikel" }));
    expect(link.getAttribute("href")).to.equal("/produkt/archivbox-a4");
    expect(q.queryByRole("button", { name: "In den Warenkorb" })).to.equal(null);
  });

  it("an article without prices links to its page", async () => {
    const { q } = await show(prices({ scaled_price: [] }));
    expect(q.getByRole("link", { name: "Preis auf Anfrage: zum Artikel" })).to.exist;
  });

  it("the button names its article for screen readers, in English too; axe finds nothing", async () => {
    const { q, root } = await renderKit(
      <QuickAdd baseUrl="" product={product()} productUrl="/product/5001" priceList={prices()} companyId={null} pages={{}} country="de" />,
      "en",
    );
    const button = q.getByRole("button", { name: "Add to cart" });
    expect(button.getAttribute("aria-describedby")).to.be.a("string");
    expect(root.getElementById(button.getAttribute("aria-describedby") as string)?.textContent).to.equal("Archivbox A4");
    expect(await axeViolations()).to.deep.equal([]);
  });
});
