import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { http, HttpResponse } from "msw";
import { CONFIGURATOR_ENDPOINTS, priceAnswersDelayed } from "../../../demo/mocks/handlers.ts";
import { useHandlers } from "../../support/msw.ts";
import { fillSizes, lengthInputOf, mountBox, openWithQuery, spyOn, typeInto, typeKeys, useBoxSuite, waitForTotal } from "./setup.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The total the live price shows ("Gesamt für 1 Stück: 12,34 €"). */
function shownTotal(root: ShadowRoot): string {
  return root.querySelector(".price-total")?.textContent ?? "";
}

describe("<shop-box-configurator> live price", () => {
  useBoxSuite();

  it('typing "320" quickly sends one box-price request', async () => {
    openWithQuery("b.cat=1&b.type=11&b.w=240&b.h=80");
    const requests = spyOn("get", "box-price");
    const { q } = await mountBox();
    typeKeys(lengthInputOf(q, "Länge"), "320");
    await waitForTotal(q);
    await pause(400);
    expect(requests.urls.map((u) => u.searchParams.get("length"))).to.deep.equal(["320"]);
  });

  it("changes within 300 ms of each other are priced once, for the last one", async () => {
    openWithQuery("b.cat=1&b.type=11&b.w=240&b.h=80");
    const requests = spyOn("get", "box-price");
    const { q } = await mountBox();
    const length = lengthInputOf(q, "Länge");
    for (const text of ["300", "310", "320"]) {
      typeInto(length, text);
      await pause(60);
    }
    await waitForTotal(q);
    await pause(400);
    expect(requests.urls.map((u) => u.searchParams.get("length"))).to.deep.equal(["320"]);
  });

  it("asks with the configuration, the company and the country", async () => {
    openWithQuery("b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2&b.x=notch,label");
    const requests = spyOn("get", "box-price");
    const { q } = await mountBox({ geoLocation: "at" });
    await waitForTotal(q);
    const query = Object.fromEntries(requests.urls[0]!.searchParams);
    expect(query).to.deep.equal({
      boxId: "11",
      length: "320",
      width: "240",
      height: "80",
      materialId: "2",
      extras: "notch,label",
      geoLocation: "at",
    });
  });

  it("a late answer never replaces the price of a newer configuration", async () => {
    openWithQuery("b.cat=1&b.type=11&b.w=240&b.h=80");
    useHandlers(...priceAnswersDelayed([1200, 0]));
    const { el, q } = await mountBox();
    const length = lengthInputOf(q, "Länge");
    typeInto(length, "320");
    await pause(400); // the first request is on its way, answered late
    typeInto(length, "900");
    await waitForTotal(q);
    const newer = shownTotal(el.shadowRoot!);
    await pause(1200);
    expect(shownTotal(el.shadowRoot!)).to.equal(newer);
    expect(length.value).to.equal("900");
  });

  it("a failed price says so with a retry, and keeps everything typed", async () => {
    // Down for the first request and the client's one retry of it; up again for the shopper's retry.
    let failures = 0;
    useHandlers(
      http.get(CONFIGURATOR_ENDPOINTS.boxPrice, () =>
        failures++ < 2 ? HttpResponse.json({ message: "down" }, { status: 500 }) : undefined,
      ),
    );
    const { q } = await mountBox();
    fillSizes(q, "320,5", "240", "80");
    await q.findByRole("button", { name: "Erneut versuchen" }, { timeout: 3000 });
    expect(q.getAllByText("Preis nicht verfügbar").length).to.be.greaterThan(0);
    expect(lengthInputOf(q, "Länge").value).to.equal("320,5");
    expect(lengthInputOf(q, "Höhe").value).to.equal("80");
    // Nothing can be ordered without a price; the button says why.
    expect(q.getByRole("button", { name: "In den Warenkorb" }).getAttribute("aria-disabled")).to.equal("true");
    q.getByRole("button", { name: "Erneut versuchen" }).click();
    await waitForTotal(q);
    expect(lengthInputOf(q, "Länge").value).to.equal("320,5");
  });

  it("no request while the configuration is incomplete or invalid", async () => {
    const requests = spyOn("get", "box-price");
    const { q } = await mountBox();
    fillSizes(q, "320", "240", "999");
    await pause(500);
    expect(requests.urls).to.have.length(0);
    await waitFor(() => expect(q.getByText("Der Preis erscheint, sobald die Konfiguration vollständig ist.")).to.exist);
  });
});
