// related-articles/get's rule (docs/api.md#related-articles): the listed ids first, in their order
// (unknown ones, repeats and the article itself skipped), then, when suggestions are asked for (only
// with an article), the articles of the same category whose measures are nearest, up to the limit.
import { MEASURE_COLUMNS } from "../../core/catalog/filter-columns.ts";
import { categoryArticles, findArticle } from "./catalogue.ts";
import type { FixtureArticle } from "./fixtures.ts";

/** A measure's numbers in mm (g/m² stay as they are): "30 × 40 cm" → [300, 400], "50 m" → [50000]. */
function measureNumbers(text: string | null | undefined): number[] {
  if (!text) return [];
  const factor = /\bcm\b/.test(text) ? 10 : /\d\s*m$/.test(text) ? 1000 : 1;
  return [...text.matchAll(/\d+(?:,\d+)?/g)].map((m) => Number(m[0].replace(",", ".")) * factor);
}

const measuresRead = new WeakMap<FixtureArticle, number[][]>();

/** An article's measures per column as the logarithms of their numbers (+1), read once: the CRM seed measures the whole catalogue. */
function measuresOf(article: FixtureArticle): number[][] {
  let measures = measuresRead.get(article);
  if (!measures) {
    measures = MEASURE_COLUMNS.map((column) => measureNumbers(article.properties[column]).map((n) => Math.log(n + 1)));
    measuresRead.set(article, measures);
  }
  return measures;
}

/** How far apart two articles' measures are: the sum of log ratios; a measure only one has counts 1. */
export function measureDistance(a: FixtureArticle, b: FixtureArticle): number {
  let distance = 0;
  const [left, right] = [measuresOf(a), measuresOf(b)];
  for (let column = 0; column < left.length; column++) {
    const x = left[column] ?? [];
    const y = right[column] ?? [];
    if (x.length !== y.length) distance += 1;
    else for (let i = 0; i < x.length; i++) distance += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  }
  return distance;
}

export interface RelatedQuery {
  /** The product whose articles these are; none for a CMS's list (no suggestions then). */
  article: FixtureArticle | undefined;
  ids: readonly string[];
  suggest: boolean;
  limit: number;
}

/** The related articles, in order. */
export function relatedArticles({ article, ids, suggest, limit }: RelatedQuery): FixtureArticle[] {
  const seen = new Set(article ? [article.id] : []);
  const result: FixtureArticle[] = [];
  const take = (candidate: FixtureArticle | undefined) => {
    if (!candidate || seen.has(candidate.id) || result.length >= limit) return;
    seen.add(candidate.id);
    result.push(candidate);
  };
  for (const id of ids) take(findArticle(id));
  if (article && suggest && result.length < limit) for (const candidate of nearestArticles(article)) take(candidate);
  return result;
}

/**
 * The other articles of the article's category (and its sub-categories), nearest measures first, the
 * lower id first among equals: the suggestions, which the CRM seed keeps on the article (crm-seed-browse.ts).
 */
export function nearestArticles(article: FixtureArticle): FixtureArticle[] {
  return categoryArticles(article.categoryId)
    .filter((candidate) => candidate.id !== article.id)
    .map((candidate) => ({ candidate, distance: measureDistance(article, candidate) }))
    .sort((a, b) => a.distance - b.distance || a.candidate.id.localeCompare(b.candidate.id))
    .map(({ candidate }) => candidate);
}
