import { expect } from "chai";
import { postOrderItem } from "../../../core/api/endpoints.ts";
import { configuredItem, lidBox, museumMat } from "../../support/configured-items.ts";
import { orderItem } from "../../support/order-items.ts";
import { waitFor } from "@testing-library/dom";
import { mountElement, useElementSuite } from "../../support/element-suite.ts";
import "../../../widgets/cart/element.ts";

const cartBlock = (overrides: Record<string, unknown> = {}) => ({ language: "de", baseUrl: "", geoLocation: "de", ...overrides });
const mountCart = (data = cartBlock()) => mountElement("shop-cart", data, (q) => q.findByRole("heading", { level: 2 }, { timeout: 5000 }));

describe("<shop-cart>: a configured line", () => {
  useElementSuite({ session: "cart-configured" });

  it("shows its readable line and an edit link that restores the configuration on the configurator page", async () => {
    const artikel = "Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton 1,5 mm, grau";
    const query = "b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2&evil=1";
    await postOrderItem({ baseUrl: "", body: configuredItem(lidBox, query, 2, localStorage.getItem("sessionid")!) });
    const { q } = await mountCart();
    expect(await q.findByText(artikel)).to.exist;
    const edit = q.getByRole("link", { name: `Konfiguration von ${artikel} ändern` });
    // It names the line it came from, so adding the changed configuration replaces it (core/configurator/edit-link.ts).
    expect(edit.getAttribute("href")).to.match(/^\/konfiguration\?b\.cat=1&b\.type=11&b\.l=320&b\.w=240&b\.h=80&b\.mat=2&edit=b\.[\w-]+$/);
  });

  it("a catalogue article has no edit link", async () => {
    await postOrderItem({ baseUrl: "", body: orderItem({ article_id: "1001", menge: 2, sessionid: localStorage.getItem("sessionid")! }) });
    const { q } = await mountCart();
    await q.findByText("Artikel 1001");
    expect(q.queryByRole("link", { name: /Konfiguration/ })).to.equal(null);
  });

  it("the data block's configuratorUrl is where the edit link leads", async () => {
    await postOrderItem({ baseUrl: "", body: configuredItem(museumMat, "m.w=400&m.h=500", 1, localStorage.getItem("sessionid")!) });
    const { q } = await mountCart(cartBlock({ configuratorUrl: "/en/made-to-measure" }));
    await q.findByText("Passepartout 400 × 500 mm, Museumskarton 1,4 mm, weiß");
    const edit = q.getByRole("link", { name: /Konfiguration von/ });
    expect(edit.getAttribute("href")).to.match(/^\/en\/made-to-measure\?m\.w=400&m\.h=500&edit=m\.[\w-]+$/);
  });

  it("a configured line shows a drawing of its configuration in the same 4:3 frame as a catalogue line's picture", async () => {
    const session = localStorage.getItem("sessionid")!;
    await postOrderItem({
      baseUrl: "",
      body: orderItem({ article_id: "1001", menge: 1, sessionid: session, image_url: "/demo-images/1001-1.svg" }),
    });
    await postOrderItem({ baseUrl: "", body: configuredItem(lidBox, "b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2", 1, session) });
    const { el } = await mountCart();
    const root = el.shadowRoot!;
    const drawing = await waitFor(() => {
      const found = root.querySelector<SVGSVGElement>(".line svg.thumbnail.box");
      if (!found) throw new Error("no drawing of the configured box yet");
      return found;
    });
    expect(drawing.querySelectorAll("path").length).to.equal(3);
    expect(drawing.getAttribute("aria-hidden")).to.equal("true");
    const picture = root.querySelector("img")!;
    // Reserved before it loads: its size in the markup and the frame's in the sheet.
    expect([picture.getAttribute("width"), picture.getAttribute("height")]).to.deep.equal(["64", "48"]);
    const [a, b] = [picture.getBoundingClientRect(), drawing.getBoundingClientRect()];
    expect(a.width / a.height).to.be.closeTo(4 / 3, 0.02);
    expect([b.width, b.height]).to.deep.equal([a.width, a.height]);
  });
});
