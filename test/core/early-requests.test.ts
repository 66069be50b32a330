import { expect } from "chai";
import { HttpResponse, http } from "msw";
import { apiInit, apiUrl, startEarly, takeEarly } from "../../core/api/early.ts";
import { useHandlers, useMockApi } from "../support/msw.ts";

describe("requests started by the loaders (core/api/early.ts)", () => {
  useMockApi();

  it("a read two elements' loaders start is sent once, and each element takes its answer; a third asks anew", async () => {
    let sent = 0;
    useHandlers(
      http.get("*/_hcms/api/objects/order-items/get", () => {
        sent++;
        return HttpResponse.json({ results: [{ id: "1" }] });
      }),
    );
    const read = { path: "objects/order-items/get", query: { sessionid: `early-${Math.random()}` } };
    // The header's loader and the cart's, on one page.
    startEarly("", read);
    startEarly("", read);
    const url = apiUrl("", read.path, read.query);
    const init = apiInit("GET", undefined);
    const header = takeEarly(url, init);
    const cart = takeEarly(url, init);
    expect(takeEarly(url, init), "a third taker").to.equal(undefined);
    const bodies = await Promise.all([header, cart].map(async (answer) => (await answer)?.json()));
    expect(bodies).to.deep.equal([{ results: [{ id: "1" }] }, { results: [{ id: "1" }] }]);
    expect(sent).to.equal(1);
  });

  it("a read one loader starts is taken once", async () => {
    useHandlers(http.get("*/_hcms/api/vat", () => HttpResponse.json({ vat: 19 })));
    const read = { path: "vat", query: { country: `x${Math.random()}` } };
    startEarly("", read);
    const url = apiUrl("", read.path, read.query);
    const init = apiInit("GET", undefined);
    expect(await (await takeEarly(url, init))?.json()).to.deep.equal({ vat: 19 });
    expect(takeEarly(url, init)).to.equal(undefined);
  });
});
