// A message's translation from the lingui catalogs (locales/<lang>/<catalog>.po), for the few words
// the theme writes server-side (the product fallback's article number).
import fs from "node:fs";

export const LANGUAGES = ["de", "en", "fr"];

/** The msgstr of `msgid` in locales/<lang>/<catalog>.po; the msgid itself when untranslated (German). */
export function translation(lang, catalog, msgid) {
  const po = fs.readFileSync(`locales/${lang}/${catalog}.po`, "utf8");
  const at = po.indexOf(`msgid ${JSON.stringify(msgid)}\nmsgstr `);
  if (at < 0) throw new Error(`locales/${lang}/${catalog}.po has no msgid ${JSON.stringify(msgid)}`);
  const line = po.slice(at).split("\n")[1];
  return JSON.parse(line.slice("msgstr ".length)) || msgid;
}
