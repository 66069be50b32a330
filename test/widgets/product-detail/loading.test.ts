import { expect } from "chai";
import { delay, http, HttpResponse } from "msw";
import { selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import { goOffline, goOnline, methodNotAllowed, missingEndpoint, networkError } from "../../support/failures.ts";
import { useHandlers } from "../../support/msw.ts";
import { article, companyChoices, productApi, productBlock } from "../../support/product-api.ts";
import { mountFailing, mountProduct, priceText, waitFor } from "../../support/product-page.ts";
import { useElementSuite } from "../../support/element-suite.ts";

describe("<shop-product-detail> loading", () => {
  useElementSuite();

  it("requests the article with the listed properties plus the configured columns and their _inch variants", async () => {
    const calls = productApi();
    await mountProduct(productBlock({ language: "en" }));
    expect(calls.article).to.have.length(1);
    const { url, body } = calls.article[0]!;
    expect(url.searchParams.get("language")).to.equal("en");
    expect(url.searchParams.get("checkBy")).to.equal("hs_object_id");
    expect(body.ids).to.deep.equal(["1001"]);
    for (const p of [
      "hs_object_id",
      "artnr",
      "external_id",
      "image_urls",
      "lieferzeit_0_49",
      "lieferzeit_50_199",
      "lieferzeit_200_",
      "requested_delivery_amount",
      "requested_delivery_time",
      "format",
      "format_inch",
      "material",
      "farbe",
    ])
      expect(body.properties).to.include(p);
    expect(body.properties).not.to.include("material_inch");
  });

  it("requests the price list with article, country and no company for a guest, and no company record", async () => {
    const calls = productApi();
    await mountProduct(productBlock({ geoLocation: "AT" }));
    expect(calls.priceList).to.have.length(1);
    const params = calls.priceList[0]!.searchParams;
    expect(params.get("articleId")).to.equal("1001");
    expect(params.get("geoLocation")).to.equal("at");
    expect(params.has("companyId")).to.equal(false);
    expect(calls.company).to.have.length(0);
  });

  it("with a selected company, loads the company too, and all three requests start in one round trip", async () => {
    setCompanies(companyChoices);
    selectCompany("c-1");
    let started = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const counting = async () => {
      started++;
      await gate;
    };
    const calls = productApi();
    useHandlers(
      http.post("*/_hcms/api/objects/articles/getArticlesById", async () => (await counting(), HttpResponse.json([article]))),
      http.get("*/_hcms/api/objects/price-lists/get", async ({ request }) => {
        calls.priceList.push(new URL(request.url));
        await counting();
        return HttpResponse.json({ itemInUnit: 1, scaled_price: [{ quantity: 1, price: 2 }] });
      }),
      http.get("*/_hcms/api/objects/company/get", async () => (await counting(), HttpResponse.json(companyChoices[0]!.company))),
    );
    const el = mount("shop-product-detail", productBlock());
    await waitFor(() => expect(started).to.equal(3));
    expect(ui(el).queryByRole("heading")).to.equal(null, "nothing of the product before article and price list are there");
    release();
    await ui(el).findByRole("heading", { level: 1 });
    expect(calls.priceList[0]!.searchParams.get("companyId")).to.equal("c-1");
  });

  it("reserves its space while loading so the page does not jump", async () => {
    productApi();
    useHandlers(http.get("*/_hcms/api/objects/price-lists/get", async () => (await delay("infinite"), HttpResponse.json({}))));
    const el = mount("shop-product-detail", productBlock());
    await waitFor(() => expect(el.shadowRoot!.querySelector('[aria-busy="true"]')).to.not.equal(null));
    expect(el.getBoundingClientRect().height).to.be.greaterThan(300);
  });

  it("a new company re-prices without reload: the new company's price list is fetched and shown", async () => {
    setCompanies(companyChoices);
    productApi();
    const { q } = await mountProduct(productBlock());
    expect(priceText(q)).to.equal("4,90\u00a0€");
    useHandlers(
      http.get("*/_hcms/api/objects/price-lists/get", ({ request }) =>
        HttpResponse.json({
          itemInUnit: 1,
          scaled_price: [{ quantity: 1, price: new URL(request.url).searchParams.get("companyId") === "c-1" ? 3.5 : 4.9 }],
        }),
      ),
    );
    selectCompany("c-1");
    await waitFor(() => expect(priceText(q)).to.equal("3,50\u00a0€"));
  });

  it("a new company's price list with another packing unit re-normalises the amount", async () => {
    setCompanies(companyChoices);
    productApi();
    const { q } = await mountProduct(productBlock());
    const amount = q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement;
    expect(amount.value).to.equal("1");
    useHandlers(
      http.get("*/_hcms/api/objects/price-lists/get", () =>
        HttpResponse.json({ itemInUnit: 25, scaled_price: [{ quantity: 25, price: 0.4 }] }),
      ),
    );
    selectCompany("c-1");
    await waitFor(() => expect(amount.value).to.equal("25"));
    await waitFor(() => expect(priceText(q)).to.equal("10,00\u00a0€"));
  });

  it("a missing product shows a visible message without a retry button (asking again cannot find it)", async () => {
    productApi({ articles: [] });
    const { alert } = await mountFailing(productBlock());
    expect(alert.textContent).to.contain("Dieser Artikel ist nicht verfügbar.");
    expect(alert.querySelectorAll("button").length, "retry buttons").to.equal(0);
  });

  it("a price list answering 404 (unknown article) says the article is not available, without retrying", async () => {
    productApi();
    let calls = 0;
    useHandlers(http.get("*/_hcms/api/objects/price-lists/get", () => (calls++, new HttpResponse(null, { status: 404 }))));
    const { alert } = await captureConsoleErrors(() => mountFailing(productBlock({ language: "en" }))).then((r) => r.result);
    expect(alert.textContent).to.contain("This item is not available.");
    expect(alert.querySelectorAll("button").length, "retry buttons").to.equal(0);
    expect(calls).to.equal(1);
  });

  it("an empty price list shows a visible message", async () => {
    productApi({ priceList: { itemInUnit: 1, scaled_price: [] } });
    const { alert } = await mountFailing(productBlock());
    expect(alert.textContent).to.contain("kein Preis");
  });

  it("a response failing its schema is logged to the console and the element falls back to the generic message", async () => {
    productApi({ priceList: { itemInUnit: "many", prices: [] } });
    const { result, errors } = await captureConsoleErrors(() => mountFailing(productBlock({ language: "en" })));
    expect(result.alert.textContent).to.contain("There seems to be an error.");
    expect(errors.some((e) => e.includes("price-lists/get") && e.includes("schema"))).to.equal(true);
  });

  it("a 5xx is retried once for GETs, then shown with what to do", async () => {
    productApi();
    let priceCalls = 0;
    useHandlers(http.get("*/_hcms/api/objects/price-lists/get", () => (priceCalls++, new HttpResponse(null, { status: 503 }))));
    const { alert } = await captureConsoleErrors(() => mountFailing(productBlock())).then((r) => r.result);
    expect(priceCalls).to.equal(2);
    expect(alert.textContent).to.contain("nicht erreichbar");
    expect(alert.querySelector("button")?.textContent).to.equal("Erneut versuchen");
  });

  it("one 5xx followed by success loads normally (the GET retry)", async () => {
    productApi();
    let priceCalls = 0;
    useHandlers(
      http.get("*/_hcms/api/objects/price-lists/get", () =>
        ++priceCalls === 1
          ? new HttpResponse(null, { status: 502 })
          : HttpResponse.json({ itemInUnit: 1, scaled_price: [{ quantity: 1, price: 1 }] }),
      ),
    );
    const { q } = await captureConsoleErrors(() => mountProduct(productBlock())).then((r) => r.result);
    expect(priceText(q)).to.equal("1,00\u00a0€");
  });

  it("a request failing at network level while online (CORS, host down) says the shop's service cannot be reached, with a retry that recovers", async () => {
    productApi();
    useHandlers(http.post("*/_hcms/api/objects/articles/getArticlesById", networkError));
    const { result, errors } = await captureConsoleErrors(() => mountFailing(productBlock({ language: "fr" })));
    const { q, alert } = result;
    expect(alert.textContent).to.contain("Le service de la boutique est momentanément injoignable");
    expect(alert.textContent).not.to.contain("connexion Internet");
    expect(errors.join("\n")).to.contain("/_hcms/api/objects/articles/getArticlesById").and.contain("CORS?");
    productApi();
    q.getByRole("button", { name: "Réessayer" }).click();
    await q.findByRole("heading", { level: 1 });
  });

  describe("failures by kind (core/api/failure.ts)", () => {
    afterEach(goOnline);

    it("offline (navigator.onLine false): only then the shopper's connection is named, with a retry", async () => {
      productApi();
      useHandlers(http.get("*/_hcms/api/objects/price-lists/get", networkError));
      goOffline();
      const { alert } = await captureConsoleErrors(() => mountFailing(productBlock())).then((r) => r.result);
      expect(alert.textContent).to.contain("Keine Verbindung zum Shop. Bitte prüfen Sie Ihre Internetverbindung");
      expect(alert.querySelector("button")?.textContent).to.equal("Erneut versuchen");
    });

    it("a missing endpoint (the host's 404 page) says the shop's service cannot be reached, with a retry, not 'not available'", async () => {
      productApi();
      useHandlers(http.get("*/_hcms/api/objects/price-lists/get", missingEndpoint));
      const { result, errors } = await captureConsoleErrors(() => mountFailing(productBlock({ language: "en" })));
      expect(result.alert.textContent).to.contain("The shop's service cannot be reached right now.");
      expect(result.alert.querySelector("button")?.textContent).to.equal("Try again");
      expect(errors.join("\n")).to.contain("price-lists/get").and.contain("endpoint missing (404); check baseUrl");
    });

    it("a POST refused with 405 (no API at this address) says the shop's service cannot be reached", async () => {
      productApi();
      useHandlers(http.post("*/_hcms/api/objects/articles/getArticlesById", methodNotAllowed));
      const { alert } = await captureConsoleErrors(() => mountFailing(productBlock())).then((r) => r.result);
      expect(alert.textContent).to.contain("Der Shop-Dienst ist gerade nicht erreichbar");
    });
  });
});
