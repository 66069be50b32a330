// Every word in the page's language, every number in its format (issue 21; docs/decisions/page-language.md).
// Two checks of a demo page's own texts, as test/demo-pages.mjs opens it:
// - no German word of the shop's catalogs on an English or French page: a word of locales/de/*.po
//   (msgid or msgstr) or of the unit table's German forms (core/format/units.ts) that none of the
//   page language's catalog texts or unit words has ("Stück", "Blatt", "Rolle", "Warenkorb");
// - one decimal separator per page, the page language's: "1,6 mm" on an English page beside "1.6–3 mm".
// The texts are what the shop's elements show (shadow roots included: visible text, aria-label,
// placeholder); the fixture data the fake API serves (article names and descriptions, category and
// CMS texts, test/support/fixture-texts.ts) is cut out first, and prices keep their own format
// (docs/decisions/money.md).
import fs from "node:fs";
import { importTs } from "../../scripts/import-ts.mjs";

const LANGUAGES = ["de", "en", "fr"];
const WORD = /\p{L}+/gu;
const MIN_LETTERS = 3;

/** The texts of a .po file's msgid (source) and msgstr (translation) entries. */
function poTexts(file) {
  const texts = { msgid: [], msgstr: [] };
  let current = null;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
    const more = /^"(.*)"$/.exec(line);
    if (start) texts[(current = start[1])].push(JSON.parse(`"${start[2]}"`));
    else if (more && current) texts[current][texts[current].length - 1] += JSON.parse(`"${more[1]}"`);
    else current = null;
  }
  return texts;
}

/** The words of a catalog text, without its placeholders and ICU keywords ({0}, {count, plural, one {…}}). */
function catalogWords(text) {
  const plain = text
    .replace(/\{[\w.]+\}/g, " ")
    .replace(/\{\w+,\s*(?:plural|select|selectordinal),/g, " ")
    .replace(/(?:zero|one|two|few|many|other|=\d+)\s*\{/g, " ");
  return (plain.match(WORD) ?? []).filter((w) => w.length >= MIN_LETTERS).map((w) => w.toLowerCase());
}

/**
 * The data texts the demo writes besides the fixtures' records: the string literals of the fake API's
 * code (the carriers' events, demo/mocks/) and the data blocks of the demo pages (a list's heading).
 */
function demoDataTexts() {
  const literal = /"((?:[^"\\\n]|\\.){3,})"|`([^`]{3,})`|'((?:[^'\\\n]|\\.){3,})'/g;
  const files = [
    ...fs.readdirSync("demo/mocks").map((f) => `demo/mocks/${f}`),
    ...fs
      .readdirSync("demo")
      .filter((f) => f.endsWith(".html"))
      .map((f) => `demo/${f}`),
  ].filter((f) => /\.(ts|html)$/.test(f));
  // A template's fixed pieces ("Die Auftragsdaten wurden vom Absender elektronisch an ${carrier} übermittelt.").
  return files.flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(literal)].flatMap((m) => (m[1] ?? m[2] ?? m[3]).split(/\$\{[^}]*\}/).map((p) => p.trim())),
  );
}

const catalogFiles = (language) =>
  fs
    .readdirSync(`locales/${language}`)
    .filter((f) => f.endsWith(".po"))
    .map((f) => `locales/${language}/${f}`);

/** What the checks need: per language the German-only words and the fixture data texts. */
export async function loadPageLanguageRules() {
  const { UNITS } = await importTs("core/format/units.ts");
  const { fixtureTexts } = await importTs("test/support/fixture-texts.ts");
  const unitForms = (language) => Object.values(UNITS).flatMap((forms) => forms[language]);
  const german = new Set([
    ...catalogFiles("de").flatMap((file) => Object.values(poTexts(file)).flat().flatMap(catalogWords)),
    ...unitForms("de").map((w) => w.toLowerCase()),
  ]);
  const germanUnits = new Set(unitForms("de").map((w) => w.toLowerCase()));
  // A data text that is only an amount of a unit ("1 Rolle") is what the page says itself: not data.
  const onlyUnits = (text) => (text.match(WORD) ?? []).every((w) => germanUnits.has(w.toLowerCase()));
  const rules = {};
  for (const language of LANGUAGES) {
    const own = new Set([
      ...catalogFiles(language).flatMap((file) => poTexts(file).msgstr.flatMap(catalogWords)),
      ...unitForms(language).map((w) => w.toLowerCase()),
    ]);
    rules[language] = {
      foreign: language === "de" ? new Set() : new Set([...german].filter((w) => !own.has(w))),
      data: [...new Set([...fixtureTexts(language), ...demoDataTexts()])]
        // A measure ("1,6 mm") is no data text here: the page formats it (core/format/number.ts).
        .filter((text) => (text.match(WORD) ?? []).some((w) => w.length >= MIN_LETTERS) && !onlyUnits(text))
        .sort((a, b) => b.length - a.length),
      decimal: language === "en" ? "." : ",",
    };
  }
  return rules;
}

/**
 * The texts the shop's elements show on the page, each with the language of its element's data block
 * (German when none says otherwise): visible text nodes and the aria-label and placeholder of visible
 * elements, in every shadow root.
 */
export function shopTexts(page) {
  return page.evaluate(() => {
    const found = [];
    const languageOf = (host) => {
      try {
        return JSON.parse(host.getAttribute("data") ?? "{}").language ?? null;
      } catch {
        return null;
      }
    };
    const visible = (el) => el.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true });
    const walk = (root, language) => {
      for (const node of root.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) {
          const text = node.textContent.replace(/\s+/g, " ").trim();
          if (language && text && node.parentElement && visible(node.parentElement)) found.push({ text, language });
        } else if (node.nodeType === Node.ELEMENT_NODE) {
          if (/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(node.tagName)) continue;
          // Met by no person: hidden from screen readers and off the page (the contact form's honeypot).
          const box = node.getBoundingClientRect();
          if (node.getAttribute("aria-hidden") === "true" && (box.right <= 0 || box.bottom <= 0)) continue;
          const own = node.tagName.startsWith("SHOP-") ? (languageOf(node) ?? language ?? "de") : language;
          if (own && visible(node))
            for (const name of ["aria-label", "placeholder"]) {
              const text = node.getAttribute(name)?.trim();
              if (text) found.push({ text, language: own });
            }
          if (node.shadowRoot) walk(node.shadowRoot, own);
          walk(node, own);
        }
      }
    };
    walk(document.body, null);
    return found;
  });
}

const pieceLike = (text) => (text.match(WORD) ?? []).filter((w) => w.length >= MIN_LETTERS).length >= 2;

/** The text with every fixture data text in it cut out ("Menge von Pergaminpapier auf Rolle" → "Menge von "). */
function withoutData(text, data, hint) {
  let rest = text;
  for (const entry of data) {
    if (hint && !entry.toLowerCase().includes(hint)) continue;
    if (rest.includes(entry)) rest = rest.split(entry).join(" ");
    // A piece of a longer data text (a paragraph of a CMS description): data, when it has two words or more.
    else if (pieceLike(rest) && entry.includes(rest)) return "";
  }
  return rest;
}

/** German words of the shop's catalogs in the page's English or French texts. */
export function foreignWordProblems(texts, rules) {
  const problems = new Set();
  for (const { text: shown, language } of texts) {
    const { foreign, data } = rules[language] ?? rules.de;
    // A data block's field path (“product.artikel”, in a broken block's message) is the CMS's name, no word.
    const text = shown.replace(/[“"]\w+(?:\.\w+|\[\d+\])+[”"]/g, " ");
    const suspect = (t) => (t.match(WORD) ?? []).filter((w) => foreign.has(w.toLowerCase()));
    for (const word of suspect(text))
      if (suspect(withoutData(text, data, word.toLowerCase())).includes(word))
        problems.add(`German word "${word}" on a ${language} page: "${text}"`);
  }
  return [...problems];
}

// A price keeps the format of its currency (docs/decisions/money.md): "1.234,56 €", "£1,234.56".
const MONEY = /\d[\d.,\u00a0\u202f]*\s?€|£\s?\d[\d.,]*/g;
// A number with one separator and not three digits after it has a decimal separator ("1,6", "12.5");
// "2.000" may be a thousand, "12.05.2026" is a date.
const NUMBER = /\d+(?:[.,]\d+)+/g;

/** Decimal separators other than the page language's in the page's own texts. */
export function decimalProblems(texts, rules) {
  const problems = new Set();
  for (const { text, language } of texts) {
    const { data, decimal } = rules[language] ?? rules.de;
    const decimals = (t) =>
      (t.replace(MONEY, " ").match(NUMBER) ?? []).filter((n) => {
        const parts = n.split(/[.,]/);
        return parts.length === 2 && parts[1].length !== 3 && !n.includes(decimal);
      });
    if (decimals(text).length === 0) continue;
    for (const number of decimals(withoutData(text, data, null)))
      problems.add(`"${number}" on a ${language} page, whose decimal separator is "${decimal}": "${text}"`);
  }
  return [...problems];
}
