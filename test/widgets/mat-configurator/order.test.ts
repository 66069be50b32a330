import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { fetchCart } from "../../../core/api/cart.ts";
import { postOrderItem } from "../../../core/api/endpoints.ts";
import { decodeMatUrl } from "../../../core/configurator/mat-url.ts";
import { configuredItem, lidBox, museumMat } from "../../support/configured-items.ts";
import { waitForToast } from "../../support/dom.ts";
import { matConfig } from "../../support/mat-configuration.ts";
import { clickAtCentre } from "../../support/pointer.ts";
import { field, mountMat, orderItemPosts, type, useMatSetup, waitForDescription } from "./setup.ts";

describe("<shop-mat-configurator>: ordering", () => {
  useMatSetup();

  it("add to cart posts the configuration and its readable line once", async () => {
    const { q } = await mountMat();
    type(field(q, "Breite"), "420");
    await waitForDescription(q, "420 × 500 mm");
    await waitFor(() => expect(q.getByText(/^Gesamt für 1 Stück/)).to.exist);
    const add = q.getByRole("button", { name: "In den Warenkorb" });
    add.click();
    add.click();
    await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    expect(orderItemPosts).to.have.length(1);
    const body = orderItemPosts[0]!;
    expect(body.artikel).to.equal("Passepartout 42 × 50 cm, Ausschnitt 23 × 29 cm, Museumskarton 1,4 mm, weiß, Kern weiß");
    expect(body.configuration).to.deep.include({ kind: "mat", materialId: "11", widthMm: 420, heightMm: 500, openingMode: "picture" });
    expect(body.sperrgut_artikel, "a mat is never bulky").to.equal(false);
    expect(body.menge).to.equal(1);
    expect(body.preis).to.be.above(0);
    // The query restores exactly the configuration, and holds no quantity or unit.
    const query = new URLSearchParams(body.configuration_query);
    expect(query.has("m.q") || query.has("m.u")).to.equal(false);
    expect(decodeMatUrl(query, body.configuration as never).configuration).to.deep.equal(body.configuration);
  });

  it("'Konfiguration ändern' and then add replaces the line it came from, and the confirmation says so", async () => {
    const sessionid = localStorage.getItem("sessionid")!;
    const cart = () => fetchCart({ baseUrl: "", sessionId: sessionid, companyId: null, geoLocation: "de", language: "de" });
    await postOrderItem({ baseUrl: "", body: configuredItem(museumMat, "m.w=400&m.h=500", 1, sessionid) });
    await postOrderItem({ baseUrl: "", body: configuredItem(lidBox, "b.l=320", 1, sessionid) });
    const [edited, box] = (await cart()).items;
    // A box line's id under the mat's prefix is not the mat's to replace; the mat's own is.
    history.replaceState(null, "", `?m.w=400&m.h=500&edit=m.${edited!.id}`);
    const { q } = await mountMat();
    type(field(q, "Breite"), "420");
    await waitForDescription(q, "420 × 500 mm");
    await waitFor(() => expect(q.getByText(/^Gesamt für 1 Stück/)).to.exist);
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    await waitForToast("Die Zeile im Warenkorb wurde durch die geänderte Konfiguration ersetzt.");
    const lines = (await cart()).items;
    expect(lines.map((line) => line.id))
      .to.have.length(2)
      .and.include(box!.id)
      .and.not.include(edited!.id);
    expect(lines.find((line) => line.id !== box!.id)?.artikel).to.match(/^Passepartout 42 × 50 cm/);
    expect(location.search).not.to.contain("edit=");
  });

  it("a mouse click on 'In den Warenkorb' straight after an invalid amount adds the mat once: nothing above the button moves as the amount field is left", async () => {
    const { q } = await mountMat();
    await waitFor(() => expect(q.getByText(/^Gesamt für 1 Stück/)).to.exist);
    type(q.getByRole("textbox", { name: "Menge" }), "abc");
    expect(await clickAtCentre(q.getByRole("button", { name: "In den Warenkorb" })), "px the button moved").to.equal(0);
    await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    expect(orderItemPosts).to.have.length(1);
  });

  it("several windows are named in the line", async () => {
    history.replaceState(null, "", "?m.om=window&m.ow=100&m.oh=120&m.rows=2&m.cols=2&m.gap=20");
    const { q } = await mountMat();
    await waitFor(() => expect(q.getByText(/^Gesamt für 1 Stück/)).to.exist);
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    expect(orderItemPosts[0]!.artikel).to.equal(
      "Passepartout 40 × 50 cm, Ausschnitt 10 × 12 cm, Museumskarton 1,4 mm, weiß, Kern weiß, 2 × 2 Ausschnitte",
    );
  });

  it("a country without direct orders requests an offer instead", async () => {
    const { q } = await mountMat({ language: "de", baseUrl: "", geoLocation: "ch" });
    expect(await q.findByRole("button", { name: "Angebot anfragen" })).to.exist;
  });

  it("on a partner site the order link leads to the shop's configurator with the whole configuration", async () => {
    const { q } = await mountMat({ language: "de", baseUrl: "https://shop.example", geoLocation: "de" });
    type(field(q, "Breite"), "420");
    const link = await waitFor(() => {
      const found = q.getByRole("link", { name: "Beim Shop bestellen" });
      if (!found.getAttribute("href")?.includes("m.w=420")) throw new Error("not yet");
      return found;
    });
    const href = new URL(link.getAttribute("href")!);
    expect(href.origin + href.pathname).to.equal("https://shop.example/konfiguration");
    expect(href.searchParams.get("m.q")).to.equal("1");
    expect(decodeMatUrl(href.searchParams, matConfig()).configuration).to.deep.include({ widthMm: 420 });
  });
});
