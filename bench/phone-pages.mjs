// The phone bench's three product pages (bench/phone.mjs), each a plain page on shop.bench.test with
// one product (fixture article 1001: "Archivbox A4 „Klassik“", 4,90 €, its first picture) and an
// add-to-cart button, and for each the test, run in the page, that its price shows and its button
// can be pressed. The peers' scripts load from their CDN's host (bench/phone-server.mjs).
import fs from "node:fs";
import { importTs } from "../scripts/import-ts.mjs";

export const SHOP = "https://shop.bench.test";
/** The product as the peers' fixtures name it (bench/phone-peers.mjs). */
export const SKU = "AB-A4-100";

const head = (title, extra = "") => `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
${extra}
</head>`;

const attribute = (value) => JSON.stringify(value).replaceAll("&", "&amp;").replaceAll("'", "&#39;");

/**
 * Our element, its data block written by the CMS, its script and the page's stylesheet
 * (docs/embedding.md); with `preload`, also the links a page that writes its own head adds from
 * dist/preload.json (docs/embedding.md#how-an-element-loads): the element's module, its imports, what
 * its first screen imports lazily and
 * its German catalogs.
 */
async function oursPage({ preload }) {
  const { productDataBlock } = await importTs("demo/mocks/fixtures.ts");
  return elementPage("Archivbox A4 – ours", "shop-product-detail", productDataBlock("1001"), preload);
}

/** A page with one element of ours, as a CMS writes it (see oursPage); `block` is its data block. */
function elementPage(title, tag, block, preload) {
  const files = JSON.parse(fs.readFileSync("dist/preload.json", "utf8"))[tag];
  const links = preload
    ? [files.element, ...files.imports, ...files.firstScreen, ...files.catalogs.de].map(
        (file) => `<link rel="modulepreload" href="/dist/${file.slice(2)}">`,
      )
    : [];
  const scripts = [
    '<link rel="stylesheet" href="/dist/shop-widgets.css">',
    `<script type="module" src="/dist/${tag}.js"></script>`,
    ...links,
  ];
  return `${head(title, scripts.join("\n"))}
<body><main><${tag} data='${attribute(block)}'></${tag}></main></body>
</html>`;
}

/** Category 21 (2,000 articles) on a page of its own: the demo shop's route without the demo's app code (msw and the fake catalogue). */
export const CATEGORY_PAGE = {
  path: "/phone/category.html",
  html: () =>
    elementPage("Archivkartons nach Format", "shop-category", { language: "de", geoLocation: "de", baseUrl: "", categoryId: "21" }, true),
};

/** Shopify's Buy Button: its SDK from Shopify's CDN, one product component (its default: in an iframe). */
const shopifyPage = () => `${head("Archivbox A4 – Shopify Buy Button")}
<body><main><div id="product-component"></div></main>
<script src="https://sdks.shopifycdn.com/buy-button/3.0.6/buybutton.min.js"></script>
<script>
  const client = ShopifyBuy.buildClient({ domain: "bench-shop.myshopify.com", storefrontAccessToken: "0123456789abcdef0123456789abcdef" });
  ShopifyBuy.UI.init(client).createComponent("product", {
    id: "7001",
    node: document.getElementById("product-component"),
    moneyFormat: "{{amount_with_comma_separator}} €",
    options: { product: { text: { button: "In den Warenkorb" } } },
  });
</script>
</body>
</html>`;

/** Commerce Layer's drop-in.js: its config, its module from jsDelivr, a price and an add-to-cart for one SKU. */
const commerceLayerPage = () => `${head(
  "Archivbox A4 – Commerce Layer drop-in.js",
  `<script>window.commercelayerConfig = { clientId: "bench-client-id", scope: "market:code:europe", languageCode: "de" };</script>
<script type="module" src="https://cdn.jsdelivr.net/npm/@commercelayer/drop-in.js@2.27.0/dist/drop-in/drop-in.esm.js"></script>
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@commercelayer/drop-in.js@2.27.0/dist/drop-in/drop-in.css">`,
)}
<body><main>
<h1>Archivbox A4 „Klassik“</h1>
<img src="/demo-images/1001-1.svg" alt="" width="390" height="292">
<cl-price code="${SKU}"><cl-price-amount type="compare-at"></cl-price-amount> <cl-price-amount type="price"></cl-price-amount></cl-price>
<cl-add-to-cart code="${SKU}">In den Warenkorb</cl-add-to-cart>
</main></body>
</html>`;

/**
 * In the page (sent to the browser as source): whether the product's price shows and its add-to-cart
 * button can be pressed, looking into shadow roots and the Buy Button's iframe.
 */
export function usable(peer) {
  const price = /\d,\d\d\s?€|€\s?\d,\d\d/;
  if (peer.startsWith("ours")) {
    const root = document.querySelector("shop-product-detail")?.shadowRoot;
    const button = root?.querySelector("button.add");
    return (
      price.test(root?.querySelector(".scale-prices")?.textContent ?? "") &&
      button &&
      !button.disabled &&
      button.getAttribute("aria-disabled") !== "true"
    );
  }
  if (peer === "shopify") {
    const frame = document.querySelector("#product-component iframe")?.contentDocument;
    const button = frame?.querySelector(".shopify-buy__btn");
    return price.test(frame?.querySelector(".shopify-buy__product__actual-price")?.textContent ?? "") && button && !button.disabled;
  }
  const amount = document.querySelector("cl-price-amount[type=price]");
  const text = amount?.shadowRoot?.textContent || amount?.textContent || "";
  // Drop-in sets aria-disabled once hydrated, until the SKU's inventory says it can be sold.
  const button = document.querySelector("cl-add-to-cart");
  return price.test(text) && button?.hasAttribute("cl-hydrated") && !button.hasAttribute("aria-disabled");
}

/** The pages by name, their path on shop.bench.test, HTML and label. */
export async function productPages() {
  return [
    {
      name: "ours",
      label: "this bundle, with the page's preload links",
      path: "/phone/ours.html",
      html: await oursPage({ preload: true }),
    },
    {
      name: "ours-script",
      label: "this bundle, its script tag alone",
      path: "/phone/ours-script.html",
      html: await oursPage({ preload: false }),
    },
    { name: "shopify", label: "Shopify Buy Button 3.0.6", path: "/phone/shopify.html", html: shopifyPage() },
    { name: "commercelayer", label: "Commerce Layer drop-in.js 2.27.0", path: "/phone/commercelayer.html", html: commerceLayerPage() },
  ];
}
