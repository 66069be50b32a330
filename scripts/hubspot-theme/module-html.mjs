// module.html of an element's module: the stylesheet and the element's loader once per page
// (require_css, require_js with type module), its modulepreload links and the page language's
// catalogs in the head (require_head), and the element with its data block as a child script
// (block-hubl.mjs). The product module adds the product from the dynamic page's CRM article and the
// server-rendered fallback inside the element (docs/decisions/hubspot-theme.md).
import { json, memberValue, objectHubl } from "./block-hubl.mjs";
import { LANGUAGES, translation } from "./catalog.mjs";

/** The bundle's folder, a theme setting (docs/decisions/hubspot-theme.md: why not theme assets). */
export const BUNDLE = 'theme.shop.bundle_url|default("/hubfs/shop-widgets/", true)';

/** The page's language, first two letters. */
const LANGUAGE = 'content.language.languageTag|default("de", true)|lower';

/** The product block's fields from the CRM article of a dynamic page (as hubspot/functions/shop/list-articles.ts maps them). */
const CRM_PRODUCT = [
  ["article_id", "id", true],
  ["artikel", "beschreibung1", true],
  ["article_number", "artnr", true],
  ["unit", "unit"],
  ["volume", "volume"],
  ["weight", "weight"],
  ["nettogewicht", "nettogewicht"],
  ["format", "format"],
  ["color", "farbe"],
  ["thickness", "dicke"],
  ["orderItemUnit", "order_item_unit"],
  ["description", "description"],
  ["sperrgut_artikel", "sperrgut_artikel"],
  ["kleinste_bestelleinheit", "kleinste_bestelleinheit"],
  ["class_3_description", "class_3_description"],
];
const crm = (property) => `dynamic_page_crm_object.${property}`;
const CRM_MEMBERS = [
  ...CRM_PRODUCT.map(([name, property, required]) => ({
    name,
    kind: "page",
    expr: crm(property),
    when: required ? undefined : crm(property),
  })),
  { name: "images", kind: "page", expr: `${crm("image_urls")}|split(",")`, when: crm("image_urls") },
];

/** The product member: the dynamic page's article when there is one, else the module's fields. */
function productValue(m, counter) {
  if (m.name !== "product") return memberValue(m, counter);
  return [
    "{% if dynamic_page_crm_object %}",
    objectHubl(CRM_MEMBERS, counter, memberValue),
    "{% else %}",
    memberValue(m, counter),
    "{% endif %}",
  ].join("\n");
}

/** The number line in the page's language, from the product-detail catalog's "Art.-Nr. {0}". */
function numberLine() {
  const [de, ...others] = LANGUAGES.map((lang) => [lang, translation(lang, "product-detail", "Art.-Nr. {0}")]);
  const text = (words) => words.replace("{0}", "{{ fallback_number|escape }}");
  return [
    ...others.map(([lang, words], i) => `{% ${i ? "elif" : "if"} shop_language is string_startingwith("${lang}") %}${text(words)}`),
    `{% else %}${text(de[1])}{% endif %}`,
  ].join("");
}

/** The product's server-side fallback, shown by the element until it is ready (issue 32, item 3). */
function productFallback() {
  return `{% if dynamic_page_crm_object %}
{% set fallback_name = ${crm("beschreibung1")} %}
{% set fallback_number = ${crm("artnr")} %}
{% set fallback_description = ${crm("description")} %}
{% set fallback_picture = ${crm("image_urls")}|default("", true)|split(",")|first %}
{% else %}
{% set fallback_name = module.product.artikel %}
{% set fallback_number = module.product.article_number %}
{% set fallback_description = module.product.description %}
{% set fallback_picture = module.product.images|first %}
{% endif %}
{% set fallback_picture = fallback_picture|default("", true)|trim %}
<div slot="fallback" class="shop-product-fallback">
  <h1 class="shop-product-fallback-name">{{ fallback_name|escape }}</h1>
  {% if fallback_picture is string_startingwith("https://") or (fallback_picture is string_startingwith("/") and not fallback_picture is string_startingwith("//")) %}<img class="shop-product-fallback-picture" src="{{ fallback_picture|escape_attr }}" alt="{{ fallback_name|escape_attr }}">{% endif %}
  <p class="shop-product-fallback-number">${numberLine()}</p>
  {% if fallback_description %}<p class="shop-product-fallback-description">{{ fallback_description|escape }}</p>{% endif %}
</div>`;
}

/** The head links: the element's module, its imports, its first screen's files and the page language's catalogs. */
function preloadLinks(files) {
  const link = (file) => `<link rel="modulepreload" href="{{ shop_bundle|escape_attr }}${file.replace(/^\.\//, "")}">`;
  const catalogs = (lang) => files.catalogs[lang].map(link).join("\n");
  const [de, ...others] = LANGUAGES;
  return [
    "{% require_head %}",
    ...[files.element, ...files.imports, ...files.firstScreen].map(link),
    ...others.map((lang, i) => `{% ${i ? "elif" : "if"} shop_language is string_startingwith("${lang}") %}\n${catalogs(lang)}`),
    `{% else %}\n${catalogs(de)}\n{% endif %}`,
    "{% end_require_head %}",
  ].join("\n");
}

/** module.html of an element. */
export function moduleHtml({ folder, tag }, members, preload) {
  const counter = { next: 0 };
  const writeValue = folder === "product-detail" ? productValue : memberValue;
  return `{# Written by scripts/hubspot-theme.mjs from widgets/${folder}/meta.ts and dist/preload.json; edit there, not here. #}
{% set shop_bundle = ${BUNDLE} %}
{% set shop_language = ${LANGUAGE} %}
{{ require_css(shop_bundle ~ "shop-widgets.css") }}
{{ require_js(shop_bundle ~ "${tag}.js", {"position": "head", "type": "module"}) }}
${preloadLinks(preload)}
<${tag}>
<script type="application/json">
${objectHubl(members, counter, writeValue)}
</script>
${folder === "product-detail" ? `${productFallback()}\n` : ""}</${tag}>
`;
}

export { json };
