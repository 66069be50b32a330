// The product page on a shop that moved to HubSpot's app functions (docs/embedding.md, "Moving to
// HubSpot's developer platform"): the page's <meta name="shop-api-root"> moves every request, the
// loader's first, and a block's apiRoot outside the rule is a block problem like any other field.
import { expect } from "chai";
import earlyRequests from "../../../widgets/product-detail/early.ts";
import { captureConsoleErrors, waitForToast } from "../../support/dom.ts";
import { type Queries, useElementSuite } from "../../support/element-suite.ts";
import { recordRequests, useApiRoot } from "../../support/msw.ts";
import { productBlock } from "../../support/product-api.ts";
import { mountFailing, mountProduct, priceText, waitFor } from "../../support/product-page.ts";

const ROOT = "/hs/serverless/shop/";

describe("<shop-product-detail> below the page's API root (issue 30)", () => {
  useElementSuite({
    afterEach: () => {
      for (const meta of document.head.querySelectorAll('meta[name="shop-api-root"]')) meta.remove();
    },
  });

  /** The page's head names the root, as the site header template does. */
  function metaRoot(content: string): void {
    const meta = document.createElement("meta");
    meta.name = "shop-api-root";
    meta.content = content;
    document.head.append(meta);
  }

  /** Waits for the rows below the product (their requests too go below the root, after the product). */
  async function relatedShown(q: Queries, names: readonly string[]): Promise<void> {
    for (const name of names) await q.findByRole("heading", { level: 2, name }, { timeout: 5000 });
  }

  /** The paths of the requests the page sent, without origin and query. */
  const paths = (seen: readonly string[]) => seen.map((line) => new URL(line.split(" ")[1] as string).pathname);

  it("with the meta /hs/serverless/shop/ the product loads and goes into the cart through that root only, the loader's requests sent once", async () => {
    metaRoot(ROOT);
    useApiRoot(ROOT);
    const seen = recordRequests();
    const block = productBlock({ language: "en" });
    earlyRequests(block);
    const { q } = await mountProduct(block);
    await waitFor(() => expect(priceText(q)).to.match(/4[.,]90/));
    q.getByRole("button", { name: "Add to cart" }).click();
    await waitForToast("Item was added to the cart");
    await relatedShown(q, ["Similar items", "Matching accessories"]);
    const sent = paths(seen);
    expect(
      sent.filter((path) => path.startsWith("/_hcms/")),
      "requests below /_hcms/",
    ).to.deep.equal([]);
    expect(sent).to.include.members([`${ROOT}objects/order-items/post`, `${ROOT}related-articles/get`]);
    for (const read of ["objects/articles/getArticlesById", "objects/price-lists/get"])
      expect(
        sent.filter((path) => path === ROOT + read),
        read,
      ).to.have.length(1);
  });

  it("a block's apiRoot outside the rule: the translated block problem names the field, the console says it, and the next element keeps working", async () => {
    metaRoot(ROOT);
    useApiRoot(ROOT);
    const { result, errors } = await captureConsoleErrors(async () => {
      const broken = await mountFailing(productBlock({ language: "en", apiRoot: "https://evil.example/" }));
      const healthy = await mountProduct(productBlock({ language: "fr" }));
      // The editor's details load with the first broken block, and log the reason.
      await waitFor(() => expect(broken.alert.querySelector("details p")).to.not.equal(null));
      return { broken, healthy };
    });
    const { alert } = result.broken;
    expect(alert.textContent).to.contain("This element is not embedded correctly (field “apiRoot”).");
    expect(alert.querySelector("details p")?.textContent).to.equal(
      'field "apiRoot": "https://evil.example/" is not accepted (Expected /_hcms/api/ or /hs/serverless/<prefix>/)',
    );
    expect(errors.join("\n")).to.contain('<shop-product-detail> data block, field "apiRoot": "https://evil.example/" is not accepted');
    await waitFor(() => expect(priceText(result.healthy.q)).to.match(/4,90/));
    // The product's own add comes first; the similar articles' quick adds, once there, have the same name.
    expect(result.healthy.q.getAllByRole("button", { name: "Ajouter au panier" })[0]?.closest(".article-card")).to.equal(null);
    await relatedShown(result.healthy.q, ["Articles similaires", "Accessoires assortis"]);
  });
});
