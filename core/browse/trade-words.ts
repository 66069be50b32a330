// Trade words in property values ("ligninfrei, gepuffert", "lignin-free", "sans lignine", "PAT",
// "FSC Mix"): which of the explained qualities (core/catalog/qualities.ts) a text names, in
// German, English or French, so the list and the filters explain each where it appears. "ungepuffert"
// is not "gepuffert": the longer word is tried first and its match is taken out of the text.
import type { ExplainedQuality } from "../catalog/qualities.ts";
import { fold } from "./fold.ts";

/** Patterns over folded text, most specific first. */
const WORDS: readonly [ExplainedQuality, RegExp][] = [
  ["unbuffered", /\b(ungepuffert|unbuffered|non[- ]tamponne|sans reserve alcaline)\b/],
  ["buffered", /\b(gepuffert|buffered|tamponne|reserve alcaline)\b/],
  ["lignin-free", /\b(ligninfrei|lignin[- ]free|sans lignine)\b/],
  ["acid-free", /\b(saurefrei|acid[- ]free|sans acide|neutre)\b/],
  ["pat-tested", /\b(pat[- ]?(gepruft|tested|teste)?|photographic activity test)\b/],
  ["museum", /\b(museumsqualitat|museum quality|museum|qualite musee)\b/],
  ["fsc", /\bfsc\b/],
];

/** Answers by text: a list shows the same few values in every row, and each render asks again. */
const known = new Map<string, readonly ExplainedQuality[]>();

/** The explained qualities `text` names, in the order it names them, each once. */
export function tradeWords(text: string | null | undefined): readonly ExplainedQuality[] {
  const key = text ?? "";
  let found = known.get(key);
  if (!found) {
    found = findTradeWords(key);
    if (known.size > 500) known.clear();
    known.set(key, found);
  }
  return found;
}

function findTradeWords(text: string): ExplainedQuality[] {
  let rest = fold(text);
  const found: { code: ExplainedQuality; at: number }[] = [];
  for (const [code, pattern] of WORDS) {
    const match = pattern.exec(rest);
    if (match) {
      found.push({ code, at: match.index });
      // Blanked, not cut out: the later words keep their places.
      rest = rest.replace(new RegExp(pattern.source, "g"), (word) => " ".repeat(word.length));
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.code);
}
