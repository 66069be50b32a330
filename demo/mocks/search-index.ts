// What the fake site search (handlers-search.ts) searches: every article of the catalogue (the fixtures
// and the generated ones, category 21's 2,000 boxes among them), the catalogue's categories, the start
// page's super-category sections and the content pages of demo/storefront/content-pages.json, in three
// languages. Each URL is a page the demo server serves (test/node/search-hits.test.mjs). Made on the
// first search in a language and kept: the words of every hit are folded once (search-match.ts), so a
// search is a pass of string lookups over 2,500 hits.
import type { SearchType } from "../../core/api/search-types.ts";
import contentPages from "../storefront/content-pages.json";
import { shopPath } from "../storefront/route.ts";
import { allArticles, categoryArticles } from "./catalogue.ts";
import { CATEGORIES, categoryUrl, SUPER_CATEGORIES, superCategoryUrl } from "./catalogue-tree.ts";
import type { FixtureArticle, Language } from "./fixtures.ts";
import { addWords, type HitKeys, hitKeys, type Vocabulary } from "./search-match.ts";

export interface IndexedHit {
  id: string;
  type: SearchType;
  title: string;
  description: string | null;
  url: string;
  /** An article hit's article. */
  article?: FixtureArticle;
  imageUrl?: string | null;
  /** What the term is looked for in. */
  keys: HitKeys;
}

export interface LanguageIndex {
  hits: readonly IndexedHit[];
  /** The words of the hits' titles (and their articles' type, material, colour and category), for the nearest spelling. */
  vocabulary: Vocabulary;
}

const LANGUAGES: readonly Language[] = ["de", "en", "fr"];

const joined = (texts: readonly (string | null | undefined)[]) => texts.filter(Boolean).join(" ");
const withKeys = (
  hit: Omit<IndexedHit, "keys">,
  more: readonly (string | null | undefined)[],
  facets: readonly (string | null | undefined)[] = [],
): IndexedHit => ({ ...hit, keys: hitKeys(hit.title, joined([hit.description, ...more]), joined(facets)) });

/**
 * The words an article is found by besides its name, for the nearest spelling: its type, material,
 * colour and category, which a German word typed on an English or French page may also match
 * ("archivkartom" → "Archivkarton", the board the folders are made of).
 */
const articleWords = ({ properties: p, categoryId }: FixtureArticle, categoryNames: ReadonlyMap<number, string>) => [
  p.typ,
  p.material,
  p.farbe,
  categoryNames.get(categoryId),
];

/** An article is found by its name, number, type, material and colour, its category's name and its short text; its name stays German (the CRM's). */
function articleHit(article: FixtureArticle, language: Language, categoryNames: ReadonlyMap<number, string>): IndexedHit {
  const { properties: p, product } = article;
  return withKeys(
    {
      id: `article-${article.id}`,
      type: "ARTICLE",
      title: product.artikel,
      description: p.kurzbeschreibung || null,
      url: shopPath("product", language, article.id),
      article,
    },
    [String(product.article_number), p.material, p.farbe, p.beschreibung2],
    [p.typ, categoryNames.get(article.categoryId)],
  );
}

function buildIndex(language: Language): LanguageIndex {
  const categoryNames = new Map(CATEGORIES.map((c) => [c.id, c.name[language]]));
  const content = contentPages.map(({ id, type, title, description, text }) =>
    withKeys(
      {
        id,
        type: type as SearchType,
        title: title[language],
        description: description?.[language] ?? null,
        url: shopPath("content", language, id),
      },
      [text[language]],
    ),
  );
  const categories = CATEGORIES.map((c) =>
    withKeys(
      {
        id: `category-${c.id}`,
        type: "CATEGORY",
        title: c.name[language],
        description: c.summary[language],
        url: categoryUrl(language, c.id),
        imageUrl: categoryArticles(c.id)[0]?.product.images?.[0] ?? null,
      },
      [],
    ),
  );
  /** The start page's overview of each super-category (its categories as tiles), found by their names too. */
  const listings = SUPER_CATEGORIES.map((sup) =>
    withKeys(
      {
        id: `listing-${sup.anchor}`,
        type: "LISTING_PAGE",
        title: sup.name[language],
        description: sup.summary[language],
        url: superCategoryUrl(language, sup),
      },
      CATEGORIES.filter((c) => c.superId === sup.id).map((c) => c.name[language]),
    ),
  );
  const articles = allArticles().map((a) => articleHit(a, language, categoryNames));
  const hits = [...content, ...categories, ...listings, ...articles];
  const vocabulary: Vocabulary = new Map();
  for (const hit of hits) addWords(vocabulary, joined([hit.title, ...(hit.article ? articleWords(hit.article, categoryNames) : [])]));
  return { hits, vocabulary };
}

const built = new Map<Language, LanguageIndex>();

/** The index of a language, made on first use. */
export function searchIndex(language: Language): LanguageIndex {
  let index = built.get(language);
  if (!index) {
    index = buildIndex(language);
    built.set(language, index);
  }
  return index;
}

/** Every URL a hit can have, in every language (test/node/search-hits.test.mjs). */
export const allHitUrls = (): string[] => LANGUAGES.flatMap((language) => searchIndex(language).hits.map((hit) => hit.url));
