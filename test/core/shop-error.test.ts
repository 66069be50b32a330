import { expect } from "chai";
import { shopErrorOf } from "../../core/analytics/shop-error.ts";
import { ApiError } from "../../core/api/client.ts";

describe("shop-error's detail (core/analytics/shop-error.ts)", () => {
  it("an API failure: its endpoint, its kind (the reach where no answer came) and its status", () => {
    expect(shopErrorOf(new ApiError("http", "deal", 500), "shop-checkout")).to.deep.equal({
      element: "shop-checkout",
      endpoint: "deal",
      kind: "http",
      status: 500,
    });
    expect(shopErrorOf(new ApiError("network", "vat", undefined, undefined, "offline"), "shop-cart")).to.deep.equal({
      element: "shop-cart",
      endpoint: "vat",
      kind: "offline",
      status: null,
    });
    expect(shopErrorOf(new ApiError("schema", "objects/articles/getArticlesById", 200, { wrong: true }), "shop-category")).to.deep.equal({
      element: "shop-category",
      endpoint: "objects/articles/getArticlesById",
      kind: "schema",
      status: 200,
    });
  });

  it("what the element found itself has no endpoint; a request cut off as the page went is no failure anyone sees", () => {
    expect(shopErrorOf("not-found", "shop-product-detail")).to.deep.equal({
      element: "shop-product-detail",
      endpoint: null,
      kind: "not-found",
      status: null,
    });
    expect(shopErrorOf(new ApiError("aborted", "deal"), "shop-checkout")).to.equal(null);
  });

  it("carries nothing of the answer's body (it may hold what the shopper typed)", () => {
    const detail = shopErrorOf(new ApiError("http", "contacts", 422, { email: "anna@example.de" }), "shop-registration");
    expect(JSON.stringify(detail)).not.to.contain("anna");
  });
});
