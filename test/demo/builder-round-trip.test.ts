// What the block builder writes, pasted into a page, is what the element reads: the attribute form and
// the script form render the same product from the same block (demo/builder/paste-forms.ts).
import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { attributeForm, scriptForm } from "../../demo/builder/paste-forms.ts";
import { productDataBlock } from "../../demo/mocks/fixtures.ts";
import "../../widgets/product-detail/element.ts";
import { useElementSuite } from "../support/element-suite.ts";

const TAG = "shop-product-detail";
const NAME = "Boîte d'archives « Classique » & Co";
const DESCRIPTION = "Für Akten & Pläne, l'original </script><!-- bleibt Text";

describe("block builder: a pasted block renders the same in both forms", () => {
  useElementSuite();
  let host: HTMLElement | undefined;
  afterEach(() => host?.remove());

  it("the attribute form and the script form render the same product, apostrophe and ampersand included", async () => {
    const block = productDataBlock("1001", { product: { artikel: NAME, description: DESCRIPTION } });
    const json = JSON.stringify(block);
    host = document.createElement("div");
    host.innerHTML = attributeForm(TAG, json) + scriptForm(TAG, json);
    document.querySelector("main")!.append(host);
    const [byAttribute, byScript] = [...host.querySelectorAll<HTMLElement>(TAG)] as [HTMLElement, HTMLElement];
    const shown = (el: HTMLElement) => ({
      headline: el.shadowRoot?.querySelector("h1")?.textContent,
      described: el.shadowRoot?.textContent?.includes(DESCRIPTION),
    });
    await waitFor(() => {
      expect(shown(byAttribute)).to.deep.equal({ headline: NAME, described: true });
      expect(shown(byScript)).to.deep.equal({ headline: NAME, described: true });
    });
    expect(JSON.parse(byAttribute.getAttribute("data")!)).to.deep.equal(block);
    expect(JSON.parse(byScript.querySelector("script")!.textContent!)).to.deep.equal(block);
  });
});
