// The demo shop's page frame, as a CMS template would write it around the page's <main>: a header
// with the shop's name, the language links, <shop-header>, <shop-company-switcher> and <shop-vat-modal>, a footer with the service
// and legal pages, and below it the demo's note with the developer test pages. Fills the pages whose content is the demo's own: the
// start page (hero, categories, featured articles),
// the content pages the search finds, the stand-in legal pages and the CMS's membership pages.
import type { Lang } from "../../core/element/data-block.ts";
import { findArticle } from "../mocks/catalogue.ts";
import { findCategoryDef, SUPER_CATEGORIES } from "../mocks/catalogue-tree.ts";
import contentPages from "./content-pages.json";
import { shopPath, type ShopRoute } from "./route.ts";
import { SHOP_TEXTS, type ShopTexts } from "./texts.ts";

const LANGUAGES: Record<Lang, string> = { de: "Deutsch", en: "English", fr: "Français" };

type Child = Node | string;

function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.append(...children);
  return el;
}

const link = (href: string, text: string, attributes: Record<string, string> = {}) => h("a", { href, ...attributes }, text);

/** A start-page teaser: a full-width card whose title and sentence are one link. */
const teaser = (href: string, title: string, text: string) =>
  h("li", {}, h("a", { href, class: "teaser" }, h("strong", {}, title), h("span", {}, text)));

/** The same page in every language; the CMS's membership pages serve all languages on one path. */
function languageHrefs(route: ShopRoute): Record<Lang, string> {
  // The search results keep their query (the term, kind and page) in the other language.
  const keep = route.page === "search" ? location.search : "";
  const href = (other: Lang) => (route.lang ? `${shopPath(route.page, other, route.item ?? "")}${keep}` : `?lang=${other}`);
  return { de: href("de"), en: href("en"), fr: href("fr") };
}

/** The wide page's language links (a narrower one has them in <shop-header>'s menu, demo.css). */
function languageLinks(hrefs: Record<Lang, string>, lang: Lang, texts: ShopTexts): HTMLElement {
  const items = (Object.keys(LANGUAGES) as Lang[]).map((other) =>
    h(
      "li",
      {},
      link(hrefs[other], LANGUAGES[other], { lang: other, hreflang: other, ...(other === lang ? { "aria-current": "page" } : {}) }),
    ),
  );
  return h("nav", { class: "shop-languages", "aria-label": texts.languages }, h("ul", {}, ...items));
}

/**
 * Where the page's one h1 is: the page's title in <main> where the demo writes the page; the
 * product's name, which the element heads its page with; and the shop's name in the header on the
 * start page and on the pages whose element heads its content with an h2 (category, cart, checkout, offer,
 * thank-you, registration, tracking, search) or cannot show an article the catalogue does not know, so no heading repeats another.
 */
function headingOf(route: ShopRoute): "main" | "element" | "header" {
  switch (route.page) {
    case "product":
      return findArticle(route.item) ? "element" : "header";
    case "start":
    case "category":
    case "promotions":
    case "cart":
    case "checkout":
    case "offer":
    case "thankYou":
    case "registration":
    case "tracking":
    case "search":
      return "header";
    default:
      return "main";
  }
}

function header(route: ShopRoute, lang: Lang, texts: ShopTexts): HTMLElement {
  const shopName = link(shopPath("start", lang), texts.shopName, { class: "shop-name" });
  const languages = languageHrefs(route);
  return h(
    "header",
    { class: "shop-bar" },
    headingOf(route) === "header" ? h("h1", { class: "shop-name-heading" }, shopName) : shopName,
    languageLinks(languages, lang, texts),
    // The checkout's header leads only back to the cart (docs/decisions/checkout-header.md).
    h("shop-header", { "data-demo": JSON.stringify({ languages, ...(route.page === "checkout" ? { variant: "checkout" } : {}) }) }),
    // Opened by the header's "Firma wechseln": no trigger of its own (docs/elements/company-switcher.md).
    h("shop-company-switcher", { "data-demo": JSON.stringify({ trigger: false }) }),
    // Asks gross or net on the session's first page (docs/decisions/vat-modal-first-visit.md): on every page, as a visit may start anywhere.
    h("shop-vat-modal", { "data-demo": "{}" }),
  );
}

/** A footer group: its visible name labels its list of links. */
function footerGroup(id: string, name: string, links: HTMLElement[]): HTMLElement {
  return h(
    "nav",
    { "aria-labelledby": id },
    h("p", { id, class: "footer-heading" }, name),
    h("ul", {}, ...links.map((a) => h("li", {}, a))),
  );
}

/** The shop's footer (service and legal pages), then the demo's note with its developer pages, apart from the shop's. */
function footer(lang: Lang, texts: ShopTexts): HTMLElement[] {
  const service = [link(shopPath("contact", lang), texts.titles.contact), link(shopPath("tracking", lang), texts.titles.tracking)];
  const legal = [link(shopPath("terms", lang), texts.titles.terms), link(shopPath("privacy", lang), texts.titles.privacy)];
  return [
    h(
      "footer",
      { class: "shop-footer" },
      footerGroup("footer-service", texts.footerService, service),
      footerGroup("footer-legal", texts.footerLegal, legal),
      h("p", { class: "footer-shop" }, `© 2026 ${texts.shopName}`),
    ),
    h(
      "aside",
      { class: "demo-strip", "aria-label": texts.demoLabel },
      h("p", {}, texts.demoNote, " ", link("/demo/", texts.developerPages)),
    ),
  ];
}

/** The configurator page's link: one path for every language (section 2), the demo keeps the language in ?lang=. */
const configuratorHref = (lang: Lang) => `${shopPath("configurator", lang)}${lang === "de" ? "" : `?lang=${lang}`}`;

/** The id of the start page's categories, where the hero's first link leads. */
const RANGE_ANCHOR = "sortiment";

/**
 * The start page's first screen: the shop's promise, what it sells, a way into the range and to the
 * configurator, and three reasons to buy here (the header's h1 is the shop's name).
 */
function hero(lang: Lang, texts: ShopTexts): HTMLElement {
  const { promise, tagline, browse, configure, points } = texts.hero;
  return h(
    "section",
    { class: "hero", "aria-labelledby": "hero-title" },
    h("h2", { id: "hero-title" }, promise),
    h("p", { class: "lead" }, tagline),
    h(
      "p",
      { class: "hero-actions" },
      link(`#${RANGE_ANCHOR}`, browse, { class: "button primary" }),
      link(configuratorHref(lang), configure, { class: "button" }),
    ),
    h("ul", { class: "hero-points" }, ...points.map((point) => h("li", {}, point))),
  );
}

/**
 * The category tree as a CMS editor would put it on the start page: one <shop-category> per
 * super-category (its categories as tiles), each in the section a category page's breadcrumb leads to.
 */
function categoryTree(): HTMLElement {
  return h(
    "div",
    { id: RANGE_ANCHOR },
    ...SUPER_CATEGORIES.map((sup) =>
      h(
        "div",
        { id: sup.anchor, class: "page-section" },
        h("shop-category", { "data-demo": JSON.stringify({ superCategoryId: String(sup.id) }) }),
      ),
    ),
  );
}

/**
 * Articles a CMS editor chose for the start page, as one <shop-article-list>: eight, so they fill
 * whole rows of two (a phone) and of four (a desktop's width).
 */
const FEATURED_ARTICLES = ["1001", "1002", "1011", "1009", "1004", "1015", "1006", "1007"];

function featured(texts: ShopTexts): HTMLElement {
  return h(
    "section",
    { class: "page-section", "aria-labelledby": "featured-title" },
    h("h2", { id: "featured-title" }, texts.featured),
    h("shop-article-list", { "data-demo": JSON.stringify({ articleIds: FEATURED_ARTICLES }) }),
  );
}

/** The start page's row of promotional goods (four: a row on a desktop, two on a phone) and the link to all of them. */
function promotions(lang: Lang): HTMLElement {
  return h(
    "div",
    { class: "page-section" },
    h("shop-promo-list", { "data-demo": JSON.stringify({ limit: 4, allUrl: shopPath("promotions", lang) }) }),
  );
}

/** The stand-in for the CMS's login, logout and password-reset pages. */
function account(page: "login" | "logout" | "passwordReset", lang: Lang, texts: ShopTexts): Child[] {
  const start = shopPath("start", lang);
  const links =
    page === "logout"
      ? [link(start, texts.account.continueShopping)]
      : [link(`${start}?login=company`, texts.account.loginAsCompany), link(start, texts.account.continueAsGuest)];
  return [h("p", {}, texts.account[page]), h("ul", {}, ...links.map((a) => h("li", {}, a)))];
}

/**
 * The configurator page (/konfiguration) as a CMS editor would write it: both configurators as two
 * tags, each heading its own part, with links to jump between them (docs/decisions/configurator-page.md).
 */
function configurators(texts: ShopTexts): Child[] {
  const { lead, jump, box, mat } = texts.configurator;
  return [
    h("p", { class: "lead" }, lead),
    h("nav", { "aria-label": jump }, h("ul", {}, h("li", {}, link("#box", box)), h("li", {}, link("#mat", mat)))),
    h("div", { id: "box", class: "page-section" }, h("shop-box-configurator", { "data-demo": "{}" })),
    h("div", { id: "mat", class: "page-section" }, h("shop-mat-configurator", { "data-demo": "{}" })),
  ];
}

/** A content page (demo/storefront/content-pages.json, the entries the search finds): its title and text. */
function contentPage(id: string | null) {
  return contentPages.find((page) => page.id === id)!;
}

function content(route: ShopRoute, lang: Lang, texts: ShopTexts): Child[] {
  switch (route.page) {
    case "start":
      return [
        hero(lang, texts),
        categoryTree(),
        featured(texts),
        promotions(lang),
        h("ul", { class: "teasers page-section" }, teaser(configuratorHref(lang), texts.titles.configurator, texts.configurator.lead)),
      ];
    case "terms":
    case "privacy":
      return texts.legal[route.page].map((paragraph) => h("p", {}, paragraph));
    case "content": {
      const { description, text } = contentPage(route.item);
      return [
        description ? h("p", { class: "lead" }, description[lang]) : "",
        h("p", {}, text[lang]),
        h("p", { class: "note" }, texts.contentNote),
      ];
    }
    case "login":
    case "logout":
    case "passwordReset":
      return account(route.page, lang, texts);
    case "configurator":
      return configurators(texts);
    default:
      return [];
  }
}

/** The page's title: the article's name on a product page, the content page's own, else the shop's. */
function titleOf(route: ShopRoute, lang: Lang, texts: ShopTexts): string {
  if (route.page === "product") return findArticle(route.item)?.product.artikel ?? texts.unknownArticle;
  if (route.page === "content") return contentPage(route.item).title[lang];
  if (route.page === "category") return findCategoryDef(route.item)?.name[lang] ?? texts.shopName;
  return texts.titles[route.page];
}

/**
 * The page's header, at once: frame-entry.ts runs as the first thing in <body>, before <main> is
 * parsed, so nothing is painted that the header would push down (a CMS renders it with the page).
 */
export function renderShopHeader(route: ShopRoute, lang: Lang): void {
  const texts = SHOP_TEXTS[lang];
  const title = titleOf(route, lang, texts);
  document.documentElement.lang = lang;
  document.title = route.page === "start" ? title : `${title} – ${texts.shopName}`;
  document.body.prepend(header(route, lang, texts));
}

/** The demo's own content of <main>, headed as headingOf() says, and the footer, once <main> is parsed. */
export function renderShopContent(route: ShopRoute, lang: Lang): void {
  const texts = SHOP_TEXTS[lang];
  const main = document.querySelector("main")!;
  main.prepend(...(headingOf(route) === "main" ? [h("h1", {}, titleOf(route, lang, texts))] : []), ...content(route, lang, texts));
  // Below the element's "not available": the way on.
  if (route.page === "product" && !findArticle(route.item)) main.append(h("p", {}, link(shopPath("start", lang), texts.toCatalogue)));
  document.body.append(...footer(lang, texts));
  // The browser looked for the URL's fragment (a search hit's category) before the frame was in.
  const target = location.hash && document.getElementById(location.hash.slice(1));
  if (target) keepInView(target);
}

/**
 * Scrolls to `target` and keeps it there while the lists above it load and grow, until the shopper
 * scrolls, presses or types. Chromium and Firefox hold it by scroll anchoring; WebKit has none, and
 * there the lists pushed a search hit's category out of the window.
 */
function keepInView(target: HTMLElement): void {
  target.scrollIntoView();
  const watch = new ResizeObserver(() => target.scrollIntoView());
  watch.observe(document.body);
  const release = () => {
    watch.disconnect();
    for (const type of USER_INPUT) removeEventListener(type, release, true);
  };
  for (const type of USER_INPUT) addEventListener(type, release, { capture: true, passive: true });
}
const USER_INPUT = ["wheel", "touchstart", "pointerdown", "keydown"];
