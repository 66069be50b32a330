import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import type { ConfiguredPrice } from "../../../core/api/configurator.ts";
import { LivePricePanel, type LivePricePanelProps } from "../../../core/configurator-ui/LivePricePanel.tsx";
import type { LivePrice } from "../../../core/configurator-ui/use-live-price.ts";
import { $selectedVat, $showVAT, selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { axeViolations } from "../../support/axe.ts";
import { cleanup } from "../../support/dom.ts";
import { renderKit, unmountKit } from "./harness.tsx";

const priced = (unit: number, weightKg = 0.4): ConfiguredPrice => ({
  priceList: {
    itemInUnit: 1,
    scaled_price: [
      { quantity: 1, price: unit },
      { quantity: 10, price: unit * 0.8 },
      { quantity: 50, price: unit * 0.6 },
    ],
  },
  weightKg,
});
const ready = (unit: number): LivePrice => ({ status: "ready", price: priced(unit) });

const companies = [
  {
    company: { id: "c-free", name: "Museum gGmbH", canSwitchGrossNet: false, ust: "3" },
    contactPersonFirstname: "E",
    contactPersonLastname: "M",
  },
  {
    company: { id: "c-de", name: "Archiv GmbH", canSwitchGrossNet: false, ust: "1" },
    contactPersonFirstname: "E",
    contactPersonLastname: "M",
  },
];

let retries = 0;
const props = (over: Partial<LivePricePanelProps> = {}): LivePricePanelProps => ({
  price: ready(10),
  amount: 1,
  country: "de",
  smallestOrderUnit: 1,
  packagingCents: null,
  onRequest: false,
  onRetry: () => retries++,
  ...over,
});

async function renderPanel(over: Partial<LivePricePanelProps> = {}, lang: "de" | "en" | "fr" = "de") {
  const rendered = await renderKit(<LivePricePanel {...props(over)} />, lang);
  const panel = () => rendered.root.querySelector<HTMLElement>(".live-price")!;
  const total = () => rendered.root.querySelector(".price-total dd")?.textContent ?? null;
  const announced = () => rendered.root.querySelector(".live-price > [aria-live]")!.textContent;
  return {
    ...rendered,
    panel,
    total,
    announced,
    update: (next: Partial<LivePricePanelProps>) => rendered.rerender(<LivePricePanel {...props(next)} />),
  };
}

describe("LivePricePanel (core/configurator-ui)", () => {
  beforeEach(() => {
    retries = 0;
  });
  afterEach(() => {
    unmountKit();
    cleanup();
  });

  it("unit price and total for the amount from the scale entry that applies (the largest quantity not above it)", async () => {
    const { total, update, root } = await renderPanel({ amount: 12 });
    expect(root.querySelector(".price-lines dd")!.textContent).to.equal("8,00\u00a0€");
    expect(total()).to.equal("96,00\u00a0€");
    update({ amount: 9 });
    await waitFor(() => expect(total()).to.equal("90,00\u00a0€"));
  });

  it("net by default (the visitor's choice, $showVAT false): 'zzgl. MwSt.'; gross when VAT is shown: 'inkl. 19 % MwSt.'", async () => {
    const { total, root } = await renderPanel({ amount: 1 });
    expect(total()).to.equal("10,00\u00a0€");
    expect(root.querySelector(".vat-note")!.textContent).to.equal("zzgl. MwSt. und Versand");
    $showVAT.set(true);
    await waitFor(() => expect(total()).to.equal("11,90\u00a0€"));
    expect(root.querySelector(".vat-note")!.textContent).to.equal("inkl. 19 % MwSt., zzgl. Versand");
    $selectedVat.set(20);
    await waitFor(() => expect(total()).to.equal("12,00\u00a0€"));
  });

  it("the company's tax status rules as on the product page: VAT-free ('3') net whatever is chosen, German VAT ID ('1') always gross", async () => {
    setCompanies(companies);
    selectCompany("c-free");
    $showVAT.set(true);
    const { total, root } = await renderPanel({ amount: 1 });
    expect(total()).to.equal("10,00\u00a0€");
    expect(root.querySelector(".vat-note")!.textContent).to.equal("umsatzsteuerfrei, zzgl. Versand");
    $showVAT.set(false);
    selectCompany("c-de");
    await waitFor(() => expect(total()).to.equal("11,90\u00a0€"));
  });

  it("prices in the visitor's currency and format (gb: pound sign, dot decimals)", async () => {
    const { total } = await renderPanel({ amount: 2, country: "gb" }, "en");
    expect(total()).to.equal("£20.00");
  });

  it("the scale table from the smallest order unit on, the applying row marked; packaging shown as prices are", async () => {
    const { root } = await renderPanel({ amount: 12, smallestOrderUnit: 5, packagingCents: 450 });
    const rows = [...root.querySelectorAll(".scale tbody tr")].map((row) => row.textContent);
    expect(rows).to.deep.equal(["ab 10 Stück8,00\u00a0€", "ab 50 Stück6,00\u00a0€"]);
    expect(root.querySelector('.scale tr[aria-current="true"]')!.textContent).to.equal("ab 10 Stück8,00\u00a0€");
    expect(root.querySelector(".packaging")!.textContent).to.equal("Verpackung je Sendung: 4,50\u00a0€");
  });

  it("while a new price loads the previous one stays, struck through (not by opacity, for contrast), with aria-busy; the live region keeps the settled total", async () => {
    const { panel, total, announced, update } = await renderPanel({ amount: 2 });
    await waitFor(() => expect(announced()).to.equal("Gesamtpreis für 2 Stück: 20,00\u00a0€"));
    expect(panel().getAttribute("aria-busy")).to.equal("false");

    update({ amount: 2, price: { status: "loading", previous: priced(10) } });
    await waitFor(() => expect(panel().getAttribute("aria-busy")).to.equal("true"));
    expect(panel().classList.contains("loading")).to.equal(true);
    expect(total()).to.equal("20,00\u00a0€");
    const stale = getComputedStyle(panel().querySelector(".price-lines dd")!);
    expect(stale.textDecorationLine).to.equal("line-through");
    expect(Number(getComputedStyle(panel().querySelector(".price-lines")!).opacity)).to.equal(1);
    expect(announced()).to.equal("Gesamtpreis für 2 Stück: 20,00\u00a0€");

    update({ amount: 2, price: ready(15) });
    await waitFor(() => expect(total()).to.equal("30,00\u00a0€"));
    expect(panel().getAttribute("aria-busy")).to.equal("false");
    expect(announced()).to.equal("Gesamtpreis für 2 Stück: 30,00\u00a0€");
  });

  it("before any price: a loading configuration says it is being priced, an incomplete one says when the price comes", async () => {
    const { root, update } = await renderPanel({ price: { status: "idle" } });
    expect(root.querySelector(".price-pending")!.textContent).to.equal("Der Preis erscheint, sobald die Konfiguration vollständig ist.");
    update({ price: { status: "loading", previous: null } });
    await waitFor(() => expect(root.querySelector(".price-pending")!.textContent).to.equal("Der Preis wird berechnet …"));
  });

  it("a failure says 'Preis nicht verfügbar' (announced) with a retry button that asks again", async () => {
    const { q, announced, root } = await renderPanel({ price: { status: "error", error: new Error("500") } });
    expect(root.querySelector(".price-error p")!.textContent).to.equal("Preis nicht verfügbar");
    expect(announced()).to.equal("Preis nicht verfügbar");
    q.getByRole("button", { name: "Erneut versuchen" }).click();
    expect(retries).to.equal(1);
  });

  it("price on request: 'Preis auf Anfrage' instead of a price", async () => {
    const { root, total, announced } = await renderPanel({ amount: 600, onRequest: true });
    expect(total()).to.equal(null);
    expect(root.querySelector(".price-total")!.textContent).to.equal("Preis auf Anfrage");
    expect(announced()).to.equal("Preis auf Anfrage");
  });

  it("in English and French; axe finds nothing", async () => {
    const en = await renderPanel({ amount: 3, packagingCents: 300 }, "en");
    expect(en.root.querySelector(".price-total dt")!.textContent).to.equal("Total for 3 pieces");
    expect(en.root.querySelector(".vat-note")!.textContent).to.equal("plus VAT and shipping");
    const fr = await renderPanel({ price: { status: "error", error: null } }, "fr");
    expect(fr.q.getByRole("button", { name: "Réessayer" })).to.not.equal(null);
    expect(await axeViolations()).to.deep.equal([]);
  });
});
