// The PDF's standard Helvetica is a single-byte font in WinAnsiEncoding: Latin-1 plus € „ “ ” ‘ ’ – —
// • … œ Œ Š š Ž ž Ÿ ƒ ‰ ‹ › † ‡ ˆ ˜ ™. That covers German, English and French. jsPDF switches a whole
// string to a two-byte encoding when it meets one character outside that set, which garbles every
// character of the string, so each text goes through here first.

/** The characters of WinAnsiEncoding's 0x80–0x9F block. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Spaces Intl and editors produce (fr thousands use U+202F): shown as the no-break space. */
const SPACES = /[\u2000-\u200a\u202f\u205f\u3000]/g;
/** Invisible marks (control characters, zero-width, direction marks, BOM) that have nothing to show. */
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2060\ufeff]/g;
/** Letters that do not decompose into a base letter plus accent. */
const NO_DECOMPOSITION: Record<string, string> = { ł: "l", Ł: "L", đ: "d", Đ: "D", ı: "i", ħ: "h", Ħ: "H", ŧ: "t", Ŧ: "T" };

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/** A character outside the set as close as the set allows: its base letter (č → c, ﬁ → fi), else "?". */
function nearestWinAnsi(char: string): string {
  const mapped = NO_DECOMPOSITION[char];
  if (mapped) return mapped;
  const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
  return base !== "" && [...base].every(isWinAnsi) ? base : "?";
}

/** Text as Helvetica in WinAnsiEncoding can show it; German, English and French pass unchanged. */
export function toWinAnsi(text: string): string {
  const cleaned = text.normalize("NFC").replace(/\r\n?/g, "\n").replace(SPACES, "\u00a0").replace(INVISIBLE, "").replace(/\t/g, " ");
  let result = "";
  for (const char of cleaned) result += char === "\n" || isWinAnsi(char) ? char : nearestWinAnsi(char);
  return result;
}
