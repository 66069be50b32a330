// The page templates a shop owner starts from, one per route of the shop (docs/decisions/pages-and-routes.md):
// a base layout with the site-wide settings in the head and the header module, and a page per route
// holding a drag-and-drop area with its element's module. The annotations are HubSpot's
// (templateType, isAvailableForNewContent, label), as in HubSpot/cms-theme-boilerplate.

/** [file, label, modules in the page's area]. */
export const PAGES = [
  ["start", "Shop: Startseite", ["promo-list", "article-list", "trust"]],
  ["product", "Shop: Produkt (dynamische Seite der Artikel)", ["product-detail"]],
  ["category", "Shop: Kategorie", ["category"]],
  ["cart", "Shop: Warenkorb", ["cart"]],
  ["checkout", "Shop: Kasse", ["checkout"]],
  ["thank-you", "Shop: Danke", ["thank-you"]],
  ["offer", "Shop: Angebot anfragen", ["request-offer"]],
  ["configurator", "Shop: Konfiguratoren", ["box-configurator", "mat-configurator"]],
  ["search-results", "Shop: Suchergebnisse", ["search-results"]],
  ["registration", "Shop: Registrierung", ["registration"]],
  ["contact", "Shop: Kontakt", ["contact"]],
  ["tracking", "Shop: Sendungsverfolgung", ["tracking"]],
];

export const BASE_LAYOUT = `<!--
  templateType: none
-->
{# Written by scripts/hubspot-theme.mjs; the shop's pages extend it. #}
<!doctype html>
<html lang="{{ html_lang }}" {{ html_lang_dir }}>
  <head>
    <meta charset="utf-8">
    <title>{{ page_meta.html_title }}</title>
    <meta name="description" content="{{ page_meta.meta_description }}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="shop-api-root" content="{{ theme.shop.api_root|default("/_hcms/api/", true)|escape_attr }}">
    {{ standard_header_includes }}
  </head>
  <body>
    {% block header %}
      {% module "shop_header" path="../../modules/header.module" %}
    {% endblock header %}
    <main id="main-content">
      {% block body %}
      {% endblock body %}
    </main>
    {{ standard_footer_includes }}
  </body>
</html>
`;

/** A route's template. The product's is a dynamic page: its data source (the shop_article object) is set in the page's settings. */
export function pageTemplate([file, label, modules]) {
  const dynamic = file === "product";
  return `<!--
  templateType: page
  isAvailableForNewContent: true
  label: ${label}
-->
{# Written by scripts/hubspot-theme.mjs.${dynamic ? " A dynamic page: Settings → Advanced → Dynamic pages, data source: the CRM object shop_article (artnr as the slug); dynamic_page_crm_object is then the article." : ""} #}
{% extends "./layouts/base.html" %}
{% block body %}
{% dnd_area "main" label="Shop" %}
  {% dnd_section %}
${modules.map((folder) => `    {% dnd_module path="../modules/${folder}.module" %}\n    {% end_dnd_module %}`).join("\n")}
  {% end_dnd_section %}
{% end_dnd_area %}
{% endblock body %}
`;
}
