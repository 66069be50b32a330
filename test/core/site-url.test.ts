import { expect } from "chai";
import * as v from "valibot";
import { CartLineSchema } from "../../core/api/cart.ts";
import { ArticleSchema } from "../../core/api/schemas.ts";
import { PageHitSchema } from "../../core/api/search.ts";
import { baseUrlField } from "../../core/element/data-block.ts";
import { navigation } from "../../core/element/navigate.ts";
import { PayPalOrderSchema } from "../../core/payment/answers.ts";
import { imageList, imageUrlField, isLinkUrl } from "../../core/element/site-url.ts";
import { captureConsoleErrors, captureConsoleWarnings } from "../support/dom.ts";
import { SCHEME_TRICKS, URL_TRICKS } from "../support/url-tricks.ts";

const SITE_PATHS = [
  "/warenkorb",
  "/kasse?x=1#top",
  "checkout.html",
  "../angebot",
  "?deal=7",
  "%6Aavascript:alert(1)",
  "https://shop.example/danke",
  "HTTP://shop.example",
];

describe("URLs that become links, images and navigations (core/site-url)", () => {
  it("a link URL is a site path (root-relative or relative) or an absolute http(s) URL", () => {
    for (const url of SITE_PATHS) expect(isLinkUrl(url), JSON.stringify(url)).to.equal(true);
  });

  it("an encoded scheme stays a harmless path on the site, as the browser resolves it", () => {
    expect(new URL("%6Aavascript:alert(1)", location.href).origin).to.equal(location.origin);
  });

  it("refuses other schemes, whitespace and control-character tricks, and paths that leave the site", () => {
    for (const url of URL_TRICKS) expect(isLinkUrl(url), JSON.stringify(url)).to.equal(false);
  });

  it("an image URL follows the same rule: a data: picture is refused like any other scheme", () => {
    for (const url of ["data:image/svg+xml,%3Csvg%3E", "data:image/png;base64,iVBORw0KGgo=", ...URL_TRICKS])
      expect(v.is(imageUrlField, url), JSON.stringify(url)).to.equal(false);
    expect(v.is(imageUrlField, "/demo-images/1001-1.svg")).to.equal(true);
  });

  it("an image list is the CRM's comma list, so a smuggled scheme is an entry of its own", () => {
    expect(imageList("https://a.example/1.jpg, /2.jpg")).to.deep.equal(["https://a.example/1.jpg", "/2.jpg"]);
    expect(imageList("https://a.example/1.jpg,javascript:alert(1)")).to.deep.equal(["https://a.example/1.jpg", "javascript:alert(1)"]);
    expect(imageList(null)).to.deep.equal([]);
  });

  it("baseUrl shares the rule: '', a root-relative path or http(s), never another host by //", () => {
    for (const url of ["", "/shop", "https://api.example/"]) expect(v.is(baseUrlField, url), url).to.equal(true);
    for (const url of ["//evil.example", "/\\evil.example", "relative/api", ...SCHEME_TRICKS])
      expect(v.is(baseUrlField, url), JSON.stringify(url)).to.equal(false);
  });

  it("answers never pass such a URL on: a search hit and PayPal's page fail their schema; a cart line's picture and an article's images are left out, the rest of the answer kept (core/api/refused-url.ts)", async () => {
    const line = { id: "1", article_id: "1", artikel: "A", menge: 1, priceList: { itemInUnit: 1, scaled_price: [] } };
    const { errors: warnings } = await captureConsoleWarnings(async () => {
      for (const url of SCHEME_TRICKS) {
        expect(v.is(PageHitSchema, { id: 1, title: "x", url }), `search ${JSON.stringify(url)}`).to.equal(false);
        expect(v.parse(CartLineSchema, { ...line, image_url: url }).image_url, `cart ${JSON.stringify(url)}`).to.equal("");
        const images = v.parse(ArticleSchema, { id: "1", properties: { image_urls: `${url},/1.jpg` } }).properties.image_urls;
        expect(
          imageList(images).every(isLinkUrl) && imageList(images).includes("/1.jpg"),
          `article ${JSON.stringify(url)}: ${images}`,
        ).to.equal(true);
        expect(v.is(PayPalOrderSchema, { orderId: "O", approvalUrl: url }), `paypal ${JSON.stringify(url)}`).to.equal(false);
      }
    });
    expect(warnings).to.have.length(SCHEME_TRICKS.length * 2);
    expect(v.parse(CartLineSchema, { ...line, image_url: "" }).image_url).to.equal("");
    expect(v.parse(CartLineSchema, { ...line, image_url: null }).image_url).to.equal("");
    expect(v.parse(CartLineSchema, { ...line, image_url: " /1.jpg " }).image_url).to.equal("/1.jpg");
    expect(v.is(ArticleSchema, { id: "1", properties: { image_urls: "/1.jpg,https://cdn.example/2.jpg", artnr: "A" } })).to.equal(true);
    expect(v.is(PayPalOrderSchema, { orderId: "O", approvalUrl: "http://www.paypal.com/x" }), "PayPal's page only over https").to.equal(
      false,
    );
  });

  describe("navigation.go, the second line after the data-block check", () => {
    const originalAssign = navigation.assign;
    let assigned: string[];
    beforeEach(() => {
      assigned = [];
      navigation.assign = (url) => void assigned.push(url);
    });
    afterEach(() => (navigation.assign = originalAssign));

    it("goes to a site path or an http(s) URL", () => {
      navigation.go("/danke?deal=7");
      navigation.go("https://shop.example/ratgeber");
      expect(assigned).to.deep.equal(["/danke?deal=7", "https://shop.example/ratgeber"]);
    });

    it("refuses anything else: logs it and does not navigate", async () => {
      const { errors } = await captureConsoleErrors(async () => {
        for (const url of SCHEME_TRICKS) navigation.go(`${url}?deal=7`);
      });
      expect(assigned).to.deep.equal([]);
      expect(errors.length).to.equal(SCHEME_TRICKS.length);
      expect(errors[0]).to.contain("navigation refused");
    });
  });
});
