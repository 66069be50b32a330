import { expect } from "chai";

describe("a page that knows the visitor's answer before the shop loads (window.shopAnalyticsConsent)", () => {
  it("is the consent the shop starts with", async () => {
    (window as { shopAnalyticsConsent?: boolean }).shopAnalyticsConsent = true;
    const { $analyticsConsent, analyticsAllowed } = await import("../../core/analytics/consent.ts");
    expect($analyticsConsent.get()).to.equal(true);
    expect(analyticsAllowed()).to.equal(true);
  });
});
