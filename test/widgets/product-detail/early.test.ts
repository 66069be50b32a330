import { expect } from "chai";
import { selectCompany, setCompanies } from "../../../core/state/stores.ts";
import earlyRequests from "../../../widgets/product-detail/early.ts";
import { companyChoices, productApi, productBlock } from "../../support/product-api.ts";
import { useElementSuite } from "../../support/element-suite.ts";
import { mountProduct, priceText } from "../../support/product-page.ts";

/** Each request as sent, for comparing the loader's with the element's: method, URL, body. */
const sent = (calls: ReturnType<typeof productApi>) => ({
  article: calls.article.map((c) => [c.url.href, JSON.stringify(c.body)]),
  priceList: calls.priceList.map((u) => u.href),
  company: calls.company.map((u) => u.href),
});

describe("<shop-product-detail> data before code (issue 23)", () => {
  useElementSuite();

  it("the loader's article, price list and company requests are the element's: each is sent once", async () => {
    setCompanies(companyChoices);
    selectCompany("c-1");
    const calls = productApi();
    const block = productBlock({ language: "EN" });
    earlyRequests(block);
    const { q } = await mountProduct(block);
    expect(priceText(q)).to.match(/4,90/);
    const once = sent(calls);
    expect([once.article.length, once.priceList.length, once.company.length]).to.deep.equal([1, 1, 1]);
    expect(once.priceList[0]).to.contain("companyId=c-1");
  });

  it("a block the schema changes (a country in capitals) is not guessed at: the element asks itself, once", async () => {
    const calls = productApi();
    const block = productBlock({ geoLocation: "DE" });
    earlyRequests(block);
    await mountProduct(block);
    expect([calls.article.length, calls.priceList.length]).to.deep.equal([1, 1]);
  });

  it("a request nobody took is not reused after ten seconds: a later element asks afresh", async () => {
    const calls = productApi();
    const block = productBlock();
    const clock = performance.now;
    earlyRequests(block);
    performance.now = () => clock.call(performance) + 10_001;
    try {
      await mountProduct(block);
    } finally {
      performance.now = clock;
    }
    expect(calls.priceList.length).to.equal(2);
  });
});
