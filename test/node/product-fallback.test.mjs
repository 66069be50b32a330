// The product page's server-rendered fallback (docs/decisions/product-fallback.md): its markup with
// hostile text escaped (demo/storefront/product-fallback-html.ts), and the demo server writing it into
// each product route in the route's language, on both backends; none for an article the catalogue lacks.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { startServer } from "../../demo/serve.mjs";
import { importTs } from "../../scripts/import-ts.mjs";

const { productFallbackHtml } = await importTs("demo/storefront/product-fallback-html.ts");

describe("productFallbackHtml", () => {
  it("writes the module's markup: name, picture, number, description, in this order", () => {
    const html = productFallbackHtml({
      artikel: "Archivbox A4",
      images: ["/demo-images/1001-1.svg", "/demo-images/1001-2.svg"],
      description: "Säurefreie Archivbox",
      numberLabel: "Art.-Nr. A-100",
    });
    assert.equal(
      html,
      [
        '<div slot="fallback" class="shop-product-fallback">',
        '  <h1 class="shop-product-fallback-name">Archivbox A4</h1>',
        '  <img class="shop-product-fallback-picture" src="/demo-images/1001-1.svg" alt="Archivbox A4">',
        '  <p class="shop-product-fallback-number">Art.-Nr. A-100</p>',
        '  <p class="shop-product-fallback-description">Säurefreie Archivbox</p>',
        "</div>",
      ].join("\n"),
    );
  });

  it("leaves out the picture when there is none and the description when it is empty", () => {
    const html = productFallbackHtml({ artikel: "Rolle", images: [], description: "  ", numberLabel: "Réf. R-1" });
    assert.doesNotMatch(html, /<img|description/);
    assert.match(html, /<p class="shop-product-fallback-number">Réf. R-1<\/p>/);
  });

  it("escapes every text and attribute: nothing of a name, number or picture URL becomes markup", () => {
    const hostile = `"><script>alert('x')</script> & Co`;
    const html = productFallbackHtml({
      artikel: hostile,
      images: [`/p.svg" onerror="alert(1)`],
      description: hostile,
      numberLabel: `Art.-Nr. <b>1</b>`,
    });
    assert.doesNotMatch(html, /<script|<b>|" onerror/);
    assert.match(html, /&quot;&gt;&lt;script&gt;alert\(&#39;x&#39;\)&lt;\/script&gt; &amp; Co/);
    assert.match(html, /src="\/p\.svg&quot; onerror=&quot;alert\(1\)"/);
  });
});

for (const backend of ["fake", "functions"]) {
  describe(`the demo's product pages (${backend})`, () => {
    let served;
    before(async () => {
      served = await startServer({ port: 0, backend });
    });
    after(() => served.server.close());
    const page = async (path) => (await fetch(served.url + path)).text();

    for (const [path, label, lang] of [
      ["/produkt/1001", "Art.-Nr. AB-A4-100", "de"],
      ["/product/1001", "Item no. AB-A4-100", "en"],
      ["/produit/1001", "Réf. AB-A4-100", "fr"],
    ])
      it(`${path} carries the fallback inside the element, its number as "${label}", in a page of language ${lang}`, async () => {
        const html = await page(path);
        assert.match(html, new RegExp(`<html lang="${lang}">`));
        const inside = /<shop-product-detail[^>]*>([\s\S]*?)<\/shop-product-detail>/.exec(html)?.[1] ?? "";
        assert.match(inside, /<h1 class="shop-product-fallback-name">Archivbox A4 „Klassik“<\/h1>/);
        assert.match(inside, /<img class="shop-product-fallback-picture" src="\/demo-images\/1001-1\.svg"/);
        assert.ok(inside.includes(`<p class="shop-product-fallback-number">${label}</p>`));
        assert.match(inside, /<p class="shop-product-fallback-description">Alterungsbeständige Archivbox/);
      });

    it("an article the catalogue does not know gets no fallback (the element says it is not available)", async () => {
      assert.doesNotMatch(await page("/produkt/999999"), /shop-product-fallback/);
    });
  });
}
