import { expect } from "chai";
import "../../../widgets/article-list/element.ts";
import earlyRequests from "../../../widgets/article-list/early.ts";
import { sentAfterTaking, startedBy } from "../../support/early-requests.ts";
import { mountElement, useElementSuite } from "../../support/element-suite.ts";
import { waitFor } from "../../support/product-page.ts";

const block = (overrides: Record<string, unknown> = {}) => ({
  language: "de",
  geoLocation: "de",
  baseUrl: "",
  articleIds: ["1001", 1002],
  ...overrides,
});
const cards = (el: HTMLElement) => el.shadowRoot?.querySelectorAll(".article-list .article-card a") ?? [];
const mountList = (data: Record<string, unknown>) =>
  mountElement("shop-article-list", data, async () => {
    await waitFor(() => expect(cards(document.querySelector("shop-article-list") as HTMLElement)).to.have.length(2), { timeout: 5000 });
  });

describe("<shop-article-list> data before code (issue 23)", () => {
  useElementSuite({ session: "article-list-early" });

  it("the loader's articles request is the element's: it is sent once", async () => {
    const data = block({ articleIds: "1001, 1002,1001" });
    const sent = await sentAfterTaking(earlyRequests, data, () => mountList(data));
    expect(Object.values(sent)).to.deep.equal([1]);
    expect(Object.keys(sent)[0]).to.contain("ids=1001%2C1002&suggest=false&limit=2");
  });

  it("a block the schema changes or refuses (a country in capitals, an id with spaces) starts nothing", () => {
    expect(startedBy(() => earlyRequests(block({ geoLocation: "DE" })))).to.deep.equal([]);
    expect(startedBy(() => earlyRequests(block({ articleIds: [" 1001"] })))).to.deep.equal([]);
  });
});
