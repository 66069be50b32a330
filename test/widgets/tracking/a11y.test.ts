import { expect } from "chai";
import { axeViolations } from "../../support/axe.ts";
import { DEMO, findOrder, mountTracking, trackingBlock, useTrackingSetup } from "./setup.ts";

const NAMES = {
  de: { title: "Sendungsverfolgung", way: "Sendungsnummer", button: "Sendung suchen", order: "Bestellung AB-2026-90003" },
  en: { title: "Shipment tracking", way: "Tracking number", button: "Find shipment", order: "Order AB-2026-90003" },
  fr: { title: "Suivi de livraison", way: "Numéro de suivi", button: "Rechercher l’envoi", order: "Commande AB-2026-90003" },
};

describe("<shop-tracking>: accessibility", () => {
  useTrackingSetup();

  for (const [language, names] of Object.entries(NAMES))
    it(`names in ${language}: heading, ways, fields, button, results`, async () => {
      const { q } = await mountTracking(trackingBlock({ language }));
      expect(q.getByRole("heading", { level: 2 }).textContent).to.equal(names.title);
      expect(q.getByRole("radio", { name: names.way })).to.exist;
      await findOrder(q, DEMO.failed, names.button);
      expect((await q.findByRole("heading", { level: 3 }, { timeout: 5000 })).textContent).to.equal(names.order);
    });

  it("axe finds nothing: the form, a failed parcel with its timeline, a forwarder and the contact's list", async () => {
    const form = await mountTracking();
    expect(await axeViolations(form.el)).to.deep.equal([]);
    await findOrder(form.q, DEMO.failed);
    await form.q.findByRole("heading", { level: 3 }, { timeout: 5000 });
    expect(await axeViolations(form.el)).to.deep.equal([]);
    form.el.remove();
    const contact = await mountTracking(trackingBlock({ loggedIn: true, contactid: "7001" }));
    (await contact.q.findAllByRole("button", { name: /^Bestellung AB-2026-90005/ }, { timeout: 5000 }))[0]!.click();
    await contact.q.findByRole("heading", { name: "Lieferung per Spedition" });
    expect(await axeViolations(contact.el)).to.deep.equal([]);
  });

  it("at 320 px nothing scrolls sideways and every control is a 44 px target", async () => {
    const { el, q } = await mountTracking();
    el.style.width = "320px";
    await findOrder(q, DEMO.delivered);
    await q.findByRole("heading", { level: 3 }, { timeout: 5000 });
    await q.findAllByRole("link", { name: /verfolgen/ });
    expect(el.scrollWidth).to.be.at.most(320);
    const small = [...el.shadowRoot!.querySelectorAll<HTMLElement>("button, input:not([type=radio]), select, a, label.choice")]
      .filter((c) => c.getBoundingClientRect().height < 44)
      .map((c) => c.textContent);
    expect(small).to.deep.equal([]);
    for (const node of el.shadowRoot!.querySelectorAll<HTMLElement>("*"))
      expect(node.getBoundingClientRect().right <= el.getBoundingClientRect().right + 0.5, node.className).to.equal(true);
  });
});
