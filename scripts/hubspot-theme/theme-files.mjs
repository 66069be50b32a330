// The theme's own files: theme.json, the site-wide settings (fields.json, read in HubL as
// theme.shop.<name>) and each module's meta.json (keys as HubSpot's module configuration documents them).
import { LANGUAGES } from "./catalog.mjs";

/** The API roots the elements accept (docs/decisions/api-root.md). */
const API_ROOTS = ["/_hcms/api/", "/hs/serverless/shop/"];

/** The theme's settings: the API root, the bundle's folder, the default country. */
export function themeFields(version) {
  return [
    {
      type: "group",
      name: "shop",
      label: "Shop",
      required: false,
      children: [
        {
          type: "text",
          name: "api_root",
          label: "API-Wurzel",
          help_text:
            "Where the shop's functions answer: /_hcms/api/ (design-manager functions) or /hs/serverless/ with the app's prefix, ending in a slash (app functions). Every page's head names it (meta shop-api-root).",
          required: true,
          validation_regex: "^(/_hcms/api/|/hs/serverless/[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*/)$",
          default: API_ROOTS[0],
        },
        {
          type: "text",
          name: "bundle_url",
          label: "Ordner des Shop-Bundles",
          help_text: `The File Manager folder the bundle (dist/ of shop-widgets ${version}) is uploaded to, ending in a slash, e.g. /hubfs/shop-widgets/${version}/ or its https URL.`,
          required: true,
          default: `/hubfs/shop-widgets/${version}/`,
        },
        {
          type: "text",
          name: "default_country",
          label: "Land der Besucher",
          help_text:
            "Two letters (de, at, ch, fr, gb …): the country whose prices, currency and VAT the elements show first; a visitor changes it in the shop.",
          required: true,
          validation_regex: "^[a-z]{2}$",
          default: "de",
        },
      ],
    },
  ];
}

export const themeJson = (version) => ({
  label: "Shop Widgets",
  preview_path: "./templates/start.html",
  version,
  author: { name: "shop-widgets", email: "shop@example.com", url: "https://example.com/" },
  enable_domain_stylesheets: false,
});

/** The meta.json keys HubSpot's module configuration documents (developers.hubspot.com/docs/cms/building-blocks/modules/configuration). */
export const DOCUMENTED_META_KEYS = [
  "label",
  "icon",
  "module_id",
  "is_available_for_new_content",
  "global",
  "content_types",
  "host_template_types",
  "css_assets",
  "css_render_options",
  "external_js",
  "js_assets",
  "js_render_options",
  "other_assets",
  "inline_help_text",
  "master_language",
  "placeholder",
  "categories",
  "content_tags",
  "smart_type",
  "tags",
];

/**
 * The modules' icon: one colour, under HubSpot's 10 KB limit for module icons, an archival box. The
 * theme ships it (images/), and meta.json names it relative to the module, as HubSpot's boilerplate does.
 */
export const MODULE_ICON = [
  "images/shop-module.svg",
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="#33475b" stroke-width="1.8" stroke-linejoin="round">
  <path d="M3 7h18v4H3z"/>
  <path d="M5 11v9h14v-9"/>
  <path d="M10 14h4"/>
</svg>
`,
];

/** A module's meta.json. */
export function moduleMeta({ meta }, label) {
  return {
    label,
    icon: `../../${MODULE_ICON[0]}`,
    global: false,
    content_types: ["SITE_PAGE", "LANDING_PAGE"],
    categories: ["COMMERCE"],
    is_available_for_new_content: true,
    inline_help_text: meta.summary.length > 400 ? `${meta.summary.slice(0, 397)}…` : meta.summary,
    css_assets: [],
    js_assets: [],
    external_js: [],
    other_assets: [],
    smart_type: "NOT_SMART",
    tags: [],
  };
}

/** A module's label in the editor: German, from the element's tag. */
export const MODULE_LABELS = {
  "article-list": "Shop: Artikelliste",
  "box-configurator": "Shop: Schachtel-Konfigurator",
  cart: "Shop: Warenkorb",
  category: "Shop: Kategorie",
  checkout: "Shop: Kasse",
  "company-switcher": "Shop: Firmenwechsel",
  contact: "Shop: Kontaktformular",
  header: "Shop: Kopfzeile",
  "mat-configurator": "Shop: Passepartout-Konfigurator",
  "product-detail": "Shop: Produktseite",
  "promo-list": "Shop: Aktionen",
  registration: "Shop: Registrierung",
  "request-offer": "Shop: Angebotsanfrage",
  "search-results": "Shop: Suchergebnisse",
  "thank-you": "Shop: Danke-Seite",
  tracking: "Shop: Sendungsverfolgung",
  trust: "Shop: Vertrauensblock",
  "vat-modal": "Shop: USt-Abfrage",
};

export { LANGUAGES };
