import { expect } from "chai";
import { analyticsSettingsOf } from "../../core/analytics/settings.ts";
import { type ShopVital, shopElementAt, shopElementOf, shopElementWithPicture, watchVitals } from "../../core/analytics/vitals.ts";
import { captureConsoleWarnings } from "../support/dom.ts";
import { clickAtCentre } from "../support/pointer.ts";

/** A stand-in shop element: an open shadow root holding `html`. */
function probe(tag: string, html: string): HTMLElement {
  if (!customElements.get(tag))
    customElements.define(
      tag,
      class extends HTMLElement {
        constructor() {
          super();
          this.attachShadow({ mode: "open" });
        }
      },
    );
  const element = document.createElement(tag);
  document.body.append(element);
  (element.shadowRoot as ShadowRoot).innerHTML = html;
  return element;
}

const PICTURE =
  "data:image/svg+xml," +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#678"/></svg>');

describe("the speed figures per element (core/analytics/vitals.ts, settings.ts)", () => {
  afterEach(() => {
    for (const element of document.querySelectorAll("shop-probe-a, shop-probe-b")) element.remove();
  });

  it('the page asks for them with <meta name="shop-analytics">: vitals, and a beacon on the site or on https only', async () => {
    expect(analyticsSettingsOf("")).to.deep.equal({ vitals: false, beacon: null });
    expect(analyticsSettingsOf("vitals beacon=/hs/serverless/shop/analytics")).to.deep.equal({
      vitals: true,
      beacon: "/hs/serverless/shop/analytics",
    });
    expect(analyticsSettingsOf(" beacon=https://ops.example/beacon ").beacon).to.equal("https://ops.example/beacon");
    const { result, errors: warnings } = await captureConsoleWarnings(async () =>
      ["beacon=javascript:alert(1)", "beacon=http://ops.example/b", "beacon=//ops.example/b"].map((c) => analyticsSettingsOf(c).beacon),
    );
    expect(result).to.deep.equal([null, null, null]);
    expect(warnings.join("\n")).to.contain("beacon javascript:alert(1) is refused");
  });

  it("a node inside an element's shadow root belongs to that element; outside, to none", () => {
    const host = probe("shop-probe-a", "<div><span>Archivbox</span></div>");
    expect(shopElementOf(host.shadowRoot?.querySelector("span"))).to.equal("shop-probe-a");
    expect(shopElementOf(document.body)).to.equal(null);
    expect(shopElementOf(null)).to.equal(null);
  });

  it("a picture is found in the element that shows it; a point of the viewport in the element drawn there", () => {
    probe("shop-probe-a", '<p style="height:50px">Text</p>');
    const b = probe("shop-probe-b", `<img src="${PICTURE}" width="300" height="200" style="display:block">`);
    expect(shopElementWithPicture(PICTURE)).to.equal("shop-probe-b");
    expect(shopElementWithPicture("https://elsewhere.example/x.png")).to.equal(null);
    const box = b.getBoundingClientRect();
    expect(shopElementAt(box.x + 10, box.y + 10)).to.equal("shop-probe-b");
  });

  const supports = (type: string) => PerformanceObserver.supportedEntryTypes.includes(type);
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("LCP: a picture in an element's shadow root is that element's (the entry names no node there, its URL does)", async function () {
    if (!supports("largest-contentful-paint")) {
      console.info("skipped: this browser reports no largest-contentful-paint");
      return this.skip();
    }
    const vitals: ShopVital[] = [];
    watchVitals((vital) => vitals.push(vital), { reportAllChanges: true });
    // A file's URL: Chromium cuts a data: URL short in the entry.
    const photo = new URL("/docs/screenshots/cart-390.jpg", location.href).href;
    probe("shop-probe-b", `<img src="${photo}" width="600" height="400" style="display:block">`);
    await settle(800);
    expect(vitals.filter((v) => v.name === "LCP").at(-1)?.element).to.equal("shop-probe-b");
  });

  it("CLS: a shift inside an element is that element's (found by the shifted rectangle)", async function () {
    if (!supports("layout-shift")) {
      console.info("skipped: this browser reports no layout-shift");
      return this.skip();
    }
    const vitals: ShopVital[] = [];
    watchVitals((vital) => vitals.push(vital), { reportAllChanges: true });
    const host = probe("shop-probe-a", '<div id="top"></div><p style="margin:0;height:200px;background:#abc">Archivbox</p>');
    await settle(200);
    (host.shadowRoot as ShadowRoot).querySelector<HTMLElement>("#top")!.style.height = "150px";
    await settle(500);
    const cls = vitals.filter((v) => v.name === "CLS").at(-1);
    expect(cls?.value).to.be.greaterThan(0);
    expect(cls?.element).to.equal("shop-probe-a");
  });

  it("INP: a slow click on a button in an element's shadow root is that element's", async function () {
    if (!supports("event")) {
      console.info("skipped: this browser reports no event timing");
      return this.skip();
    }
    const vitals: ShopVital[] = [];
    watchVitals((vital) => vitals.push(vital), { reportAllChanges: true });
    const host = probe("shop-probe-b", '<button style="width:200px;height:60px">In den Warenkorb</button>');
    const button = host.shadowRoot?.querySelector("button") as HTMLButtonElement;
    button.addEventListener("click", () => {
      const until = performance.now() + 120; // a handler slow enough to count
      while (performance.now() < until);
    });
    await clickAtCentre(button);
    await settle(500);
    expect(vitals.filter((v) => v.name === "INP").at(-1)?.element).to.equal("shop-probe-b");
  });
});
