// The CRM model the functions expect, in one place (docs/decisions/hubspot-crm-model.md): the custom
// objects with their properties, the shop's properties on HubSpot's standard objects, and the
// associations between them. `npm run crm:setup` creates it in a portal through the schemas and
// properties APIs (hubspot/setup-crm.mjs); the local CRM is seeded with it (demo/local-hubspot/).
import { CONTACT_TOPICS, SALUTATIONS } from "../../../core/api/contact-form.ts";
import { DELIVERY_STATES, FORWARDER_ARRANGEMENTS } from "../../../core/api/delivery.ts";
import { VAT_REVIEW } from "../../../core/api/registration.ts";

export interface PropertyDef {
  name: string;
  label: string;
  type: "string" | "number" | "bool" | "enumeration" | "datetime" | "date";
  fieldType: "text" | "textarea" | "number" | "booleancheckbox" | "select" | "date";
  /** A value no two records share: read by it with `idProperty` (no search, no index delay). */
  hasUniqueValue?: boolean;
  options?: { label: string; value: string }[];
}

export interface CustomObjectDef {
  /** The schema's name; the functions address the object type as `p_<name>`. */
  name: string;
  labels: { singular: string; plural: string };
  primaryDisplayProperty: string;
  requiredProperties: string[];
  searchableProperties: string[];
  properties: PropertyDef[];
  /** Standard object types (COMPANY, CONTACT, DEAL) or custom objects of this model (their `name`) it is associated with. */
  associatedObjects: string[];
}

const text = (name: string, label = name): PropertyDef => ({ name, label, type: "string", fieldType: "text" });
const longText = (name: string, label = name): PropertyDef => ({ name, label, type: "string", fieldType: "textarea" });
const unique = (name: string, label = name): PropertyDef => ({ ...text(name, label), hasUniqueValue: true });
const number = (name: string, label = name): PropertyDef => ({ name, label, type: "number", fieldType: "number" });
const choice = (name: string, label: string, values: readonly string[]): PropertyDef => ({
  name,
  label,
  type: "enumeration",
  fieldType: "select",
  options: values.map((value) => ({ label: value, value })),
});

/** A deal's address fields (section 3), each kept as `invoice_<field>` and `delivery_<field>`. */
export const DEAL_ADDRESS_FIELDS = [
  "email",
  "phone_number",
  "abbreviation",
  "address_city",
  "address_country",
  "address_post_code",
  "addressline1",
  "addressline3",
  "orderrecipient",
] as const;

/** The languages besides German whose texts an article carries as `<property>_<language>`. */
export const TRANSLATED_LANGUAGES = ["en", "fr"] as const;

/** Article properties whose values are words a shopper reads: German in the property, others beside it. */
export const TRANSLATED_ARTICLE_PROPERTIES = [
  "kurzbeschreibung",
  "beschreibung1",
  "beschreibung2",
  "material",
  "farbe",
  "typ",
  "qual",
  "availability",
  "ve",
  "lieferzeit_0_49",
  "lieferzeit_50_199",
  "lieferzeit_200_",
  "requested_delivery_time",
];

const MEASURES = ["dicke", "flgewicht", "format", "innenmass", "aussenmass", "durchmesser", "laenge", "breite"];

/** The specification's article properties (section 3), as CRM properties. */
const ARTICLE_PROPERTIES: PropertyDef[] = [
  unique("artnr", "Artikelnummer"),
  text("external_id"),
  ...TRANSLATED_ARTICLE_PROPERTIES.flatMap((name) => [longText(name), ...TRANSLATED_LANGUAGES.map((l) => longText(`${name}_${l}`))]),
  ...["fsc", "fsc_artikel", "es", "on_off", "stueckzahl"].map((name) => text(name)),
  longText("image_urls", "Bilder (Komma-Liste)"),
  text("aehnliche_artikel"),
  text("zusatz_artikel"),
  number("requested_delivery_amount"),
  ...MEASURES.flatMap((name) => [text(name), text(`${name}_inch`)]),
  // The product page's fields that are not article properties of section 3, kept with the article.
  text("unit", "Einheit"),
  number("kleinste_bestelleinheit"),
  text("sperrgut_artikel"),
  text("class_3_description"),
  text("volume"),
  text("weight"),
  text("nettogewicht"),
  text("order_item_unit"),
  text("category_ids", "Kategorien (Semikolon-Liste)"),
  // A promotion (docs/api.md#promotions): its end date and the most pieces one order may hold.
  text("aktion_bis"),
  number("aktion_max_menge"),
  // The product page's long text (a site search hit's product) and the related articles' suggestions:
  // the articles of its category with the nearest measures, nearest first, written when the catalogue
  // changes (docs/decisions/hubspot-browse.md#the-article-lists).
  longText("description", "Produktbeschreibung"),
  text("suggested_articles", "Vorschläge: nächste Maße in der Kategorie (Komma-Liste)"),
];

export const ARTICLE: CustomObjectDef = {
  name: "shop_article",
  labels: { singular: "Artikel", plural: "Artikel" },
  primaryDisplayProperty: "artnr",
  requiredProperties: ["artnr"],
  searchableProperties: ["artnr", "kurzbeschreibung", "beschreibung1"],
  properties: ARTICLE_PROPERTIES,
  associatedObjects: [],
};

/**
 * A price list (section 3: itemInUnit and scaled_price) for an article: the list price when company_id
 * is empty, else the company's own; one per currency. Its key `<article>|<company>|<currency>` lets a
 * function read the company's list and the list price in one batch read.
 */
export const PRICE_LIST: CustomObjectDef = {
  name: "shop_price_list",
  labels: { singular: "Preisliste", plural: "Preislisten" },
  primaryDisplayProperty: "price_list_key",
  requiredProperties: ["price_list_key", "article_id", "item_in_unit", "scaled_price"],
  searchableProperties: ["article_id"],
  properties: [
    unique("price_list_key"),
    text("article_id"),
    text("company_id"),
    text("currency"),
    number("item_in_unit"),
    longText("scaled_price", "Staffelpreise (JSON: [{quantity, price}])"),
    // While the article is a special offer: the scale without it, the promotional list's regular price.
    longText("regular_scaled_price", "Staffelpreise ohne Aktion (JSON, nur während einer Aktion)"),
  ],
  associatedObjects: [],
};

/** A session's cart: found by its sessionid (unique, so read without a search), its lines associated. */
export const CART: CustomObjectDef = {
  name: "shop_cart",
  labels: { singular: "Warenkorb", plural: "Warenkörbe" },
  primaryDisplayProperty: "sessionid",
  requiredProperties: ["sessionid"],
  searchableProperties: ["sessionid"],
  properties: [unique("sessionid")],
  associatedObjects: ["shop_order_item"],
};

/** One cart line (section 7's order item), priced by the function, never by the browser. */
export const ORDER_ITEM: CustomObjectDef = {
  name: "shop_order_item",
  labels: { singular: "Bestellposition", plural: "Bestellpositionen" },
  primaryDisplayProperty: "artikel",
  requiredProperties: ["article_id", "menge", "sessionid"],
  searchableProperties: ["sessionid", "artikel_nummer"],
  properties: [
    ...["volume", "artikel_nummer", "article_slug", "artikel", "sessionid", "nettogewicht", "einheit", "article_id"].map((n) => text(n)),
    ...["image_url", "description", "configuration", "configuration_query"].map((n) => longText(n)),
    number("menge"),
    number("preis"),
    text("company_id"),
    text("sperrgut_artikel"),
    text("restant"),
  ],
  associatedObjects: ["DEAL"],
};

/** A contact person of a company (section 3's ansprechpartner), the logged-in member's link to their companies. */
export const CONTACT_PERSON: CustomObjectDef = {
  name: "ansprechpartner",
  labels: { singular: "Ansprechpartner", plural: "Ansprechpartner" },
  primaryDisplayProperty: "ansprechpartner_id",
  requiredProperties: ["ansprechpartner_id"],
  searchableProperties: ["ansprechpartner_id", "email"],
  properties: [
    unique("ansprechpartner_id"),
    ...["firstname", "lastname", "email", "phone", "customer_number", "active"].map((n) => text(n)),
  ],
  associatedObjects: ["COMPANY", "CONTACT"],
};

/**
 * The shop's settings an owner changes in HubSpot without a deployment (VAT by country, shipping fees,
 * the configurators' boards and price rules): one record per key, its value JSON that the function
 * reading it checks with a valibot schema (docs/decisions/hubspot-crm-model.md#settings).
 */
export const SETTING: CustomObjectDef = {
  name: "shop_setting",
  labels: { singular: "Shop-Einstellung", plural: "Shop-Einstellungen" },
  primaryDisplayProperty: "setting_key",
  requiredProperties: ["setting_key", "value"],
  searchableProperties: ["setting_key"],
  properties: [unique("setting_key"), longText("value", "Wert (JSON)"), longText("description", "Beschreibung")],
  associatedObjects: [],
};

/** A category's words a shopper reads: German in the property, English and French beside it. */
export const TRANSLATED_CATEGORY_PROPERTIES = ["name", "summary", "description"];

/**
 * The category tree (docs/api.md#browsing): a super-category is a record without super_category_id, a
 * product category names its super-category and, as a sub-category, its parent. Ids are unique across
 * both levels. The tile's picture and article count are written when the catalogue changes, so the
 * tree is read in one list request, without counting articles (docs/decisions/hubspot-browse.md#the-category-tree).
 */
export const CATEGORY: CustomObjectDef = {
  name: "shop_category",
  labels: { singular: "Kategorie", plural: "Kategorien" },
  primaryDisplayProperty: "name",
  requiredProperties: ["category_id", "name"],
  searchableProperties: ["category_id", "name"],
  properties: [
    unique("category_id", "Kategorie-ID"),
    ...TRANSLATED_CATEGORY_PROPERTIES.flatMap((name) => [longText(name), ...TRANSLATED_LANGUAGES.map((l) => longText(`${name}_${l}`))]),
    text("super_category_id", "Oberkategorie (leer: selbst eine Oberkategorie)"),
    text("parent_category_id", "Elternkategorie einer Unterkategorie"),
    number("sort_order", "Reihenfolge"),
    text("anchor", "Abschnitt der Startseite (Oberkategorie)"),
    text("columns", "Spalten der Artikelliste (Komma-Liste)"),
    text("image_url", "Bild der Kachel"),
    number("article_count", "Artikel mit Unterkategorien"),
  ],
  associatedObjects: [],
};

/** In the order they can be created: an object names only those before it among its associations. */
export const CUSTOM_OBJECTS: CustomObjectDef[] = [ARTICLE, PRICE_LIST, ORDER_ITEM, CART, CONTACT_PERSON, SETTING, CATEGORY];

/** The shop's properties on HubSpot's standard objects. */
export const STANDARD_PROPERTIES: Record<"companies" | "deals" | "contacts" | "tickets", PropertyDef[]> = {
  companies: [
    unique("shop_company_id", "Shop-Firmen-ID"),
    { name: "can_switch_gross_net", label: "Darf brutto/netto wechseln", type: "bool", fieldType: "booleancheckbox" },
    text("ust", "Steuerstatus (3: umsatzsteuerfrei)"),
    // Configured boxes and mats are priced by rule, not from a price list: the company's discount on them.
    number("shop_discount_percent", "Rabatt auf konfigurierte Artikel (%)"),
    // A company that registered online (docs/decisions/hubspot-accounts.md): what the sales team reviews.
    text("shop_vat_id", "USt-IdNr."),
    text("shop_legal_form", "Rechtsform"),
    longText("shop_invoice_purchase", "Antrag auf Kauf auf Rechnung (JSON, mit Unterschrift)"),
    unique("shop_registration_request_id", "Registrierung (requestId)"),
  ],
  // The member (CMS memberships log in contacts): the registration recorded here is what makes HubSpot
  // send the invitation (docs/decisions/hubspot-accounts.md#invitation).
  contacts: [
    choice("shop_salutation", "Anrede (Shop)", SALUTATIONS),
    text("shop_language", "Sprache im Shop"),
    choice("shop_registration", "Online-Zugang beantragt als", ["private", "company", "existing"]),
    { name: "shop_registered_at", label: "Online-Zugang beantragt am", type: "datetime", fieldType: "date" },
    text("shop_registration_request_id", "Registrierung (requestId)"),
    choice("shop_vat_review", "USt-IdNr. prüfen", VAT_REVIEW),
    // The times (ms, JSON) of this e-mail's recent attempts: the per-address limits of register and contact.
    longText("shop_register_attempts", "Registrierungsversuche (JSON)"),
    longText("shop_message_attempts", "Kontaktnachrichten (JSON)"),
  ],
  // A message of the contact dialog, filed once per requestId.
  tickets: [
    unique("shop_request_id", "Kontaktanfrage (requestId)"),
    choice("shop_contact_topic", "Thema", CONTACT_TOPICS),
    text("shop_language", "Sprache im Shop"),
    text("shop_reference", "Kunden- oder Bestellnummer (angegeben)"),
  ],
  deals: [
    // Section 3's order record (createdate is HubSpot's own, set by the CRM) …
    unique("shop_request_id"),
    text("sessionid"),
    number("calculatedamount"),
    longText("note"),
    text("ansprechpartner_id"),
    ...(["invoice", "delivery"] as const).flatMap((variant) => DEAL_ADDRESS_FIELDS.map((field) => text(`${variant}_${field}`))),
    // … and what the shop keeps besides it (docs/decisions/hubspot-crm-model.md#deals).
    choice("shop_deal_type", "Art (Bestellung, Angebotsanfrage)", ["order", "quotation", "quotation_guest"]),
    ...["shop_language", "shop_company_id", "shop_customer_type", "shop_vat_id", "shop_currency"].map((n) => text(n)),
    choice("shop_delivery_type", "Versandart", ["parcel-service", "freight-forwarder"]),
    choice("shop_payment_method", "Zahlungsart", ["paypal", "card", "invoice", "prepayment"]),
    choice("shop_payment_status", "Zahlungsstatus (die Zahlungsfunktionen setzen paid)", ["open", "paid"]),
    // What the payment functions record with paid (docs/decisions/hubspot-payment.md): the provider's
    // reference (PayPal's capture, the card charge), when, and the PayPal order made for the deal.
    text("shop_payment_reference", "Zahlungsreferenz des Anbieters (PayPal-Capture, Kartenbelastung)"),
    { name: "shop_paid_at", label: "Bezahlt am", type: "datetime", fieldType: "date" },
    text("shop_paypal_order_id", "PayPal-Bestellung zu diesem Deal"),
    ...["shop_net_total", "shop_shipping_fee", "shop_packaging_cost", "shop_vat_percent", "shop_vat_total", "shop_freight_cost"].map((n) =>
      number(n),
    ),
    longText("shop_lines", "Positionen wie bestellt (JSON)"),
    // Delivery (docs/decisions/hubspot-delivery.md): what the ERP writes when it ships, the parcels (its
    // numbers again as words for the tracking-number search) or the booked forwarder …
    longText("shop_parcels", "Pakete (JSON: carrier, trackingNumber, shippedAt; status, expectedDelivery, events wo das ERP sie kennt)"),
    text("shop_tracking_numbers", "Sendungsnummern (durch Leerzeichen getrennt, für die Suche)"),
    text("shop_forwarder_name", "Spedition"),
    text("shop_forwarder_phone", "Spedition: Telefon"),
    choice("shop_forwarder_arrangement", "Spedition: Zustellung", FORWARDER_ARRANGEMENTS),
    choice("shop_forwarder_status", "Spedition: Status", DELIVERY_STATES),
    { name: "shop_expected_delivery", label: "Spedition: Liefertag (vereinbart oder erwartet)", type: "date", fieldType: "date" },
    // … and what the delivery function keeps: the carriers' last answers, the wrong postcodes of look-ups.
    longText("shop_parcel_status", "Letzter Stand der Paketdienste (JSON, schreibt die Funktion delivery)"),
    longText("shop_lookup_attempts", "Falsche Postleitzahlen der Sendungsverfolgung (JSON: Zeiten)"),
  ],
};

/** How the functions address a custom object type in HubSpot's API. */
export const objectType = (def: CustomObjectDef) => `p_${def.name}`;
