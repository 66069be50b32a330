// Articles as the contract answers them (docs/api.md#articles): the requested properties of the
// article model only, the words in the page's language (German where a translation is missing).
import { ARTICLE, objectType, TRANSLATED_ARTICLE_PROPERTIES } from "../crm/model.ts";
import type { Crm } from "../crm/client.ts";
import { batchRead, type CrmRecord } from "../crm/objects.ts";

const ARTICLE_TYPE = objectType(ARTICLE);
const KNOWN = new Set(ARTICLE.properties.map((p) => p.name));
const TRANSLATED = new Set(TRANSLATED_ARTICLE_PROPERTIES);

/** The CRM properties to read for `requested` in `language`: only the model's, with their translation. */
export function crmProperties(requested: readonly string[], language: string): string[] {
  const known = requested.filter((name) => KNOWN.has(name));
  const translations = language === "de" ? [] : known.filter((n) => TRANSLATED.has(n)).map((n) => `${n}_${language}`);
  return [...new Set([...known, ...translations, "hs_object_id"])];
}

/** A property's value in `language`: its translation, else the German text. */
export const valueIn = (record: CrmRecord, name: string, language: string): string | null =>
  (language !== "de" && TRANSLATED.has(name) ? record.properties[`${name}_${language}`] : null) || record.properties[name] || null;

/** The article record as the contract answers it: every requested property, null when unset or unknown. */
export function articleAnswer(record: CrmRecord, requested: readonly string[], language: string) {
  const properties = Object.fromEntries(
    requested.map((name) => [name, KNOWN.has(name) || name === "hs_object_id" ? valueIn(record, name, language) : null]),
  );
  return { id: record.id, archived: record.archived, createdAt: record.createdAt, updatedAt: record.updatedAt, properties };
}

/** The articles with these ids (hs_object_id), unknown ones left out. */
export const readArticles = (crm: Crm, ids: readonly string[], properties: readonly string[]) =>
  batchRead(crm, ARTICLE_TYPE, ids, properties);
