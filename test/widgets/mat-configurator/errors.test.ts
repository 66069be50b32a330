import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { http, HttpResponse } from "msw";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { field, mountMat, useMatSetup } from "./setup.ts";

describe("<shop-mat-configurator>: failures", () => {
  useMatSetup();

  it("a bad data block shows a translated message naming the field, and logs it", async () => {
    const { errors } = await captureConsoleErrors(async () => {
      const el = mount("shop-mat-configurator", { language: "en", baseUrl: "", geoLocation: "Germany" });
      const alert = await ui(el).findByRole("alert");
      expect(alert.textContent).to.contain("not embedded correctly");
      await waitFor(() => expect(alert.textContent).to.contain("geoLocation"));
    });
    expect(errors.join("\n")).to.contain("geoLocation");
  });

  it("materials 500: a translated message with a retry that loads again", async () => {
    let failing = true;
    useHandlers(http.get("*/_hcms/api/materials", () => (failing ? new HttpResponse(null, { status: 500 }) : undefined)));
    const el = mount("shop-mat-configurator", { language: "fr", baseUrl: "", geoLocation: "fr" });
    const q = ui(el);
    const alert = await q.findByRole("alert");
    expect(alert.textContent).to.contain("La boutique");
    failing = false;
    q.getByRole("button", { name: "Réessayer" }).click();
    expect(await q.findByRole("textbox", { name: "Largeur (mm)" })).to.exist;
  });

  it("a catalogue answer that breaks its schema is the generic error, logged for the developer", async () => {
    useHandlers(http.get("*/_hcms/api/ppt-price/formats", () => HttpResponse.json({ formats: [{ id: 1, name: "A4" }] })));
    const { errors } = await captureConsoleErrors(async () => {
      const el = mount("shop-mat-configurator", { language: "de", baseUrl: "", geoLocation: "de" });
      const alert = await ui(el).findByRole("alert");
      expect(alert.textContent).to.contain("Es scheint ein Fehler aufgetreten zu sein.");
    });
    expect(errors.join("\n")).to.contain("ppt-price/formats");
  });

  it("no board for mats is an error, not an empty form", async () => {
    useHandlers(http.get("*/_hcms/api/materials", () => HttpResponse.json({ materials: [] })));
    const el = mount("shop-mat-configurator", { language: "de", baseUrl: "", geoLocation: "de" });
    expect(await ui(el).findByRole("alert")).to.exist;
  });

  it("the form shows once boards and formats are there", async () => {
    const { q } = await mountMat();
    expect(field(q, "Höhe").value).to.equal("500");
  });
});
