import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { delay, HttpResponse, http } from "msw";
import { useState } from "react";
import type { BoxConfiguration } from "../../../core/api/configuration.ts";
import type { ConfiguredPrice } from "../../../core/api/configurator.ts";
import { ConfiguredActions, type ConfiguredActionsProps } from "../../../core/configurator-ui/ConfiguredActions.tsx";
import type { ConfiguredItem, ConfiguredOrderData } from "../../../core/configurator-ui/use-configured-order.ts";
import { listen } from "../../../core/element/events.ts";
import { navigation } from "../../../core/element/navigate.ts";
import { selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { axeViolations } from "../../support/axe.ts";
import { captureConsoleErrors, cleanup, typeAndBlur, typeInto, waitForToast } from "../../support/dom.ts";
import { useHandlers, useMockApi } from "../../support/msw.ts";
import { clickAtCentre } from "../../support/pointer.ts";
import { renderKit, unmountKit } from "./harness.tsx";

const ADDED = "Artikel wurde zum Warenkorb hinzugefügt";
const FAILED = "Es ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es später.";

const configuration: BoxConfiguration = {
  kind: "box",
  categoryId: "2",
  boxId: "11",
  lengthMm: 320,
  widthMm: 240,
  heightMm: 80,
  materialId: "3",
  extras: ["notch"],
};
const QUERY = "b.cat=2&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=3&b.x=notch";
const LABEL = "Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton 1,5 mm, grau";

const item = (over: Partial<ConfiguredItem> = {}): ConfiguredItem => ({
  configuration,
  query: QUERY,
  label: LABEL,
  articleId: "9011",
  articleNumber: "K-11",
  bulky: false,
  requestFromAmount: 500,
  smallestOrderUnit: 1,
  ...over,
});

const price: ConfiguredPrice = {
  priceList: {
    itemInUnit: 1,
    scaled_price: [
      { quantity: 1, price: 12.9 },
      { quantity: 10, price: 9.5 },
    ],
  },
  weightKg: 0.42,
};

const DATA: ConfiguredOrderData = { language: "de", baseUrl: "", geoLocation: "de" };

/** The configurator's part: it keeps the amount. */
function Harness(props: Omit<ConfiguredActionsProps, "amount" | "onAmount"> & { start?: number }) {
  const [amount, setAmount] = useState(props.start ?? 1);
  return <ConfiguredActions {...props} amount={amount} onAmount={setAmount} />;
}

let posts: { url: string; body: Record<string, unknown> }[];
let visited: string[];
const originalAssign = navigation.assign;

function countPosts(answer: () => Promise<Response> | Response = () => new HttpResponse(null, { status: 204 })) {
  useHandlers(
    http.post("*/_hcms/api/objects/order-items/post", async ({ request }) => {
      posts.push({ url: request.url, body: (await request.clone().json()) as Record<string, unknown> });
      return answer();
    }),
  );
}

async function renderActions(
  props: Partial<Omit<ConfiguredActionsProps, "amount" | "onAmount">> & { start?: number } = {},
  lang: "de" | "en" | "fr" = "de",
) {
  const all = { data: DATA, item: item(), price: { status: "ready", price } as const, ...props };
  return renderKit(<Harness {...all} />, lang);
}

describe("ConfiguredActions (core/configurator-ui)", () => {
  useMockApi();
  beforeEach(() => {
    posts = [];
    visited = [];
    navigation.assign = (url) => visited.push(url);
    localStorage.setItem("sessionid", "cart-7");
  });
  afterEach(() => {
    navigation.assign = originalAssign;
    unmountKit();
    cleanup();
    localStorage.removeItem("sessionid");
  });

  it("'In den Warenkorb' posts the configured item: configuration and query, the readable line, the net unit price of the scale entry", async () => {
    setCompanies([
      {
        company: { id: "c-1", name: "Stadtarchiv", canSwitchGrossNet: true, ust: "" },
        contactPersonFirstname: "E",
        contactPersonLastname: "M",
      },
    ]);
    selectCompany("c-1");
    countPosts();
    const events: unknown[] = [];
    const stop = listen("ordersAmountEvent", (detail) => events.push(detail));
    const { q } = await renderActions({ start: 12 });
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    await waitForToast(ADDED);
    stop();
    expect(posts.map((p) => p.body)).to.deep.equal([
      {
        volume: "",
        artikel_nummer: "K-11",
        article_slug: location.pathname.replace(/\/+$/, "").split("/").pop(),
        artikel: LABEL,
        menge: 12,
        sessionid: "cart-7",
        preis: 9.5,
        nettogewicht: "0.42",
        einheit: "Stück",
        image_url: "",
        article_id: "9011",
        companyId: "c-1",
        description: LABEL,
        sperrgut_artikel: false,
        restant: "false",
        configuration,
        configuration_query: QUERY,
      },
    ]);
    expect(events).to.deep.equal([{ amount: 1 }]);
  });

  it("a double click sends one request; the button stays focusable (aria-disabled) while it is on its way", async () => {
    countPosts(async () => (await delay(150), new HttpResponse(null, { status: 204 })));
    const { q } = await renderActions();
    const button = q.getByRole("button", { name: "In den Warenkorb" });
    button.focus();
    button.click();
    button.click();
    await waitFor(() => expect(button.getAttribute("aria-disabled")).to.equal("true"));
    await waitForToast(ADDED);
    await waitFor(() => expect(button.hasAttribute("aria-disabled")).to.equal(false));
    expect(posts).to.have.length(1);
    expect((button.getRootNode() as ShadowRoot).activeElement === button).to.equal(true);
  });

  it("a failed post is the failure toast, and no event", async () => {
    countPosts(() => HttpResponse.json({ message: "down" }, { status: 500 }));
    const events: unknown[] = [];
    const stop = listen("ordersAmountEvent", (detail) => events.push(detail));
    const { q } = await renderActions();
    await captureConsoleErrors(async () => {
      q.getByRole("button", { name: "In den Warenkorb" }).click();
      await waitForToast(FAILED);
    });
    stop();
    expect(events).to.deep.equal([]);
  });

  it("while the configuration is incomplete the button says why and sends nothing", async () => {
    countPosts();
    const { q, root } = await renderActions({ item: null });
    const button = q.getByRole("button", { name: "In den Warenkorb" });
    expect(button.getAttribute("aria-disabled")).to.equal("true");
    const reason = root.getElementById(button.getAttribute("aria-describedby")!)!;
    expect(reason.textContent).to.equal("Bitte zuerst die Konfiguration vervollständigen");
    button.click();
    await delay(50);
    expect(posts).to.have.length(0);
  });

  it("without a price (loading or failed) nothing is ordered, and the button says why", async () => {
    countPosts();
    const { q, root } = await renderActions({ price: { status: "error", error: null } });
    const button = q.getByRole("button", { name: "In den Warenkorb" });
    expect(button.getAttribute("aria-disabled")).to.equal("true");
    expect(root.getElementById(button.getAttribute("aria-describedby")!)!.textContent).to.equal(
      "Ohne Preis kann nicht bestellt werden. Bitte den Preis erneut laden.",
    );
    button.click();
    await delay(50);
    expect(posts).to.have.length(0);
  });

  it("the amount follows the product page's rules: the type's smallest order unit, the price list's pack; 0, letters and negatives ask for a valid amount", async () => {
    const { q, root } = await renderActions({ item: item({ smallestOrderUnit: 5 }), start: 5 });
    const input = q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement;
    const note = () => root.querySelector(".quantity-note")!.textContent;
    typeAndBlur(input, "7");
    await waitFor(() => expect(input.value).to.equal("10"));
    expect(note()).to.equal("Auf 10 Stück erhöht: kleinste Bestelleinheit 5");
    for (const typed of ["0", "abc", "-5"]) {
      typeAndBlur(input, typed);
      await waitFor(() => expect(note(), typed).to.equal("Bitte gültige Menge angeben. Die Menge bleibt 10 Stück."));
      expect(input.value).to.equal("10");
    }
    q.getByRole("button", { name: "Menge erhöhen" }).click();
    await waitFor(() => expect(input.value).to.equal("15"));
  });

  describe("a mouse click on 'In den Warenkorb' straight from the amount field (leaving it on the mouse-down)", () => {
    const INVALID = "Bitte gültige Menge angeben. Die Menge bleibt 12 Stück.";

    it("an invalid amount: the button holds still under the mouse, one item is added, then the note says why the amount stayed", async () => {
      countPosts();
      const { q, root } = await renderActions({ start: 12 });
      typeInto(q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement, "abc");
      const moved = await clickAtCentre(q.getByRole("button", { name: "In den Warenkorb" }));
      expect(moved, "px the button moved between mouse-down and mouse-up").to.equal(0);
      await waitForToast(ADDED);
      expect(posts.map((p) => p.body.menge)).to.deep.equal([12]);
      await waitFor(() => expect(root.querySelector(".quantity-note")!.textContent).to.equal(INVALID));
    });

    it("a corrected amount after an invalid one: the note goes after the click, and the corrected amount is added", async () => {
      countPosts();
      const { q, root } = await renderActions({ start: 12 });
      const input = q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement;
      typeAndBlur(input, "abc");
      await waitFor(() => expect(root.querySelector(".quantity-note")!.textContent).to.equal(INVALID));
      typeInto(input, "20");
      const moved = await clickAtCentre(q.getByRole("button", { name: "In den Warenkorb" }));
      expect(moved, "px the button moved between mouse-down and mouse-up").to.equal(0);
      await waitForToast(ADDED);
      expect(posts.map((p) => p.body.menge)).to.deep.equal([20]);
      await waitFor(() => expect(root.querySelector(".quantity-note")!.textContent).to.equal(""));
    });

    it("an amount from the request threshold: the click that began on 'In den Warenkorb' requests no offer; 'Angebot anfragen' takes its place with the reason", async () => {
      countPosts();
      const { q } = await renderActions({ start: 12 });
      typeInto(q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement, "600");
      const add = q.getByRole("button", { name: "In den Warenkorb" });
      await clickAtCentre(add);
      const offer = await q.findByRole("button", { name: "Angebot anfragen" });
      // Another button, not the pressed one relabelled: wherever it lands, the release cannot click it.
      expect(offer === add, "the pressed button became 'Angebot anfragen'").to.equal(false);
      await delay(100);
      expect({ posts: posts.length, visited }).to.deep.equal({ posts: 0, visited: [] });
    });
  });

  describe("offer mode: when the rules allow only a request", () => {
    for (const [why, props, reason] of [
      ["bulky (above the parcel limit)", { item: item({ bulky: true }) }, "Sperrgut: nur auf Angebot, Versand per Spedition"],
      ["from the type's request threshold on", { item: item({ requestFromAmount: 100 }), start: 100 }, "Diese Menge nur auf Anfrage"],
      ["a country without direct orders", { data: { ...DATA, geoLocation: "ch" } }, "Lieferung in Ihr Land nur auf Angebot"],
    ] as const) {
      it(`${why}: 'Angebot anfragen' with the reason, instead of 'In den Warenkorb'`, async () => {
        const { q, root } = await renderActions(props);
        expect(q.queryByRole("button", { name: "In den Warenkorb" })).to.equal(null);
        expect(q.getByRole("button", { name: "Angebot anfragen" })).to.not.equal(null);
        expect([...root.querySelectorAll(".reasons li")].map((li) => li.textContent)).to.include(reason);
      });
    }

    it("below the threshold the same item is ordered directly", async () => {
      const { q } = await renderActions({ item: item({ requestFromAmount: 100 }), start: 99 });
      expect(q.getByRole("button", { name: "In den Warenkorb" })).to.not.equal(null);
    });

    it("'Angebot anfragen' posts the item into a fresh offer session (not the cart) and goes to the offer page with ?session=", async () => {
      countPosts();
      const { q } = await renderActions({ item: item({ bulky: true }), start: 3 });
      q.getByRole("button", { name: "Angebot anfragen" }).click();
      await waitFor(() => expect(visited).to.have.length(1));
      expect(posts).to.have.length(1);
      const body = posts[0]!.body;
      expect(body.sessionid).to.match(/^offer-.+/);
      expect(body.sessionid).to.not.equal("cart-7");
      expect(body).to.include({ menge: 3, preis: 12.9, sperrgut_artikel: true, configuration_query: QUERY });
      expect(visited[0]).to.equal(`/angebot?session=${body.sessionid}`);
    });

    it("each request is a new session; a failed post stays on the page with the failure toast", async () => {
      countPosts(() => HttpResponse.json({}, { status: 500 }));
      const { q } = await renderActions({ item: item({ bulky: true }) });
      await captureConsoleErrors(async () => {
        q.getByRole("button", { name: "Angebot anfragen" }).click();
        await waitForToast(FAILED);
      });
      expect(visited).to.deep.equal([]);
      await waitFor(() => expect(q.getByRole("button", { name: "Angebot anfragen" }).hasAttribute("aria-disabled")).to.equal(false));
      countPosts();
      q.getByRole("button", { name: "Angebot anfragen" }).click();
      await waitFor(() => expect(visited).to.have.length(1));
      expect(posts[0]!.body.sessionid).to.not.equal(posts[1]!.body.sessionid);
    });
  });

  describe("partner mode: baseUrl on another origin", () => {
    const partner: ConfiguredOrderData = { ...DATA, baseUrl: "https://shop.example" };

    it("'In den Warenkorb' becomes a link 'Beim Shop bestellen' to the shop's configurator with the configuration (same tab)", async () => {
      const { q } = await renderActions({ data: partner, item: item({ linkQuery: `${QUERY}&b.q=4&b.u=mm` }) });
      expect(q.queryByRole("button", { name: "In den Warenkorb" })).to.equal(null);
      const link = q.getByRole("link", { name: "Beim Shop bestellen" }) as HTMLAnchorElement;
      expect(link.getAttribute("href")).to.equal(`https://shop.example/konfiguration?${QUERY}&b.q=4&b.u=mm`);
      expect(link.hasAttribute("target")).to.equal(false);
    });

    it("the link needs no price of the partner's page (the shop prices it), only a complete configuration", async () => {
      const failed = await renderActions({ data: partner, price: { status: "error", error: null } });
      expect(failed.q.getByRole("link", { name: "Beim Shop bestellen" })).to.not.equal(null);
      const incomplete = await renderActions({ data: partner, item: null });
      const button = incomplete.q.getByRole("button", { name: "Beim Shop bestellen" });
      expect(button.getAttribute("aria-disabled")).to.equal("true");
      expect(incomplete.root.getElementById(button.getAttribute("aria-describedby")!)!.textContent).to.equal(
        "Bitte zuerst die Konfiguration vervollständigen",
      );
    });

    it("the block may name the shop's configurator page; without linkQuery the item's query is carried", async () => {
      const { q } = await renderActions({ data: { ...partner, configuratorUrl: "https://shop.example/de/massanfertigung" } });
      const link = q.getByRole("link", { name: "Beim Shop bestellen" });
      expect(link.getAttribute("href")).to.equal(`https://shop.example/de/massanfertigung?${QUERY}`);
    });

    it("'Angebot anfragen' still works directly: the item goes to the shop's API, then to the shop's offer page", async () => {
      countPosts();
      const { q } = await renderActions({ data: { ...partner, language: "en" }, item: item({ bulky: true }) }, "en");
      q.getByRole("button", { name: "Request a quote" }).click();
      await waitFor(() => expect(visited).to.have.length(1));
      expect(posts[0]!.url).to.equal("https://shop.example/_hcms/api/objects/order-items/post");
      expect(visited[0]).to.equal(`https://shop.example/offer?session=${posts[0]!.body.sessionid}`);
    });
  });

  it("every control is named in English and French; axe finds nothing", async () => {
    const en = await renderActions({}, "en");
    expect(en.q.getByRole("button", { name: "Add to cart" })).to.not.equal(null);
    const fr = await renderActions({ item: item({ bulky: true }) }, "fr");
    expect(fr.q.getByRole("button", { name: "Demander un devis" })).to.not.equal(null);
    expect(fr.q.getByRole("textbox", { name: "Quantité" })).to.not.equal(null);
    expect(await axeViolations()).to.deep.equal([]);
  });
});
