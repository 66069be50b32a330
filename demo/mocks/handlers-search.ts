// The fake site search (contract: core/api/search.ts and the README's "API contract"), stateless over
// a small index: the fixture articles as product pages (their names stay German, as in the CRM),
// category overviews, and content pages in three languages. Every word of the term must occur in
// the title or the description (case and accents ignored); title hits come first. `after` is the
// offset of the next page, as text; clients treat it as opaque.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import { MIN_TERM_LENGTH, SEARCH_TYPES, type SearchType } from "../../core/api/search.ts";
import { shopPath } from "../storefront/route.ts";
import { articles, type Language } from "./fixtures.ts";
import { problem, query, withLatency } from "./http-helpers.ts";

interface IndexedPage {
  id: string;
  type: SearchType;
  title: Record<Language, string>;
  description: Record<Language, string> | null;
  url: Record<Language, string>;
}

const same = (text: string): Record<Language, string> => ({ de: text, en: text, fr: text });

/** Product pages: the demo shop's product page for each fixture article, so a hit opens in the demo. */
const productPages: IndexedPage[] = [...articles.values()].map((article) => ({
  id: `product-${article.id}`,
  type: "SITE_PAGE",
  title: same(article.product.artikel),
  description: same(article.properties.kurzbeschreibung || String(article.product.description ?? "")),
  url: { de: shopPath("product", "de", article.id), en: shopPath("product", "en", article.id), fr: shopPath("product", "fr", article.id) },
}));

const listing = (id: string, de: string, en: string, fr: string): IndexedPage => ({
  id: `listing-${id}`,
  type: "LISTING_PAGE",
  title: { de, en, fr },
  description: null,
  // The shop's start page lists the catalogue by category.
  url: { de: `${shopPath("start", "de")}#category-${id}`, en: `${shopPath("start", "en")}#category-${id}`, fr: `${shopPath("start", "fr")}#category-${id}` },
});

const content: IndexedPage[] = [
  {
    id: "page-delivery",
    type: "SITE_PAGE",
    title: { de: "Lieferbedingungen", en: "Delivery terms", fr: "Conditions de livraison" },
    description: {
      de: "Direktbestellung nach Deutschland, Österreich und Frankreich; Sperrgut per Spedition auf Anfrage.",
      en: "Direct orders to Germany, Austria and France; bulky goods by freight forwarder on request.",
      fr: "Commande directe vers l'Allemagne, l'Autriche et la France ; marchandises encombrantes par transporteur sur demande.",
    },
    url: { de: "/lieferbedingungen", en: "/en/delivery-terms", fr: "/fr/conditions-de-livraison" },
  },
  {
    id: "page-shipping",
    type: "SITE_PAGE",
    title: { de: "Versandkosten", en: "Shipping costs", fr: "Frais de port" },
    description: {
      de: "Paketversand innerhalb Deutschlands 5,90 €, ab 250 € Warenwert frei.",
      en: "Parcel delivery within Germany €5.90, free from €250.",
      fr: "Envoi par colis en Allemagne 5,90 €, gratuit dès 250 €.",
    },
    url: { de: "/versandkosten", en: "/en/shipping-costs", fr: "/fr/frais-de-port" },
  },
  {
    id: "guide-archiving",
    type: "KNOWLEDGE_ARTICLE",
    title: { de: "Ratgeber Archivierung", en: "Archiving guide", fr: "Guide de l'archivage" },
    description: {
      de: "Akten, Fotos und Pläne richtig lagern: Klima, Archivboxen und säurefreie Materialien.",
      en: "Storing records, photographs and plans: climate, archival boxes and acid-free materials.",
      fr: "Bien conserver dossiers, photos et plans : climat, boîtes d'archives et matériaux sans acide.",
    },
    url: { de: "/ratgeber/archivierung", en: "/en/guides/archiving", fr: "/fr/guides/archivage" },
  },
  {
    id: "guide-mats",
    type: "KNOWLEDGE_ARTICLE",
    title: { de: "Ratgeber Passepartouts", en: "Mat guide", fr: "Guide des passe-partout" },
    description: {
      de: "Ausschnitt, Karton und Farbe wählen: so rahmen Sie Grafiken und Fotografien konservatorisch.",
      en: "Choosing window, board and colour: framing prints and photographs for conservation.",
      fr: "Choisir la fenêtre, le carton et la couleur : encadrer gravures et photographies.",
    },
    url: { de: "/ratgeber/passepartouts", en: "/en/guides/mats", fr: "/fr/guides/passe-partout" },
  },
  {
    id: "blog-din-iso-16245",
    type: "BLOG_POST",
    title: {
      de: "DIN ISO 16245: Was die Norm von Archivboxen verlangt",
      en: "DIN ISO 16245: what the standard asks of archival boxes",
      fr: "DIN ISO 16245 : ce que la norme exige des boîtes d'archives",
    },
    description: null,
    url: { de: "/blog/din-iso-16245", en: "/en/blog/din-iso-16245", fr: "/fr/blog/din-iso-16245" },
  },
  {
    id: "blog-buffered",
    type: "BLOG_POST",
    title: { de: "Gepuffert oder ungepuffert?", en: "Buffered or unbuffered?", fr: "Tamponné ou non tamponné ?" },
    description: {
      de: "Welches Seidenpapier zu Fotografien, Textilien und Papier passt.",
      en: "Which tissue paper suits photographs, textiles and paper.",
      fr: "Quel papier de soie pour les photographies, les textiles et le papier.",
    },
    url: { de: "/blog/gepuffert-oder-ungepuffert", en: "/en/blog/buffered-or-unbuffered", fr: "/fr/blog/tamponne-ou-non" },
  },
  {
    id: "landing-museums",
    type: "LANDING_PAGE",
    title: { de: "Archivbedarf für Museen und Archive", en: "Supplies for museums and archives", fr: "Fournitures pour musées et archives" },
    description: {
      de: "Rahmenverträge, Firmenpreise und Lieferung auf Rechnung für Institutionen.",
      en: "Framework contracts, company prices and payment on invoice for institutions.",
      fr: "Contrats-cadres, prix entreprise et paiement sur facture pour les institutions.",
    },
    url: { de: "/museen-und-archive", en: "/en/museums-and-archives", fr: "/fr/musees-et-archives" },
  },
  listing("boxes", "Archivboxen", "Archival boxes", "Boîtes d'archives"),
  listing("mats", "Passepartouts", "Mats", "Passe-partout"),
  listing("papers", "Archivpapiere", "Archival papers", "Papiers d'archives"),
];

/** The whole index, content first. */
export const searchIndex: readonly IndexedPage[] = [...content, ...productPages];

/** Lower case, accents and ß folded, so "archiv" finds "Archivbox" and "boite" finds "Boîte". */
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss");

function matches(page: IndexedPage, words: string[], language: Language): "title" | "text" | null {
  const title = fold(page.title[language]);
  const text = `${title} ${fold(page.description?.[language] ?? "")}`;
  if (!words.every((w) => text.includes(w))) return null;
  return words.every((w) => title.includes(w)) ? "title" : "text";
}

/** GET site-search?term&language&limit&after&type. */
const search: HttpResponseResolver = ({ request }) => {
  const term = (query(request, "term") ?? "").trim();
  if (term.length < MIN_TERM_LENGTH) return problem(400, `term must have at least ${MIN_TERM_LENGTH} characters`);
  const limitText = query(request, "limit") ?? "10";
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > 50) return problem(400, "limit must be an integer from 1 to 50");
  const afterText = query(request, "after") ?? "0";
  if (!/^\d+$/.test(afterText)) return problem(400, "after is not a cursor of this search");
  const offset = Number(afterText);
  const types = (query(request, "type") ?? "").split(",").filter(Boolean);
  const unknown = types.filter((t) => !(SEARCH_TYPES as readonly string[]).includes(t));
  if (unknown.length) return problem(400, `Unknown type ${unknown.join(", ")}; known: ${SEARCH_TYPES.join(", ")}`);
  const lang = query(request, "language");
  const language: Language = lang === "en" || lang === "fr" ? lang : "de";

  const words = fold(term).split(/\s+/).filter(Boolean);
  const hits = searchIndex
    .filter((page) => types.length === 0 || types.includes(page.type))
    .map((page) => ({ page, where: matches(page, words, language) }))
    .filter((hit) => hit.where !== null)
    .sort((a, b) => Number(b.where === "title") - Number(a.where === "title"));
  const pageHits = hits.slice(offset, offset + limit);
  const nextOffset = offset + limit;
  return HttpResponse.json({
    results: pageHits.map(({ page }) => ({
      id: page.id,
      title: page.title[language],
      url: page.url[language],
      description: page.description?.[language] ?? null,
      type: page.type,
    })),
    total: hits.length,
    next: nextOffset < hits.length ? { after: String(nextOffset) } : null,
  });
};

export function searchHandlers(latency: number): RequestHandler[] {
  return [http.get("*/_hcms/api/site-search", withLatency(latency, search))];
}
