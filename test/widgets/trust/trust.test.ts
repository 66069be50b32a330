import { expect } from "chai";
import "../../../widgets/trust/element.ts";
import { axeViolations } from "../../support/axe.ts";
import { captureConsoleErrors, cleanup, mount, ui } from "../../support/dom.ts";
import { meta } from "../../../widgets/trust/meta.ts";

const BLOCK = {
  language: "en",
  delivery: { text: "Shipped in 1–3 working days", url: "/shipping" },
  returns: { text: "14-day right of withdrawal" },
  service: { hours: "Mon–Fri 8 am–5 pm", phone: "+49 (0)30 123 45-67", email: "service@shop.example" },
};

describe("<shop-trust>", () => {
  afterEach(cleanup);

  it("shows the shop's own promises in the block's language, a promise with a page as its link", async () => {
    const q = ui(mount("shop-trust", BLOCK));
    expect(await q.findByRole("heading", { name: "Shop with confidence" })).to.exist;
    expect(q.getByRole("link", { name: "Shipped in 1–3 working days" }).getAttribute("href")).to.equal("/shipping");
    expect(q.getByText("14-day right of withdrawal").closest("a")).to.equal(null);
    expect(q.getByText("Questions? We are here for you: Mon–Fri 8 am–5 pm")).to.exist;
  });

  it("the service line dials the phone as written, mails the address and always links the contact page of the language", async () => {
    const q = ui(mount("shop-trust", BLOCK));
    expect((await q.findByRole("link", { name: "+49 (0)30 123 45-67" })).getAttribute("href")).to.equal("tel:+49301234567");
    expect(q.getByRole("link", { name: "service@shop.example" }).getAttribute("href")).to.equal("mailto:service@shop.example");
    expect(q.getByRole("link", { name: "Contact form" }).getAttribute("href")).to.equal("/dialog");
    const own = ui(mount("shop-trust", { ...BLOCK, contactUrl: "/kontakt" }));
    expect((await own.findByRole("link", { name: "Contact form" })).getAttribute("href")).to.equal("/kontakt");
  });

  it("payment methods: left out, the checkout's four by name; given, only those in the block's order; none for an empty list", async () => {
    const all = ui(mount("shop-trust", { language: "de" }));
    const named = async (q: ReturnType<typeof ui>) =>
      [...(await q.findByRole("list", { name: /Bezahlen mit|Pay with/ })).querySelectorAll("li")].map((li) => li.textContent);
    expect(await named(all)).to.deep.equal(["PayPal", "Kreditkarte", "Rechnung", "Vorkasse"]);
    cleanup();
    const two = ui(mount("shop-trust", { language: "en", payments: ["invoice", "paypal"] }));
    expect(await named(two)).to.deep.equal(["Invoice", "PayPal"]);
    cleanup();
    const none = ui(mount("shop-trust", { language: "en", payments: [] }));
    await none.findByRole("heading", { name: "Shop with confidence" });
    expect(none.queryByRole("list", { name: "Pay with" })).to.equal(null);
  });

  it("a part left out is not shown, and an editor's heading replaces the default", async () => {
    const q = ui(mount("shop-trust", { language: "fr", heading: "Nos engagements", payments: [] }));
    expect(await q.findByRole("heading", { name: "Nos engagements" })).to.exist;
    // Only the service line, which always links the contact page.
    expect(q.getAllByRole("listitem")).to.have.length(1);
    expect(q.getByRole("link", { name: "Formulaire de contact" }).getAttribute("href")).to.equal("/dialog");
  });

  for (const [field, value] of [
    ["delivery", { text: "Fast", url: "javascript:alert(1)" }],
    ["service", { phone: "call us" }],
    ["payments", ["card", "card"]],
    ["returns", { text: "" }],
  ] as const) {
    it(`a block whose ${field} fails its check shows the alert naming the field, and no link`, async () => {
      const { result } = await captureConsoleErrors(async () => {
        const q = ui(mount("shop-trust", { language: "en", [field]: value }));
        return (await q.findByRole("alert")).textContent;
      });
      expect(result).to.contain(field);
    });
  }

  it("axe finds nothing on the full block and on the meta's example", async () => {
    const el = mount("shop-trust", BLOCK);
    await ui(el).findByRole("heading", { name: "Shop with confidence" });
    expect(await axeViolations(el)).to.deep.equal([]);
    cleanup();
    const example = mount("shop-trust", meta.example);
    await ui(example).findByRole("heading", { name: "Sicher einkaufen" });
    expect(await axeViolations(example)).to.deep.equal([]);
  });
});
