import { expect } from "chai";
import { http, HttpResponse } from "msw";
import type { ShopErrorDetail } from "../../../core/analytics/shop-error.ts";
import { captureConsoleErrors, waitForToast } from "../../support/dom.ts";
import { networkError } from "../../support/failures.ts";
import { useHandlers } from "../../support/msw.ts";
import { productApi, productBlock } from "../../support/product-api.ts";
import { mountFailing, mountProduct, priceText, waitFor } from "../../support/product-page.ts";
import { useElementSuite } from "../../support/element-suite.ts";

const heard: ShopErrorDetail[] = [];
window.addEventListener("shop-error", (event) => heard.push((event as CustomEvent<ShopErrorDetail>).detail));

describe("<shop-product-detail> shop-error (a failure the shopper sees, for the host page)", () => {
  useElementSuite();
  beforeEach(() => {
    heard.length = 0;
  });

  it("a failing endpoint emits one shop-error naming the element, the endpoint, the kind and the status, without consent", async () => {
    productApi();
    useHandlers(http.get("*/_hcms/api/objects/price-lists/get", () => HttpResponse.json({ message: "down" }, { status: 503 })));
    await captureConsoleErrors(() => mountFailing(productBlock()));
    const failure = { element: "shop-product-detail", endpoint: "objects/price-lists/get", kind: "http", status: 503 };
    await waitFor(() => expect(heard).to.deep.equal([failure]));
    // One, not one per render.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).to.deep.equal([failure]);
  });

  it("a failed add to the cart emits one, as its toast shows", async () => {
    productApi();
    const { q } = await mountProduct(productBlock());
    await waitFor(() => expect(priceText(q)).to.not.equal(""));
    useHandlers(http.post("*/_hcms/api/objects/order-items/post", networkError));
    await captureConsoleErrors(async () => {
      q.getByRole("button", { name: "In den Warenkorb" }).click();
      await waitForToast("Es ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es später.");
    });
    expect(heard).to.deep.equal([
      { element: "shop-product-detail", endpoint: "objects/order-items/post", kind: "unreachable", status: null },
    ]);
  });
});
