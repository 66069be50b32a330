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

/** The explained qualities `text` names, in the order of WORDS, each once. */
export function tradeWords(text: string | null | undefined): ExplainedQuality[] {
  let rest = fold(text ?? "");
  const found: ExplainedQuality[] = [];
  for (const [code, pattern] of WORDS) {
    if (pattern.test(rest)) {
      found.push(code);
      rest = rest.replace(new RegExp(pattern.source, "g"), " ");
    }
  }
  return found;
}
