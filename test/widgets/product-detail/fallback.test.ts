import { expect } from "chai";
import { delay, http, HttpResponse } from "msw";
import tokens from "../../../core/element/tokens.css";
import reserve from "../../../widgets/product-detail/reserve.css";
import { ui } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { productApi, productBlock } from "../../support/product-api.ts";
import { waitFor } from "../../support/product-page.ts";
import { useElementSuite } from "../../support/element-suite.ts";

// The product's server-rendered fallback (docs/decisions/product-fallback.md): the page's light DOM
// holds name, picture, number and description; the element shows them in its reserved space while it
// is not ready, and no more once the product is there, so they are never read twice; the upgrade
// from the page's rendering of them (dist/shop-widgets.css) to the element's moves nothing.

const PICTURE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#ccc"/></svg>')}`;

/** The markup the HubSpot product module and the demo server write (demo/storefront/product-fallback-html.ts). */
const FALLBACK = `<div slot="fallback" class="shop-product-fallback">
  <h1 class="shop-product-fallback-name">Archivbox A4</h1>
  <img class="shop-product-fallback-picture" src="${PICTURE}" alt="Archivbox A4">
  <p class="shop-product-fallback-number">Art.-Nr. A-100</p>
  <p class="shop-product-fallback-description">Säurefreie Archivbox für Akten und Dokumente im Format A4, mit Stülpdeckel und Griffloch.</p>
</div>`;

/** The page's reserved space as the demo sets it (demo/demo.css), so the element's two minimums agree. */
const MIN_HEIGHT = "--shop-product-min-height: 40rem";

const added: HTMLElement[] = [];
let pageSheet: HTMLStyleElement | undefined;

/** A <shop-product-detail> as a CMS page has it: the fallback inside, the block as attribute or as script child. */
function mountWithFallback(width: number, block: unknown = productBlock(), as: "attribute" | "script" = "attribute"): HTMLElement {
  const el = document.createElement("shop-product-detail");
  el.style.cssText = `display: block; width: ${width}px; ${MIN_HEIGHT}`;
  // "<" as \u003c, as a CMS writes it, so the block's own "</script>" (its popup text) cannot end the script.
  const script = as === "script" ? `<script type="application/json">${JSON.stringify(block).replaceAll("<", "\\u003c")}</script>` : "";
  el.innerHTML = script + FALLBACK;
  if (as === "attribute") el.setAttribute("data", JSON.stringify(block));
  document.querySelector("main")!.append(el);
  added.push(el);
  return el;
}

const fallbackOf = (el: HTMLElement) => el.querySelector<HTMLElement>(":scope > .shop-product-fallback")!;

/** The price list never answers: the element stays in its loading state. */
const holdPriceList = () =>
  useHandlers(http.get("*/_hcms/api/objects/price-lists/get", async () => (await delay("infinite"), HttpResponse.json({}))));

/** Where the fallback's parts are, relative to the element's box, and the box's height. */
function geometry(el: HTMLElement) {
  const box = el.getBoundingClientRect();
  const at = (selector: string) => {
    const r = el.querySelector(selector)!.getBoundingClientRect();
    return [r.left - box.left, r.top - box.top, r.width, r.height].map(Math.round);
  };
  return {
    height: Math.round(box.height),
    name: at(".shop-product-fallback-name"),
    picture: at(".shop-product-fallback-picture"),
    number: at(".shop-product-fallback-number"),
    description: at(".shop-product-fallback-description"),
  };
}

/** The same element before any script defines it: a page `width` px wide with dist/shop-widgets.css (the tokens, then reserve.css). */
async function undefinedGeometry(width: number) {
  const frame = document.createElement("iframe");
  frame.style.cssText = `width: ${width}px; height: 900px; border: 0`;
  frame.srcdoc = `<!doctype html><html lang="de"><style>${tokens}${reserve}</style><body style="margin: 0"><shop-product-detail style="${MIN_HEIGHT}">${FALLBACK}</shop-product-detail>`;
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  document.body.append(frame);
  try {
    await loaded;
    return geometry(frame.contentDocument!.querySelector("shop-product-detail")!);
  } finally {
    frame.remove();
  }
}

/** The visible h1s of the page, shadow roots included, by text. */
function visibleHeadings(): string[] {
  const found: string[] = [];
  const collect = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll("*")) {
      if (el.tagName === "H1" && el.checkVisibility()) found.push(el.textContent!.trim());
      if (el.shadowRoot) collect(el.shadowRoot);
    }
  };
  collect(document);
  return found;
}

describe("<shop-product-detail> server-rendered fallback", () => {
  useElementSuite({
    afterEach: () => {
      for (const el of added.splice(0)) el.remove();
    },
  });
  before(() => {
    pageSheet = document.head.appendChild(document.createElement("style"));
    pageSheet.textContent = tokens + reserve;
  });
  after(() => pageSheet?.remove());

  it("shows the fallback, slotted and visible, in its space while the product loads, instead of the shimmer", async () => {
    productApi();
    holdPriceList();
    const el = mountWithFallback(800);
    await waitFor(() => expect(el.shadowRoot!.querySelector('[role="progressbar"]')).to.not.equal(null));
    const fallback = fallbackOf(el);
    expect(fallback.assignedSlot?.name).to.equal("fallback");
    expect(fallback.checkVisibility(), "the fallback is drawn").to.equal(true);
    expect(fallback.querySelector("h1")!.getBoundingClientRect().height).to.be.greaterThan(20);
    const busy = el.shadowRoot!.querySelector('[role="progressbar"]')!;
    expect(busy.contains(fallback.assignedSlot), "in the reserved space").to.equal(true);
    expect(busy.querySelector(".shimmer")!.checkVisibility(), "no shimmer behind it").to.equal(false);
  });

  it("without a fallback the loading space shimmers as before", async () => {
    productApi();
    holdPriceList();
    const el = mountWithFallback(800);
    fallbackOf(el).remove();
    await waitFor(() => expect(el.shadowRoot!.querySelector('[role="progressbar"]')).to.not.equal(null));
    const shimmer = el.shadowRoot!.querySelector<HTMLElement>('[role="progressbar"] .shimmer')!;
    expect(shimmer.checkVisibility()).to.equal(true);
    expect(shimmer.getBoundingClientRect().height).to.be.greaterThan(300);
  });

  it("once the product is there, the fallback is neither drawn nor read: the name is one heading", async () => {
    productApi();
    const el = mountWithFallback(800);
    await ui(el).findByRole("heading", { level: 1, name: "Archivbox A4" }, { timeout: 5000 });
    const fallback = fallbackOf(el);
    expect(fallback.assignedSlot, "no slot takes it").to.equal(null);
    expect(fallback.checkVisibility()).to.equal(false);
    expect(fallback.getClientRects().length, "no box").to.equal(0);
    expect(visibleHeadings().filter((text) => text === "Archivbox A4")).to.have.length(1);
    expect(el.contains(fallback), "it stays in the light DOM for crawlers").to.equal(true);
  });

  it("an error shows without the fallback", async () => {
    productApi();
    useHandlers(http.get("*/_hcms/api/objects/price-lists/get", () => new HttpResponse(null, { status: 500 })));
    const el = mountWithFallback(800);
    await ui(el).findByRole("alert", {}, { timeout: 5000 });
    expect(fallbackOf(el).checkVisibility()).to.equal(false);
  });

  for (const width of [390, 1280]) {
    it(`the upgrade moves nothing at ${width} px: the element's box and the fallback's parts stay where the page put them`, async () => {
      const before = await undefinedGeometry(width);
      expect(before.height, "the reserved space").to.be.greaterThan(600);
      productApi();
      holdPriceList();
      const el = mountWithFallback(width);
      await waitFor(() => expect(el.shadowRoot!.querySelector('[role="progressbar"]')).to.not.equal(null));
      expect(geometry(el)).to.deep.equal(before);
    });
  }

  it("reads its block from the script child beside the fallback, and keeps working through attribute changes and remounts", async () => {
    productApi();
    const el = mountWithFallback(800, productBlock(), "script");
    const q = ui(el);
    await q.findByRole("heading", { level: 1, name: "Archivbox A4" }, { timeout: 5000 });
    // The page changes the fallback's text: the block stays what the script child says.
    fallbackOf(el).querySelector("h1")!.textContent = "Geändert";
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(q.getByRole("heading", { level: 1 }).textContent).to.equal("Archivbox A4");
    el.setAttribute("data", JSON.stringify(productBlock({}, { artikel: "Archivbox A3" })));
    await q.findByRole("heading", { level: 1, name: "Archivbox A3" }, { timeout: 5000 });
    el.remove();
    document.querySelector("main")!.append(el);
    await q.findByRole("heading", { level: 1, name: "Archivbox A3" }, { timeout: 5000 });
    expect(fallbackOf(el).checkVisibility()).to.equal(false);
  });
});
