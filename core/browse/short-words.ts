// Words that never split (issue 20): a word of up to SHORT_WORD_LETTERS letters stays whole on its
// line; a longer one (a German compound) may hyphenate. A line breaks at spaces and after a hyphen
// ("PAT-|geprüft", "AK-|285180-|0001"), so those are where words end. The list's columns are made at
// least as wide as their longest short word (widgets/category/use-column-template.ts).

/** Letters a word may have and still be kept whole in every layout. */
export const SHORT_WORD_LETTERS = 12;

const letters = (word: string) => word.match(/\p{L}/gu)?.length ?? 0;

/** The words of `text` as a line may break it. */
export function words(text: string): string[] {
  return text.split(/\s+|(?<=-)/u).filter((word) => word !== "");
}

/** Whether a word must never split. */
export const isShortWord = (word: string) => letters(word) <= SHORT_WORD_LETTERS;
