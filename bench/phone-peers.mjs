// The peers' back ends for the phone bench (bench/phone-server.mjs), answered locally with the answers
// their published code asks for, as their services give them (bench/phone-fixtures/): Shopify's
// Storefront GraphQL API (the product query of shopify-buy 3.0.7) and its CDN's product picture;
// Commerce Layer's auth (a token whose payload names the organization, as drop-in.js decodes it) and
// its JSON:API (the SKU's id, its price, the SKU with its inventory). Every answer allows CORS, as theirs do.
import fs from "node:fs/promises";
import { fakeApiAnswer } from "../demo/fake-api-server.mjs";

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "*",
  "access-control-allow-methods": "GET, POST, PATCH, OPTIONS",
  "access-control-max-age": "86400",
};
const REPO_ROOT = new URL("..", import.meta.url).pathname;

const fixture = async (name, type) => ({
  status: 200,
  headers: { "content-type": type, ...CORS },
  body: await fs.readFile(new URL(`./phone-fixtures/${name}`, import.meta.url)),
});

/** A sales-channel token as Commerce Layer's auth gives it: drop-in.js reads the organization's slug from its payload. */
function commerceLayerToken() {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    organization: { id: "WXlEOFrjnr", slug: "bench-shop", enterprise: true, region: "eu-west-1" },
    application: { id: "GMlQaiXyNn", client_id: "bench-client-id", kind: "sales_channel", public: true },
    market: { id: ["vlkodhqWxG"], stock_location_ids: ["okXGuVmEqz"], geocoder_id: null, allows_external_prices: false },
    scope: "market:code:europe",
    exp: now + 14400,
    test: true,
    rand: 0.5,
    iat: now,
    iss: "https://auth.commercelayer.io",
  };
  const access_token = `${part({ alg: "RS512", typ: "JWT", kid: "bench" })}.${part(payload)}.${Buffer.from("signature").toString("base64url")}`;
  const body = { access_token, token_type: "bearer", expires_in: 14400, scope: "market:code:europe", created_at: now };
  return { status: 200, headers: { "content-type": "application/json; charset=utf-8", ...CORS }, body: Buffer.from(JSON.stringify(body)) };
}

/** Commerce Layer's JSON:API resources the price and add-to-cart elements ask for. */
const COMMERCE_LAYER = [
  [/^\/api\/skus$/, "commercelayer-skus.json"],
  [/^\/api\/prices$/, "commercelayer-prices.json"],
  [/^\/api\/skus\/\w+$/, "commercelayer-sku.json"],
];

/** The answer to a request for one of the peers' hosts; unknown requests get a 404 and a line on the console. */
export async function peerAnswer(host, method, url, body) {
  if (method === "OPTIONS") return { status: 204, headers: CORS };
  if (host === "auth.commercelayer.io" && url.pathname === "/oauth/token") return commerceLayerToken();
  const resource = host.endsWith(".commercelayer.io") && COMMERCE_LAYER.find(([path]) => path.test(url.pathname));
  if (resource) return fixture(resource[1], "application/vnd.api+json");
  if (host.endsWith(".myshopify.com") && url.pathname.endsWith("/graphql") && body?.toString().includes("...ProductFragment"))
    return fixture("shopify-product.json", "application/json; charset=utf-8");
  // The product's picture, the same file as ours (the Buy Button asks for it in a size of its own).
  if (host === "cdn.shopify.com")
    return {
      ...(await fakeApiAnswer(REPO_ROOT, new Request("https://shop.bench.test/demo-images/1001-1.svg"), { delayed: false })),
      headers: { "content-type": "image/svg+xml" },
    };
  console.error(`phone bench: no answer for ${method} https://${host}${url.pathname}`);
  return { status: 404, headers: { "content-type": "text/plain", ...CORS } };
}
