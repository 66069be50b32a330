import { expect } from "chai";
import { $analyticsConsent, setAnalyticsConsent } from "../../core/analytics/consent.ts";
import "../../core/analytics/operator-start.ts";
import { reportShopError } from "../../core/analytics/shop-error.ts";
import { ApiError } from "../../core/api/client.ts";

const sent: [string, { page: string; records: object[] }][] = [];
Object.defineProperty(navigator, "sendBeacon", {
  configurable: true,
  value: (url: string, body: string) => {
    sent.push([url, JSON.parse(body)]);
    return true;
  },
});
const settings = Object.assign(document.createElement("meta"), { name: "shop-analytics", content: "beacon=/ops/beacon" });
document.head.append(settings);

const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));
const failure = () => reportShopError(new ApiError("http", "objects/price-lists/get", 503), "shop-product-detail");

describe("the operator's beacon (core/analytics/operator-start.ts, beacon.ts)", () => {
  it("before consent, a failure reaches no beacon (its code is not even loaded)", async () => {
    const resources = performance.getEntriesByType("resource").length;
    failure();
    window.dispatchEvent(new Event("pagehide"));
    await settle();
    expect(sent).to.deep.equal([]);
    expect(performance.getEntriesByType("resource").length).to.equal(resources);
  });

  it("with consent, failures go in one batch, with the page's path alone, when the page is left", async () => {
    setAnalyticsConsent(true);
    await settle();
    failure();
    failure();
    expect(sent).to.deep.equal([]);
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).to.deep.equal([
      [
        "/ops/beacon",
        {
          page: location.pathname,
          records: [
            { type: "error", element: "shop-product-detail", endpoint: "objects/price-lists/get", kind: "http", status: 503 },
            { type: "error", element: "shop-product-detail", endpoint: "objects/price-lists/get", kind: "http", status: 503 },
          ],
        },
      ],
    ]);
  });

  it("once consent is withdrawn, nothing more is sent", async () => {
    sent.length = 0;
    setAnalyticsConsent(false);
    failure();
    window.dispatchEvent(new Event("pagehide"));
    await settle();
    expect(sent).to.deep.equal([]);
    expect($analyticsConsent.get()).to.equal(false);
  });
});
