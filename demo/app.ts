// The demo pages' script (built to dist/demo/app.js): starts the fake API (msw service worker), sets
// up the visitor the page's query asks for, then embeds elements as a CMS page would.
//   ?lang=de|en|fr  &geo=de|at|fr|gb|…  &login=company  &article=<fixture id>  &latency=<ms>
import { companyChoices, LOGGED_IN, productDataBlock, type DataBlockOverrides } from "./mocks/fixtures.ts";
import { mocksReady } from "./mocks/browser.ts";

type Api = typeof import("../widgets/index.ts");

const params = new URLSearchParams(location.search);

function overrides(): DataBlockOverrides {
  const result: DataBlockOverrides = { ...(params.get("login") === "company" ? LOGGED_IN : {}) };
  const lang = params.get("lang");
  const geo = params.get("geo");
  if (lang) result.language = lang as DataBlockOverrides["language"];
  if (geo) result.geoLocation = geo;
  return result;
}

/** Replaces each `<div data-demo-product="id">` with a product element for that fixture article. */
function embedProducts(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("[data-demo-product]")].map((slot) => {
    const el = document.createElement("shop-product-detail");
    const id = params.get("article") ?? slot.dataset.demoProduct ?? "1001";
    el.setAttribute("data", JSON.stringify(productDataBlock(id, overrides())));
    slot.replaceWith(el);
    return el;
  });
}

/** Bench mode: time from connection to the product heading, and layout shift meanwhile. */
function measure(el: HTMLElement): void {
  let shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) shift += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  const start = performance.now();
  const check = () => {
    if (el.shadowRoot?.querySelector("h1")) {
      const visibleMs = performance.now() - start;
      // One more frame so a shift caused by the render itself is counted.
      requestAnimationFrame(() => setTimeout(() => ((window as { __bench?: unknown }).__bench = { visibleMs, layoutShift: shift }), 50));
    } else requestAnimationFrame(check);
  };
  check();
}

await mocksReady;
const api = (await import("/dist/shop-widgets.js" as string)) as Api;
api.setCompanies(params.get("login") === "company" ? companyChoices : []);
if (params.get("login") === "company") api.selectCompany(params.get("company") ?? companyChoices[0]!.company.id);
const products = embedProducts();
if (document.body.dataset.bench !== undefined && products[0]) measure(products[0]);
