import { expect } from "chai";
import { fetchCart, fetchVatOption, removeCartLine, updateCartLine } from "../../core/api/cart.ts";
import { fetchShippingFee } from "../../core/api/shipping-fee.ts";
import { fetchPackagingCost } from "../../core/api/packaging-cost.ts";
import { ApiError } from "../../core/api/client.ts";
import { postOrderItem } from "../../core/api/endpoints.ts";
import { captureConsoleErrors } from "../support/dom.ts";
import { useMockApi } from "../support/msw.ts";
import { orderItem } from "../support/order-items.ts";

// The cart contract of core/api/cart.ts against the demo's stateful fake (demo/mocks/handlers-cart.ts).
const call = { baseUrl: "" };
const sessionId = "cart-api-test";
const item = (article_id: string, menge: number) =>
  orderItem({ article_id, menge, sessionid: sessionId, sperrgut_artikel: article_id === "1003" });
const cart = () => fetchCart({ ...call, sessionId, companyId: null, geoLocation: "de", language: "de" });

describe("cart API contract (docs/api.md)", () => {
  useMockApi();

  it("order-items/get lists the session's posted items with the price list that applies", async () => {
    await postOrderItem({ ...call, body: item("1001", 3) });
    await postOrderItem({ ...call, body: item("1003", 1) });
    const { items } = await cart();
    expect(items.map((l) => [l.article_id, l.menge, l.sperrgut_artikel])).to.deep.equal([
      ["1001", 3, false],
      ["1003", 1, true],
    ]);
    expect(items[0]!.priceList.scaled_price.length).to.be.greaterThan(0);
    expect(items[0]!.id).to.be.a("string").and.not.equal("");
  });

  it("another session's cart is empty", async () => {
    await postOrderItem({ ...call, body: item("1001", 3) });
    expect(
      (await fetchCart({ ...call, sessionId: "someone-else", companyId: null, geoLocation: "de", language: "de" })).items,
    ).to.deep.equal([]);
  });

  it("order-items/update sets a line's amount; order-items/delete removes it", async () => {
    await postOrderItem({ ...call, body: item("1001", 3) });
    const [line] = (await cart()).items;
    await updateCartLine({ ...call, sessionId, id: line!.id, amount: 7 });
    expect((await cart()).items[0]!.menge).to.equal(7);
    await removeCartLine({ ...call, sessionId, id: line!.id });
    expect((await cart()).items).to.deep.equal([]);
  });

  it("changing a line that is not in the session is a 404", async () => {
    const { result } = await captureConsoleErrors(() =>
      updateCartLine({ ...call, sessionId, id: "nope", amount: 2 }).catch((e: unknown) => e),
    );
    expect(result).to.be.instanceOf(ApiError);
    expect((result as ApiError).status).to.equal(404);
  });

  it("vat answers the VAT option of the delivery country; shipping fee, its free-shipping threshold and packaging cost follow the delivery type", async () => {
    expect(await fetchVatOption({ ...call, country: "at" })).to.deep.equal({ vat: 20 });
    expect(await fetchShippingFee({ ...call, country: "de", deliveryType: "parcel-service", netCents: 4900 })).to.deep.equal({
      shippingFee: 5.9,
      freeFromNet: 250,
    });
    expect(await fetchShippingFee({ ...call, country: "de", deliveryType: "freight-forwarder", netCents: 4900 })).to.deep.equal({
      shippingFee: 89,
      freeFromNet: null,
    });
    expect(await fetchPackagingCost({ ...call, country: "de", deliveryType: "parcel-service", lines: 2 })).to.deep.equal({
      packagingCost: 2.5,
    });
  });
});
