import { waitFor } from "@testing-library/dom";
import { setViewport, narrowViewport } from "../../support/commands";
import { expect } from "chai";
import { fetchCart } from "../../../core/api/cart.ts";
import { postOrderItem } from "../../../core/api/endpoints.ts";
import { navigation } from "../../../core/element/navigate.ts";
import { configuredItem, lidBox } from "../../support/configured-items.ts";
import { waitForToast } from "../../support/dom.ts";
import { clickAtCentre } from "../../support/pointer.ts";
import { fillSizes, mountBox, openWithQuery, spyOn, typeInto, useBoxSuite, waitForTotal } from "./setup.ts";

describe("<shop-box-configurator> order or offer", () => {
  const assign = navigation.assign;
  let visited: string[] = [];
  useBoxSuite();
  beforeEach(() => {
    visited = [];
    navigation.assign = (url) => void visited.push(url);
  });
  afterEach(() => {
    navigation.assign = assign;
  });

  it("adds to the cart once on a double click, with the configuration and its readable line", async () => {
    const posts = spyOn("post", "objects/order-items/post");
    const { q } = await mountBox();
    fillSizes(q, "320", "240", "80");
    (q.getByRole("radio", { name: /Archivkarton 1,5 mm, grau/ }) as HTMLInputElement).click();
    (q.getByRole("checkbox", { name: "Griffloch" }) as HTMLInputElement).click();
    await waitForTotal(q);
    await waitFor(() => expect(q.getByRole("button", { name: "In den Warenkorb" }).hasAttribute("aria-disabled")).to.equal(false));
    const add = q.getByRole("button", { name: "In den Warenkorb" });
    add.click();
    add.click();
    await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    expect(posts.bodies).to.have.length(1);
    const body = posts.bodies[0] as Record<string, unknown>;
    expect(body.artikel).to.equal("Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton 1,5 mm, grau, Griffloch");
    expect(body.configuration).to.deep.equal({
      kind: "box",
      categoryId: "1",
      boxId: "11",
      lengthMm: 320,
      widthMm: 240,
      heightMm: 80,
      materialId: "2",
      extras: ["notch"],
    });
    expect(body.configuration_query).to.equal("b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2&b.x=notch");
    expect(body.article_id).to.equal("3101");
    expect(body.sperrgut_artikel).to.equal(false);
  });

  it("the confirmation leads to the cart and checkout pages the block names", async () => {
    openWithQuery("b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2");
    const { q } = await mountBox({ cartUrl: "/shop/mein-warenkorb", checkoutUrl: "https://shop.example/bestellen" });
    await waitForTotal(q);
    await waitFor(() => expect(q.getByRole("button", { name: "In den Warenkorb" }).hasAttribute("aria-disabled")).to.equal(false));
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    const toast = await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    expect([...toast.querySelectorAll("a")].map((a) => a.getAttribute("href"))).to.deep.equal([
      "/shop/mein-warenkorb",
      "https://shop.example/bestellen",
    ]);
  });

  it("'Konfiguration ändern' and then add replaces the line it came from, and the confirmation says so", async () => {
    const sessionid = localStorage.getItem("sessionid")!;
    const query = "b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2&b.x=notch,label";
    const cart = () => fetchCart({ baseUrl: "", sessionId: sessionid, companyId: null, geoLocation: "de", language: "de" });
    await postOrderItem({ baseUrl: "", body: configuredItem(lidBox, "b.l=100", 1, sessionid) });
    await postOrderItem({ baseUrl: "", body: configuredItem(lidBox, query, 2, sessionid) });
    const [other, edited] = (await cart()).items;
    // The cart line's edit link (core/configurator/edit-link.ts), as the shopper follows it.
    openWithQuery(`${query}&edit=b.${edited!.id}`);
    const { q } = await mountBox();
    fillSizes(q, "330", "240", "80");
    await waitForTotal(q);
    const add = q.getByRole("button", { name: "In den Warenkorb" });
    await waitFor(() => expect(add.hasAttribute("aria-disabled")).to.equal(false));
    add.click();
    await waitForToast("Die Zeile im Warenkorb wurde durch die geänderte Konfiguration ersetzt.");
    const lines = (await cart()).items;
    expect(lines.map((line) => line.id))
      .to.have.length(2)
      .and.include(other!.id)
      .and.not.include(edited!.id);
    expect(lines[1]!.configuration_query).to.contain("b.l=330&b.w=240&b.h=80");
    expect(new URLSearchParams(location.search).has("edit"), "the link forgets the replaced line").to.equal(false);

    // Added again: a new line, said as such.
    add.click();
    await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    expect((await cart()).items).to.have.length(3);
  });

  it("a mouse click on 'In den Warenkorb' straight after an invalid amount adds the item once: nothing above the button moves as the amount field is left (390 px)", async function () {
    // On a phone the order comes last in one column. (Beside the choices, the sticky summary may sit at
    // the end of its column and grow upwards, which would hide a move.)
    await narrowViewport(this, { width: 390, height: 800 });
    try {
      openWithQuery("b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2");
      const posts = spyOn("post", "objects/order-items/post");
      const { q } = await mountBox();
      await waitForTotal(q);
      const add = q.getByRole("button", { name: "In den Warenkorb" });
      await waitFor(() => expect(add.hasAttribute("aria-disabled")).to.equal(false));
      typeInto(q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement, "abc");
      expect(await clickAtCentre(add), "px the button moved between mouse-down and mouse-up").to.equal(0);
      await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
      expect(posts.bodies).to.have.length(1);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("a box above the parcel limit is bulky: said beside the size, and only an offer can be requested", async () => {
    openWithQuery("b.cat=4&b.type=42&b.l=1250&b.w=900&b.h=60&b.mat=3");
    const posts = spyOn("post", "objects/order-items/post");
    const { q } = await mountBox();
    await q.findByText("Übergröße: nur auf Anfrage.");
    await waitForTotal(q);
    expect(q.queryByRole("button", { name: "In den Warenkorb" })).to.equal(null);
    expect(q.getByText("Sperrgut: nur auf Angebot, Versand per Spedition")).to.exist;
    const offer = q.getByRole("button", { name: "Angebot anfragen" });
    await waitFor(() => expect(offer.hasAttribute("aria-disabled")).to.equal(false));
    offer.click();
    await waitFor(() => expect(visited).to.have.length(1));
    expect(visited[0]).to.match(/^\/angebot\?session=offer-/);
    expect((posts.bodies[0] as Record<string, unknown>).sperrgut_artikel).to.equal(true);
  });

  it("an amount from the type's request threshold is priced on request and leads to the offer", async () => {
    openWithQuery("b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.q=500");
    const { q } = await mountBox();
    await waitFor(() => expect(q.getAllByText("Preis auf Anfrage").length).to.be.greaterThan(0), { timeout: 4000 });
    expect(q.queryByRole("button", { name: "In den Warenkorb" })).to.equal(null);
    expect(q.getByRole("button", { name: "Angebot anfragen" })).to.exist;
  });

  it("below the threshold the same box is ordered directly", async () => {
    openWithQuery("b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.q=495");
    const { q } = await mountBox();
    await waitForTotal(q);
    expect(q.getByRole("button", { name: "In den Warenkorb" })).to.exist;
  });

  it("on a partner site it links to the shop's configurator with the configuration", async () => {
    openWithQuery("b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2");
    const { q } = await mountBox({ baseUrl: "https://shop.example" });
    const link = await q.findByRole("link", { name: "Beim Shop bestellen" }, { timeout: 4000 });
    expect(link.getAttribute("href")).to.equal(
      "https://shop.example/konfiguration?b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2&b.q=5&b.u=mm",
    );
  });
});
