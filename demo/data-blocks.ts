// The data blocks a CMS would write into the demo's pages, from the visitor the page's query asks for
// (docs/demo.md): each <shop-product-detail data-fixture="id"> gets the fixture article's block, the
// other elements with `data-demo='{…}'` their own fields with the visitor's language, country and
// login. Synchronous, so it runs before the elements' scripts: on a shop route from the page frame
// (demo/frame-entry.ts) once the page is parsed, on a test page from demo/app.ts before the bundle.
//   ?lang=de|en|fr  &geo=de|at|fr|gb|…  &login=company  &company=<id>  &contact=<id>  &article=<fixture id>
//   On the offer page, &article=<fixture id>&amount=<n> hands that article over, as a product page in
//   price-on-request mode links to it (the CMS would render the block's `article` from them); &session=<offer-…>
//   hands over a configurator's offer session.
// On the demo shop's routes (demo/storefront/) the language is the route's, the visitor is remembered
// for the tab and the elements keep their default links.
import type { Lang } from "../core/element/data-block.ts";
import { sessionChoiceStorage } from "../core/state/browser-session.ts";
import { storageKey } from "../core/state/storage-key.ts";
import { findArticle } from "./mocks/catalogue.ts";
import {
  companyChoices,
  LOGGED_IN,
  productDataBlock,
  SPECIAL_ARTICLES,
  type DataBlockOverrides,
  type ProductDataInput,
} from "./mocks/fixtures.ts";
import { shopPath, shopRouteAt, type ShopRoute } from "./storefront/route.ts";
import { trustTexts } from "./storefront/trust-texts.ts";
import { forgetLogin, shopVisitor } from "./storefront/visitor.ts";

export interface DemoPage {
  /** The shop route, or null on a developer test page (/demo/…). */
  route: ShopRoute | null;
  /** The query with the remembered visitor filled in (storefront/visitor.ts). */
  params: URLSearchParams;
  /** The page's language (German unless the route or ?lang= says otherwise). */
  language: Lang;
}

/** This page: its route and its visitor. */
export function demoPage(): DemoPage {
  const route = shopRouteAt(location.pathname);
  // The demo logout: the tab forgets the login before this page's elements are set up.
  if (route?.page === "logout") forgetLogin();
  const query = new URLSearchParams(location.search);
  const params = route ? shopVisitor(query, route.lang) : query;
  const lang = params.get("lang");
  return { route, params, language: lang === "en" || lang === "fr" ? lang : "de" };
}

function overrides(params: URLSearchParams): DataBlockOverrides {
  const loggedIn = params.get("login") === "company";
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
function restoreSession(params: URLSearchParams): void {
  const loggedIn = params.get("login") === "company";
  const storage = window[sessionChoiceStorage()];
  storage.setItem(storageKey("companies"), JSON.stringify(loggedIn ? companyChoices : []));
  const chosen = companyChoices.find((c) => c.company.id === params.get("company")) ?? companyChoices[0];
  storage.setItem(storageKey("company"), JSON.stringify(loggedIn ? chosen : null));
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
function handedOverArticle({ route, params }: DemoPage): object | undefined {
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
function demoOfferUrl(params: URLSearchParams): string {
  const visitor = new URLSearchParams(params);
  visitor.delete("article");
  visitor.delete("amount");
  return visitor.size > 0 ? `offer-article.html?${visitor}` : "offer-article.html";
}

/** Where the demo server's payment sandbox serves its hosted card fields (a second origin; demo/serve.mjs writes it). */
const hostedCardFields = () => document.querySelector<HTMLMetaElement>('meta[name="demo-hosted-fields"]')?.content || undefined;

/** Writes every element's data block into the page, as the CMS would have rendered it. */
export function writeDataBlocks(page: DemoPage): void {
  const { route, params, language } = page;
  restoreSession(params);
  // The checkout offers the card only with hosted fields: the sandbox's, wherever the server put them.
  const hostedFields = hostedCardFields();
  for (const el of hostedFields ? document.querySelectorAll<HTMLElement>("shop-checkout[data-demo]") : []) {
    const demo = JSON.parse(el.dataset.demo || "{}") as { payment?: { card?: object } };
    el.dataset.demo = JSON.stringify({ ...demo, payment: { ...demo.payment, card: { ...demo.payment?.card, hostedFields } } });
  }
  for (const el of document.querySelectorAll<HTMLElement>("shop-product-detail[data-fixture]")) {
    const id = route?.item ?? params.get("article") ?? el.dataset.fixture!;
    const offerUrl = route ? {} : { offerUrl: demoOfferUrl(params) };
    el.setAttribute("data", JSON.stringify(productBlock(id, { ...offerUrl, ...overrides(params) })));
  }
  for (const el of document.querySelectorAll<HTMLElement>("shop-request-offer[data-demo]")) {
    const article = handedOverArticle(page);
    // A configurator's offer session, passed through as the CMS would (the element checks it).
    const session = params.get("session");
    const handover = { ...(article ? { article } : {}), ...(session ? { session } : {}) };
    el.dataset.demo = JSON.stringify({ ...JSON.parse(el.dataset.demo || "{}"), ...handover });
  }
  // A category page shows the route's category (/kategorie/<id>); the test page the query's (?category= or ?super=);
  // a tag that names its own (the start page's super-categories) keeps it.
  for (const el of document.querySelectorAll<HTMLElement>("shop-category[data-demo]")) {
    const own = JSON.parse(el.dataset.demo || "{}") as Record<string, unknown>;
    if (own.categoryId || own.superCategoryId) continue;
    const superId = params.get("super");
    const which = superId && !route ? { superCategoryId: superId } : { categoryId: route?.item ?? params.get("category") ?? "11" };
    el.dataset.demo = JSON.stringify({ ...own, ...which });
  }
  // The shop's promises in the page's language, as its editor wrote them once for every page.
  for (const el of document.querySelectorAll<HTMLElement>("shop-trust[data-demo]"))
    el.dataset.demo = JSON.stringify({ ...trustTexts(language), ...JSON.parse(el.dataset.demo || "{}") });
  // The shop's start page in the page's language: where the cart and the thank-you page lead back to.
  const shopUrl = route ? { shopUrl: shopPath("start", language) } : {};
  // Other elements (cart, header, …) with `data-demo='{…}'` get the visitor's language, country and login too.
  for (const el of document.querySelectorAll<HTMLElement>("[data-demo]")) {
    const { language = "de", geoLocation = "de", ...login } = overrides(params);
    const own = el.matches("shop-cart, shop-thank-you, shop-registration") ? shopUrl : {};
    el.setAttribute(
      "data",
      JSON.stringify({ language, geoLocation, baseUrl: "", ...login, ...own, ...JSON.parse(el.dataset.demo || "{}") }),
    );
  }
}
