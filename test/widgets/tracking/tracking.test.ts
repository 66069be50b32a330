import { expect } from "chai";
import "../../../widgets/tracking/element.ts";
import { cleanup, mount, ui } from "../../support/dom.ts";

describe("<shop-tracking>", () => {
  afterEach(cleanup);

  it("renders in the data block's language", async () => {
    const el = mount("shop-tracking", { language: "en", baseUrl: "" });
    expect(await ui(el).findByRole("heading", { name: "New element" })).to.exist;
    expect(ui(el).getByRole("link", { name: "Continue shopping" }).getAttribute("href")).to.equal("/");
  });

  it("a malformed data block shows an alert naming the field", async () => {
    const el = mount("shop-tracking", { language: "de", baseUrl: 42 });
    expect((await ui(el).findByRole("alert")).textContent).to.contain("baseUrl");
  });
});
