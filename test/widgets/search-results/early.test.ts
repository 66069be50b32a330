import { expect } from "chai";
import "../../../widgets/search-results/element.ts";
import earlyRequests from "../../../widgets/search-results/early.ts";
import { sentAfterTaking, startedBy } from "../../support/early-requests.ts";
import { mountElement, useElementSuite } from "../../support/element-suite.ts";

const start = `${location.pathname}${location.search}`;
const block = (overrides: Record<string, unknown> = {}) => ({ language: "de", baseUrl: "", limit: 4, ...overrides });
const open = (query: string) => history.replaceState(null, "", `${location.pathname}?${query}`);

describe("<shop-search-results> data before code (issue 23)", () => {
  useElementSuite({ afterEach: () => history.replaceState(null, "", start) });

  it("the loader's search request (the page's term, kind, order and page as the element reads them) is the element's: it is sent once", async () => {
    open("q=%20archivkarton%20&q.kind=ARTICLE&q.sort=artnr&q.page=2&other=1");
    const data = block();
    const sent = await sentAfterTaking(earlyRequests, data, () =>
      mountElement("shop-search-results", data, (q) => q.findByText(/Seite 2 von \d+/, undefined, { timeout: 8000 })),
    );
    expect(Object.values(sent)).to.deep.equal([1]);
    expect(Object.keys(sent)[0]).to.match(/site-search\?term=archivkarton&language=de&limit=4&page=2&sort=artnr&type=ARTICLE$/);
  });

  it("a page that is no whole number from 1, or an order without the kind ARTICLE, is read as page 1 in relevance", () => {
    // Each a term of its own: the loader starts a request once per page.
    for (const [i, bad] of [
      "q.page=0",
      "q.page=-1",
      "q.page=x",
      "q.page=1.5",
      "q.page=1000",
      "q.sort=name",
      "q.kind=ARTICLE&q.sort=price",
    ].entries()) {
      open(`q=archiv${i}&${bad}`);
      const [url] = startedBy(() => earlyRequests(block()));
      expect(url).to.match(new RegExp(`site-search\\?term=archiv${i}&`), bad);
      expect(url).to.not.match(/[&?](page|sort)=/, bad);
    }
  });

  it("no term of two characters in the page's query, or a block the schema refuses, starts nothing", () => {
    open("q=a&other=archiv");
    expect(startedBy(() => earlyRequests(block()))).to.deep.equal([]);
    open("q=archiv");
    expect(startedBy(() => earlyRequests(block({ limit: 51 })))).to.deep.equal([]);
    expect(startedBy(() => earlyRequests(block({ geoLocation: "DE" })))).to.deep.equal([]);
  });
});
