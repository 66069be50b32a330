import { expect } from "chai";
import { elementTags } from "../../widgets/elements.ts";

// widgets/elements.ts (scripts/elements.mjs) imports each widgets/<folder>/element.ts and lists
// `shop-<folder>`: a definition that registers another tag leaves its folder's tag undefined.
describe("each element folder defines shop-<folder>", () => {
  for (const tag of elementTags) {
    it(`${tag.slice("shop-".length)}/element.ts defines <${tag}>`, () => {
      expect(customElements.get(tag), `widgets/${tag.slice("shop-".length)}/element.ts does not define <${tag}>`).to.exist;
    });
  }
});
