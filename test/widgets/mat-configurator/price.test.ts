import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { http, HttpResponse } from "msw";
import { useHandlers } from "../../support/msw.ts";
import { field, mountMat, priceRequests, type, useMatSetup } from "./setup.ts";

describe("<shop-mat-configurator>: the live price", () => {
  useMatSetup();

  it("prices the configuration with ppt-price: outer size, window, windows and board, for the country", async () => {
    const { q } = await mountMat();
    await waitFor(() => expect(q.getByText(/^Gesamt für 1 Stück/)).to.exist);
    expect(priceRequests).to.have.length(1);
    const query = Object.fromEntries(priceRequests[0]!);
    expect(query).to.include({
      width: "400",
      height: "500",
      windowWidth: "230",
      windowHeight: "290",
      windows: "1",
      materialId: "11",
      geoLocation: "de",
    });
  });

  it("price debounce: one ppt-price request per burst of typing, for what was typed last", async () => {
    const { q } = await mountMat();
    await waitFor(() => expect(priceRequests).to.have.length(1));
    const width = field(q, "Breite");
    for (const text of ["4", "42", "420"]) {
      type(width, text);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    await waitFor(() => expect(priceRequests).to.have.length(2));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(priceRequests).to.have.length(2);
    expect(priceRequests[1]!.get("width")).to.equal("420");
  });

  it("failed price: 'Preis nicht verfügbar' with a retry; nothing typed is lost, and the retry prices it", async () => {
    let failing = true;
    useHandlers(http.get("*/_hcms/api/ppt-price", () => (failing ? new HttpResponse(null, { status: 500 }) : undefined)));
    const { q } = await mountMat();
    const width = field(q, "Breite");
    type(width, "455");
    const retry = await q.findByRole("button", { name: "Erneut versuchen" });
    expect(q.getAllByText("Preis nicht verfügbar").length).to.be.above(0);
    expect(width.value).to.equal("455");
    failing = false;
    retry.click();
    await waitFor(() => expect(q.getByText(/^Gesamt für 1 Stück/)).to.exist);
    expect(width.value).to.equal("455");
  });
});
