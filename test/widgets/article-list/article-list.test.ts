import { expect } from "chai";
import "../../../widgets/article-list/element.ts";
import { cleanup, mount, ui } from "../../support/dom.ts";

describe("<shop-article-list>", () => {
  afterEach(cleanup);

  it("renders in the data block's language", async () => {
    const el = mount("shop-article-list", { language: "en", baseUrl: "" });
    expect(await ui(el).findByRole("heading", { name: "New element" })).to.exist;
    expect(ui(el).getByRole("link", { name: "Continue shopping" }).getAttribute("href")).to.equal("/");
  });

  it("a malformed data block shows an alert naming the field", async () => {
    const el = mount("shop-article-list", { language: "de", baseUrl: 42 });
    expect((await ui(el).findByRole("alert")).textContent).to.contain("baseUrl");
  });
});
