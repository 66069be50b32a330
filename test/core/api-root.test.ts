// Where the API lives (core/api/api-root.ts, docs/decisions/api-root.md): /_hcms/api/ by default, the
// page's <meta name="shop-api-root">, or one element's block `apiRoot`; the loader's early requests, the
// client's and the payment functions' all follow it.
import { expect } from "chai";
import { http, HttpResponse } from "msw";
import * as v from "valibot";
import { isApiRoot } from "../../core/api/api-root.ts";
import { apiUrl, request } from "../../core/api/client.ts";
import { startEarly } from "../../core/api/early.ts";
import { describe as describeProblem } from "../../core/block-problem/describe.ts";
import { ProductDataSchema } from "../../core/catalog/product-data.ts";
import { parseDataBlock } from "../../core/element/data-block.ts";
import { earlyBaseUrl } from "../../core/element/early-block.ts";
import { shopPageOnShop } from "../../core/element/partner-site.ts";
import { type Endpoint, parseEndpoint, postToEndpoint } from "../../core/payment/endpoint.ts";
import { captureConsoleErrors } from "../support/dom.ts";
import { recordRequests, useHandlers, useMockApi } from "../support/msw.ts";
import { productBlock } from "../support/product-api.ts";

const PATH = "objects/test/thing";
const Thing = v.object({ ok: v.boolean() });

/** Sets the page's <meta name="shop-api-root"> (removed after each test). */
function pageRoot(content: string): void {
  const meta = document.createElement("meta");
  meta.name = "shop-api-root";
  meta.content = content;
  meta.dataset.test = "api-root";
  document.head.append(meta);
}

/** The product block as the element parses it, or the field it refuses. */
function parsedBaseUrl(overrides: Record<string, unknown>): string {
  const result = parseDataBlock(productBlock(overrides), ProductDataSchema, "shop-product-detail");
  if (!result.ok) throw new Error(`block refused at ${result.field}`);
  return result.value.baseUrl;
}

describe("the API root (core/api/api-root.ts)", () => {
  useMockApi();
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta[data-test="api-root"]')) meta.remove();
  });

  it("an API root is /_hcms/api/ or /hs/serverless/<prefix>/ of [A-Za-z0-9_-] segments, the last slash optional; anything else is refused", () => {
    for (const root of ["/_hcms/api/", "/_hcms/api", "/hs/serverless/shop/", "/hs/serverless/shop", "/hs/serverless/my_shop-2/v1/"])
      expect(isApiRoot(root), root).to.equal(true);
    for (const root of [
      "",
      "/",
      "/api/",
      "/hs/serverless/",
      "/hs/serverless//",
      "/hs/serverless/shop//",
      "/hs/serverless/../_hcms/api/",
      "/hs/serverless/shop/../x/",
      "/hs/serverless/sh%6Fp/",
      "/hs/serverless/sh.op/",
      "/_hcms/api/shop/",
      "/x/_hcms/api/",
      "_hcms/api/",
      "//evil.example/hs/serverless/shop/",
      "https://evil.example/hs/serverless/shop/",
      "javascript:alert(1)//hs/serverless/shop/",
      " /hs/serverless/shop/",
      "/hs/serverless/shop/?x=1",
      "/hs/serverless/shop/#x",
    ])
      expect(isApiRoot(root), JSON.stringify(root)).to.equal(false);
  });

  it("without a meta or a block's apiRoot every URL is {baseUrl}/_hcms/api/{path}", () => {
    expect(apiUrl("", PATH)).to.equal(`${location.origin}/_hcms/api/${PATH}`);
    expect(apiUrl("https://shop.example", PATH, { a: 1 })).to.equal(`https://shop.example/_hcms/api/${PATH}?a=1`);
  });

  it("the page's meta moves every URL below its root, with or without its last slash, read at each request", () => {
    pageRoot("/hs/serverless/shop");
    expect(apiUrl("", PATH)).to.equal(`${location.origin}/hs/serverless/shop/${PATH}`);
    expect(apiUrl("https://shop.example/", PATH)).to.equal(`https://shop.example/hs/serverless/shop/${PATH}`);
    (document.head.querySelector('meta[name="shop-api-root"]') as HTMLMetaElement).content = "/hs/serverless/shop/v2/";
    expect(apiUrl("/shop", PATH)).to.equal(`${location.origin}/shop/hs/serverless/shop/v2/${PATH}`);
  });

  it("a refused meta: one console.error naming its value, and every request goes below /_hcms/api/", async () => {
    pageRoot("https://evil.example/api/");
    const seen = recordRequests();
    useHandlers(http.get(`*/_hcms/api/${PATH}`, () => HttpResponse.json({ ok: true })));
    const { result, errors } = await captureConsoleErrors(async () => {
      await request({ baseUrl: "", path: PATH, schema: Thing });
      return request({ baseUrl: "", path: PATH, schema: Thing });
    });
    expect(result).to.deep.equal({ ok: true });
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('content="https://evil.example/api/"').and.contain("/_hcms/api/");
    expect(seen).to.deep.equal([`GET ${location.origin}/_hcms/api/${PATH}`, `GET ${location.origin}/_hcms/api/${PATH}`]);
  });

  it("a block's apiRoot overrides the page's meta for that element; without one the element follows the meta", () => {
    pageRoot("/hs/serverless/shop/");
    const own = parsedBaseUrl({ baseUrl: "https://shop.example", apiRoot: "/_hcms/api" });
    expect(apiUrl(own, PATH)).to.equal(`https://shop.example/_hcms/api/${PATH}`);
    const partner = parsedBaseUrl({ baseUrl: "https://shop.example", apiRoot: "/hs/serverless/partner/" });
    expect(apiUrl(partner, PATH)).to.equal(`https://shop.example/hs/serverless/partner/${PATH}`);
    expect(apiUrl(parsedBaseUrl({}), PATH)).to.equal(`${location.origin}/hs/serverless/shop/${PATH}`);
  });

  it("a block's apiRoot outside the rule is a block problem naming the field, in the schema's words", async () => {
    const { result, errors } = await captureConsoleErrors(async () =>
      parseDataBlock(productBlock({ apiRoot: "https://evil.example/" }), ProductDataSchema, "shop-product-detail"),
    );
    if (result.ok) throw new Error("the block was accepted");
    expect(result.field).to.equal("apiRoot");
    expect(describeProblem(result.cause)).to.deep.equal({
      reason: "value",
      received: '"https://evil.example/"',
      rule: "Expected /_hcms/api/ or /hs/serverless/<prefix>/",
    });
    expect(errors.join("\n")).to.contain('field "apiRoot"');
  });

  it("the loader reads a block's apiRoot as the element does: the same URL, or none for a refused one", () => {
    pageRoot("/hs/serverless/shop/");
    for (const block of [{}, { apiRoot: "/_hcms/api/" }, { baseUrl: "https://shop.example", apiRoot: "/hs/serverless/partner" }]) {
      const early = earlyBaseUrl(productBlock(block));
      expect(early, JSON.stringify(block)).to.be.a("string");
      expect(apiUrl(early as string, PATH), JSON.stringify(block)).to.equal(apiUrl(parsedBaseUrl(block), PATH));
    }
    expect(earlyBaseUrl(productBlock({ apiRoot: "/api/" }))).to.equal(null);
    expect(earlyBaseUrl(productBlock({ apiRoot: 5 }))).to.equal(null);
  });

  it("a request a loader started under the page's new root is taken by the client: sent once", async () => {
    pageRoot("/hs/serverless/shop/");
    let sent = 0;
    useHandlers(
      http.get(`*/hs/serverless/shop/${PATH}`, () => {
        sent++;
        return HttpResponse.json({ ok: true });
      }),
    );
    const query = { id: `early-${Math.random()}` };
    startEarly(earlyBaseUrl(productBlock()) as string, { path: PATH, query });
    expect(await request({ baseUrl: parsedBaseUrl({}), path: PATH, query, schema: Thing })).to.deep.equal({ ok: true });
    expect(sent).to.equal(1);
  });

  it("on a partner site the shop's pages stay on the shop's origin, without the block's apiRoot", () => {
    const baseUrl = parsedBaseUrl({ baseUrl: "https://shop.example", apiRoot: "/hs/serverless/shop/" });
    expect(shopPageOnShop("configurator", { language: "de", baseUrl }, "https://partner.example/rahmen")).to.equal(
      "https://shop.example/konfiguration",
    );
  });
});

describe("payment endpoints below either root (core/payment/endpoint.ts)", () => {
  useMockApi();
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta[data-test="api-root"]')) meta.remove();
  });

  it("parses a path below the root, a path naming /_hcms/api/ or /hs/serverless/<prefix>/, and an https URL below either", () => {
    expect(parseEndpoint("payment/card")).to.deep.equal({ origin: null, path: "payment/card" });
    expect(parseEndpoint("/_hcms/api/payment/card/")).to.deep.equal({ origin: null, root: "/_hcms/api/", path: "payment/card" });
    expect(parseEndpoint("/hs/serverless/shop/payment/card")).to.deep.equal({
      origin: null,
      root: "/hs/serverless/shop/",
      path: "payment/card",
    });
    expect(parseEndpoint("https://shop.example/hs/serverless/shop/payment/paypal")).to.deep.equal({
      origin: "https://shop.example",
      root: "/hs/serverless/shop/",
      path: "payment/paypal",
    });
    expect(parseEndpoint("http://localhost:7071/_hcms/api/payment/card")).to.deep.equal({
      origin: "http://localhost:7071",
      root: "/_hcms/api/",
      path: "payment/card",
    });
  });

  it("refuses any other path or host form, credentials, query, hash and plain http but on localhost", () => {
    for (const endpoint of [
      "/hs/serverless/payment",
      "/hs/serverless//payment/card",
      "/hs/serverless/shop/../payment/card",
      "/api/payment/card",
      "//evil.example/hs/serverless/shop/payment/card",
      "https://evil.example/payment/card",
      "https://shop.example/hs/serverless/",
      "http://shop.example/hs/serverless/shop/payment/card",
      "https://u:p@shop.example/hs/serverless/shop/payment/card",
      "https://shop.example/hs/serverless/shop/payment/card?key=1",
      "https://shop.example/hs/serverless/shop/payment/card#x",
      "javascript:alert(1)",
    ])
      expect(parseEndpoint(endpoint), endpoint).to.equal(undefined);
  });

  it("a path follows the element's root; a named root is kept, on the shop's baseUrl or the URL's origin", async () => {
    pageRoot("/hs/serverless/shop/");
    const seen = recordRequests();
    useHandlers(http.post("*/payment/card", () => HttpResponse.json({ ok: true })));
    const baseUrl = parsedBaseUrl({ baseUrl: "https://shop.example", apiRoot: "/hs/serverless/partner/" });
    const post = (text: string, from = "") =>
      postToEndpoint({ endpoint: parseEndpoint(text) as Endpoint, baseUrl: from, body: {}, schema: Thing });
    await post("payment/card");
    await post("payment/card", baseUrl);
    await post("/_hcms/api/payment/card");
    await post("/_hcms/api/payment/card", baseUrl);
    await post("https://pay.example/hs/serverless/shop/payment/card", baseUrl);
    expect(seen).to.deep.equal([
      `POST ${location.origin}/hs/serverless/shop/payment/card`,
      "POST https://shop.example/hs/serverless/partner/payment/card",
      `POST ${location.origin}/_hcms/api/payment/card`,
      "POST https://shop.example/_hcms/api/payment/card",
      "POST https://pay.example/hs/serverless/shop/payment/card",
    ]);
  });
});
