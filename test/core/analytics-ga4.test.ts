import { expect } from "chai";
import * as v from "valibot";
import { CartLineSchema } from "../../core/api/cart.ts";
import type { BoxConfiguration, MatConfiguration } from "../../core/api/configuration.ts";
import { ga4Params, measuresOf } from "../../core/analytics/ga4.ts";
import { cartLine } from "../support/cart-api.ts";
import { dealFixture } from "../support/deal-fixture.ts";

const line = (id: string, overrides: Record<string, unknown> = {}) => v.parse(CartLineSchema, cartLine(id, overrides));

const order = dealFixture({
  dealId: "9001",
  lines: [
    { orderItemId: "l1", artikel: "Archivbox", artikel_nummer: "A-1", einheit: "Stück", amount: 3, nettoPrice: 19.99, price: 59.97 },
    { orderItemId: "l2", artikel: "Passepartout", artikel_nummer: "P-2", einheit: "Stück", amount: 60, nettoPrice: 4.2, price: 252 },
  ],
  netTotal: 311.97,
  vatTotal: 60.87,
  calculatedamount: 381.24,
});

describe("analytics in GA4's shape (core/analytics/ga4.ts)", () => {
  it("purchase: value is the goods net of shipping and tax; tax and shipping (with packaging) apart; they add up to the deal's total", () => {
    const purchase = ga4Params("purchase", { deal: order, country: "de" });
    expect(purchase).to.deep.equal({
      transaction_id: "9001",
      currency: "EUR",
      value: 311.97,
      tax: 60.87,
      shipping: 8.4,
      items: [
        { item_id: "A-1", item_name: "Archivbox", price: 19.99, quantity: 3 },
        { item_id: "P-2", item_name: "Passepartout", price: 4.2, quantity: 60 },
      ],
    });
    const cents = (x: number) => Math.round(x * 100);
    expect(cents(purchase.value) + cents(purchase.tax) + cents(purchase.shipping)).to.equal(cents(order.calculatedamount));
    const items = purchase.items.reduce((sum, item) => sum + cents(item.price ?? 0) * (item.quantity ?? 0), 0);
    expect(items).to.equal(cents(purchase.value));
  });

  it("cart events: each line at its scale price for its amount, value their sum, in the visitor's currency", () => {
    const lines = [line("1", { menge: 10 }), line("2", { menge: 50 })];
    expect(ga4Params("view_cart", { lines, country: "de" })).to.deep.equal({
      currency: "EUR",
      value: 259,
      items: [
        { item_id: "AB-1", item_name: "Archivbox 1", price: 4.9, quantity: 10 },
        { item_id: "AB-2", item_name: "Archivbox 2", price: 4.2, quantity: 50 },
      ],
    });
    expect(ga4Params("begin_checkout", { lines, country: "gb" }).currency).to.equal("GBP");
    expect(ga4Params("add_shipping_info", { lines, country: "de", shippingTier: "parcel-service" }).shipping_tier).to.equal(
      "parcel-service",
    );
    expect(ga4Params("add_payment_info", { lines, country: "de", paymentType: "paypal" }).payment_type).to.equal("paypal");
  });

  it("a cart line's change: the pieces added or removed, at the line's price", () => {
    const removed = ga4Params("remove_from_cart", { line: line("1", { menge: 10 }), quantity: 4, country: "de" });
    expect(removed).to.deep.equal({
      currency: "EUR",
      value: 19.6,
      items: [{ item_id: "AB-1", item_name: "Archivbox 1", price: 4.9, quantity: 4 }],
    });
  });

  it("a configured item: its type's article number, its readable line as name and its measures as item_variant", () => {
    const box: BoxConfiguration = {
      kind: "box",
      categoryId: "7",
      boxId: "3",
      lengthMm: 320,
      widthMm: 240,
      heightMm: 80,
      materialId: "1",
      extras: [],
    };
    const added = ga4Params("add_to_cart", {
      articleNumber: "K-100",
      label: "Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton 1,5 mm, grau",
      configuration: box,
      amount: 5,
      unitCents: 1234,
      country: "de",
    });
    expect(added).to.deep.equal({
      currency: "EUR",
      value: 61.7,
      items: [
        {
          item_id: "K-100",
          item_name: "Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton 1,5 mm, grau",
          item_variant: "320×240×80 mm",
          price: 12.34,
          quantity: 5,
        },
      ],
    });
    expect(measuresOf({ ...box, heightMm: null })).to.equal("320×240 mm");
  });

  it("a mat's measures: outer size / window", () => {
    const mat: MatConfiguration = {
      kind: "mat",
      materialId: "1",
      formatId: null,
      widthMm: 500,
      heightMm: 400,
      openingMode: "window",
      openingWidthMm: 300,
      openingHeightMm: 200,
      overlapMm: 3,
      borderMode: "equal",
      raise: 0,
      raiseUnit: "mm",
      sides: { top: 0, right: 0, bottom: 0, left: 0 },
      rows: 1,
      columns: 1,
      gapMm: 0,
    };
    expect(measuresOf(mat)).to.equal("500×400 mm / 300×200 mm");
  });

  it("lists: every item with its place in the whole list (a later page goes on counting) and the list's id and name", () => {
    const products = [
      { artikel: "Archivbox A4", article_number: "A-100" },
      { artikel: "Archivbox A3", article_number: "A-101" },
    ];
    const list = ga4Params("view_item_list", { list: { id: "category-21", name: "Archivboxen" }, products, first: 24 });
    expect(list.item_list_id).to.equal("category-21");
    expect(list.items.map((item) => [item.item_id, item.index, item.item_list_name])).to.deep.equal([
      ["A-100", 24, "Archivboxen"],
      ["A-101", 25, "Archivboxen"],
    ]);
    const picked = ga4Params("select_item", {
      list: { id: "search-results", name: "Search results", index: 7 },
      product: products[1]!,
    });
    expect(picked.items).to.deep.equal([
      { item_id: "A-101", item_name: "Archivbox A3", index: 7, item_list_id: "search-results", item_list_name: "Search results" },
    ]);
  });

  it("a lead carries the offer's net value; a search its term and result count", () => {
    expect(ga4Params("generate_lead", { dealId: "9002", netCents: 31197, country: "de" })).to.deep.equal({
      currency: "EUR",
      value: 311.97,
      lead_source: "offer_request",
    });
    expect(ga4Params("search", { term: "archivkarton", resultCount: 2082 })).to.deep.equal({
      search_term: "archivkarton",
      result_count: 2082,
    });
  });
});
