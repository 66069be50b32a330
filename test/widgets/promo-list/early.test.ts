import { expect } from "chai";
import { selectCompany, setCompanies } from "../../../core/state/stores.ts";
import "../../../widgets/promo-list/element.ts";
import earlyRequests from "../../../widgets/promo-list/early.ts";
import { sentAfterTaking, startedBy } from "../../support/early-requests.ts";
import { mountElement, useElementSuite } from "../../support/element-suite.ts";
import { companyChoices } from "../../support/product-api.ts";

const block = (overrides: Record<string, unknown> = {}) => ({ language: "en", geoLocation: "de", baseUrl: "", ...overrides });
const mountList = (data: Record<string, unknown>) =>
  mountElement("shop-promo-list", data, (q) => q.findAllByRole("link", { name: /./ }, { timeout: 5000 }));

describe("<shop-promo-list> data before code (issue 23)", () => {
  useElementSuite({ session: "promo-early" });

  it("the loader's promotions request (for the stored company) is the element's: it is sent once", async () => {
    setCompanies(companyChoices);
    selectCompany("c-1");
    const data = block();
    const sent = await sentAfterTaking(earlyRequests, data, () => mountList(data));
    expect(Object.values(sent)).to.deep.equal([1]);
    expect(Object.keys(sent)[0]).to.contain("companyId=c-1");
  });

  it("a block the schema changes (a baseUrl with a trailing slash) starts nothing", () => {
    expect(startedBy(() => earlyRequests(block({ baseUrl: "/shop/" })))).to.deep.equal([]);
  });
});
