// The demo pages' script (built to dist/demo/app.js): starts the fake API (msw service worker), sets
// up the visitor the page's query asks for, gives each <shop-product-detail data-fixture="id"> the
// data block a CMS would write, then loads the bundle, which upgrades the elements.
//   ?lang=de|en|fr  &geo=de|at|fr|gb|…  &login=company  &company=<id>  &contact=<id>  &article=<fixture id>  &latency=<ms>
//   &cartLines=<n> (the session's cart holds n lines, for the cart benchmark)  &seedOrder=1 (and an order over them)
//   On the offer page, &article=<fixture id>&amount=<n> hands that article over, as a product page in
//   price-on-request mode links to it (the CMS would render the block's `article` from them); &session=<offer-…>
//   hands over a configurator's offer session.
// On the demo shop's routes (demo/storefront/) the language is the route's, the visitor is remembered
// for the tab, the page gets the shop's frame and the elements keep their default links.
import type { Lang } from "../core/element/data-block.ts";
import { getSessionId } from "../core/state/session-id.ts";
import { findArticle } from "./mocks/catalogue.ts";
import {
  companyChoices,
  LOGGED_IN,
  productDataBlock,
  SPECIAL_ARTICLES,
  type DataBlockOverrides,
  type ProductDataInput,
} from "./mocks/fixtures.ts";
import { mocksReady } from "./mocks/browser.ts";
import { seedCart, seedOrder } from "./mocks/seed-cart.ts";
import { shopPath, shopRouteAt } from "./storefront/route.ts";
import { forgetLogin, shopVisitor } from "./storefront/visitor.ts";

const route = shopRouteAt(location.pathname);
const query = new URLSearchParams(location.search);
// The demo logout: the tab forgets the login before this page's elements are set up.
if (route?.page === "logout") forgetLogin();
const params = route ? shopVisitor(query, route.lang) : query;
const loggedIn = params.get("login") === "company";
const lang = params.get("lang");
/** The page's language (German unless the route or ?lang= says otherwise). */
const language: Lang = lang === "en" || lang === "fr" ? lang : "de";

function overrides(): DataBlockOverrides {
  const result: DataBlockOverrides = { ...(loggedIn ? LOGGED_IN : {}) };
  const lang = params.get("lang");
  const geo = params.get("geo");
  // Another demo contact (demo/mocks/handlers-contacts.ts), e.g. one without valid companies.
  if (loggedIn && params.get("contact")) result.contactid = params.get("contact");
  if (lang) result.language = lang as DataBlockOverrides["language"];
  if (geo) result.geoLocation = geo;
  return result;
}

/**
 * A logged-in contact picked a company earlier in this browser session: the session state holds
 * their companies and the choice (docs/public-api.md), as the company switcher leaves it.
 */
function restoreSession(): void {
  sessionStorage.setItem("shop:companies", JSON.stringify(loggedIn ? companyChoices : []));
  const chosen = companyChoices.find((c) => c.company.id === params.get("company")) ?? companyChoices[0];
  sessionStorage.setItem("shop:company", JSON.stringify(loggedIn ? chosen : null));
}

/** Bench mode: time from the element's connection (the bundle upgrading it) to the product heading. */
function measure(el: HTMLElement): void {
  let shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) shift += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  let start = 0;
  // Definition upgrades the element (its connection) synchronously; this resolves right after.
  void customElements.whenDefined("shop-product-detail").then(() => {
    start = performance.now();
    check();
  });
  const check = () => {
    if (el.shadowRoot?.querySelector("h1")) {
      const visibleMs = performance.now() - start;
      // One more frame so a shift caused by the render itself is counted.
      requestAnimationFrame(() => setTimeout(() => ((window as { __bench?: unknown }).__bench = { visibleMs, layoutShift: shift }), 50));
    } else requestAnimationFrame(check);
  };
}

/**
 * The product page's data block, as the CMS would render it. An article the catalogue does not know
 * keeps its id (as a CMS page of an article the CRM no longer has), so the element asks the fake API,
 * gets no article and shows its own "not available".
 */
function productBlock(id: string, extra: DataBlockOverrides): ProductDataInput {
  const article = findArticle(id);
  if (article) return productDataBlock(article, extra);
  const known = productDataBlock(SPECIAL_ARTICLES.standard, extra);
  return { ...known, categoryId: undefined, product: { article_id: id, artikel: id, article_number: id } };
}

/** The article a product page hands to the offer page, from the link's query, as the CMS would render it. */
function handedOverArticle(): object | undefined {
  const id = params.get("article");
  const amount = Number(params.get("amount"));
  if (!id || !(amount > 0)) return undefined;
  // The CMS renders only an article it knows; the offer page then offers the cart.
  if (!findArticle(id)) {
    console.warn(`[demo] no fixture article ${id} to hand over to the offer`);
    return undefined;
  }
  return { amount, slug: route ? id : "product.html", product: productDataBlock(id).product };
}

/** The test pages' offer page, keeping the visitor's language, country and login; the shop's is the default route. */
function demoOfferUrl(): string {
  const visitor = new URLSearchParams(params);
  visitor.delete("article");
  visitor.delete("amount");
  return visitor.size > 0 ? `offer-article.html?${visitor}` : "offer-article.html";
}

/** Where the demo server's payment sandbox serves its hosted card fields (a second origin); undefined elsewhere. */
async function hostedCardFields(): Promise<string | undefined> {
  try {
    const answer = await fetch("/demo/hosted-fields.json");
    return answer.ok ? ((await answer.json()) as { url?: string }).url : undefined;
  } catch {
    return undefined;
  }
}

// The checkout offers the card only with hosted fields: the sandbox's, wherever the server put them.
const checkouts = [...document.querySelectorAll<HTMLElement>("shop-checkout[data-demo]")];
const hostedFields = checkouts.length > 0 ? await hostedCardFields() : undefined;
for (const el of hostedFields ? checkouts : []) {
  const demo = JSON.parse(el.dataset.demo || "{}") as { payment?: { card?: object } };
  el.dataset.demo = JSON.stringify({ ...demo, payment: { ...demo.payment, card: { ...demo.payment?.card, hostedFields } } });
}

const elements = [...document.querySelectorAll<HTMLElement>("shop-product-detail[data-fixture]")];
for (const el of elements) {
  const id = route?.item ?? params.get("article") ?? el.dataset.fixture!;
  el.setAttribute("data", JSON.stringify(productBlock(id, { ...(route ? {} : { offerUrl: demoOfferUrl() }), ...overrides() })));
}
for (const el of document.querySelectorAll<HTMLElement>("shop-request-offer[data-demo]")) {
  const article = handedOverArticle();
  // A configurator's offer session, passed through as the CMS would (the element checks it).
  const session = params.get("session");
  const handover = { ...(article ? { article } : {}), ...(session ? { session } : {}) };
  el.dataset.demo = JSON.stringify({ ...JSON.parse(el.dataset.demo || "{}"), ...handover });
}
// The shop's frame (header, the demo's own content, footer) comes from dist/demo/frame.js
// (demo/frame-entry.ts); its elements get their data blocks below with the others.
if (route && !window.__shopFrame) await new Promise((resolve) => window.addEventListener("shop-frame", resolve, { once: true }));
await mocksReady;
// The shop's start page in the page's language: where the cart and the thank-you page lead back to.
const shopUrl = route ? { shopUrl: shopPath("start", language) } : {};
// Other elements (cart, header, …) with `data-demo='{…}'` get the visitor's language, country and login too.
// A category page shows the route's category (/kategorie/<id>); the test page the query's (?category= or ?super=);
// a tag that names its own (the start page's super-categories) keeps it.
for (const el of document.querySelectorAll<HTMLElement>("shop-category[data-demo]")) {
  const own = JSON.parse(el.dataset.demo || "{}") as Record<string, unknown>;
  if (own.categoryId || own.superCategoryId) continue;
  const superId = params.get("super");
  const which = superId && !route ? { superCategoryId: superId } : { categoryId: route?.item ?? params.get("category") ?? "11" };
  el.dataset.demo = JSON.stringify({ ...own, ...which });
}
for (const el of document.querySelectorAll<HTMLElement>("[data-demo]")) {
  const { language = "de", geoLocation = "de", ...login } = overrides();
  const own = el.matches("shop-cart, shop-thank-you, shop-registration") ? shopUrl : {};
  el.setAttribute("data", JSON.stringify({ language, geoLocation, baseUrl: "", ...login, ...own, ...JSON.parse(el.dataset.demo || "{}") }));
}
restoreSession();
const cartLines = Number(params.get("cartLines"));
if (cartLines > 0) seedCart(getSessionId(), cartLines);
// An order over that cart, as the checkout would have placed it: the thank-you page's ?deal= (test/layout-shift.mjs).
if (params.get("seedOrder")) (window as { __seededDeal?: string }).__seededDeal = seedOrder(getSessionId());
if (document.body.dataset.bench !== undefined && elements[0]) measure(elements[0]);
await import("/dist/shop-widgets.js" as string);
