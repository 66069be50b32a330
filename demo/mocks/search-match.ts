// The fake site search's German-friendly matching (docs/api.md#site-search), pure: words are folded
// (case, accents, ä/ae, ö/oe, ü/ue and ü/u alike, ß/ss), a term's words lose a plural or compound
// ending (-s, -e, -en, -n, -er, -es) and are looked for at the start of a word of the index or inside a
// compound ("deckel" in "Stülpdeckelkarton"). Every word of the term must be found; a word found at the
// start of a title's word counts most. The nearest spelling is the index word with the fewest edits.

/** Lower case without accents; ae, oe, ue and ß as a person may type them without umlauts: "Stülp", "stuelp" and "stulp" are one word. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/([aou])e/g, "$1");
}

/** The folded words of a text: letters and digits. */
export const foldedWords = (text: string): string[] => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** A text's words as one key: " w1 w2 …", so a word's start is " " + its prefix. */
export const wordKey = (text: string): string => ` ${foldedWords(text).join(" ")}`;

const ENDINGS = ["en", "er", "es", "e", "n", "s"];
/** A stem keeps at least this many letters. */
const MIN_STEM = 3;
/** Shorter stems are found only at a word's start, not inside a compound. */
const MIN_INNER = 4;

/** A term word without its plural or compound ending: "archivkartons" → "archivkarton", "mappen" → "mapp". */
export function stem(word: string): string {
  if (/\d/.test(word)) return word;
  for (const ending of ENDINGS) if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) return word.slice(0, -ending.length);
  return word;
}

/** The stems of a term's words. */
export const termStems = (term: string): string[] => foldedWords(term).map(stem);

/**
 * What a hit's texts are searched as: its title, what kind of thing it is (its type, its category's
 * name) and the rest (number, material, colour, descriptions): an article of the category
 * "Archivkartons" is one, a folder made of the board "Archivkarton" is not.
 */
export interface HitKeys {
  title: string;
  facets: string;
  text: string;
}

export const hitKeys = (title: string, text: string, facets = ""): HitKeys => ({
  title: wordKey(title),
  facets: wordKey(facets),
  text: wordKey(text),
});

/**
 * How well one stem is found: at a title word's start 4, inside a title word 2, at the start of a
 * facet's word 1.5, in the rest 1 or 0.5; 0: not found.
 */
function stemScore(keys: HitKeys, s: string): number {
  const inner = s.length >= MIN_INNER || /\d/.test(s);
  if (keys.title.includes(` ${s}`)) return 4;
  if (inner && keys.title.includes(s)) return 2;
  if (keys.facets.includes(` ${s}`)) return 1.5;
  if (inner && keys.facets.includes(s)) return 1;
  if (keys.text.includes(` ${s}`)) return 1;
  if (inner && keys.text.includes(s)) return 0.5;
  return 0;
}

/** The hit's score for the term's stems: 0 unless every stem is found. */
export function matchScore(keys: HitKeys, stems: readonly string[]): number {
  let score = 0;
  for (const s of stems) {
    const one = stemScore(keys, s);
    if (one === 0) return 0;
    score += one;
  }
  return score;
}

/** Edits (insert, delete, replace) from a to b; stops early above `max` and answers max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      next.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    row = next;
  }
  return row[b.length]!;
}

/** The index's words for the nearest spelling: folded word → the word as the index writes it. */
export type Vocabulary = Map<string, string>;

export function addWords(vocabulary: Vocabulary, text: string): void {
  for (const word of text.match(/[\p{L}]{4,}/gu) ?? []) {
    const folded = fold(word);
    if (!vocabulary.has(folded)) vocabulary.set(folded, word);
  }
}

/** Edits a word of this length may be away: 1 up to 5 letters, 2 above, 3 from 12. */
const allowedEdits = (length: number) => (length <= 5 ? 1 : length < 12 ? 2 : 3);

/**
 * The term as the index would spell it: each word that no index word starts with becomes the index
 * word nearest to it (whole, or its start as long as the typed word: "stulpdekel" → "Stülpdeckelkarton");
 * null when no word changes or one has no near word.
 */
export function nearestSpelling(term: string, vocabulary: Vocabulary): string | null {
  const words = foldedWords(term);
  let changed = false;
  const spelled: string[] = [];
  for (const word of words) {
    const s = stem(word);
    if (/\d/.test(word) || [...vocabulary.keys()].some((known) => known.startsWith(s))) {
      spelled.push(word);
      continue;
    }
    const max = allowedEdits(word.length);
    let best: { distance: number; word: string } | null = null;
    for (const [folded, written] of vocabulary) {
      const whole = editDistance(word, folded, max);
      // A whole word is nearer than a word's start (as long as the typed word, or a letter longer).
      const start = Math.min(...[0, 1].map((more) => editDistance(word, folded.slice(0, word.length + more), max))) + 0.5;
      const distance = Math.min(whole, start);
      if (distance <= max && (!best || distance < best.distance)) best = { distance, word: written };
    }
    if (!best) return null;
    spelled.push(best.word);
    changed = true;
  }
  return changed ? spelled.join(" ") : null;
}
