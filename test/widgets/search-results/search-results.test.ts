import { expect } from "chai";
import "../../../widgets/search-results/element.ts";
import { cleanup, mount, ui } from "../../support/dom.ts";

describe("<shop-search-results>", () => {
  afterEach(cleanup);

  it("renders in the data block's language", async () => {
    const el = mount("shop-search-results", { language: "en", baseUrl: "" });
    expect(await ui(el).findByRole("heading", { name: "New element" })).to.exist;
    expect(ui(el).getByRole("link", { name: "Continue shopping" }).getAttribute("href")).to.equal("/");
  });

  it("a malformed data block shows an alert naming the field", async () => {
    const el = mount("shop-search-results", { language: "de", baseUrl: 42 });
    expect((await ui(el).findByRole("alert")).textContent).to.contain("baseUrl");
  });
});
