import { breakableParts } from "../format/breakable.ts";

interface BreakableTextProps {
  /** The e-mail address or article number. */
  text: string;
  /** A translated sentence that holds `text` ("Art.-Nr. AK-285180-0001"): shown whole, `text` in it as below. */
  sentence?: string;
  className?: string;
}

/**
 * An e-mail address or an article number: it wraps only after '@', '.' and '-' (a <wbr> there, which a
 * copy leaves out) and is never hyphenated (`.code`, core/element/base.css); only a part longer than
 * the whole line breaks inside, so the page never scrolls sideways. An array, not a fragment: six
 * elements load this in a chunk of its own (issue 20's size limit).
 */
export function BreakableText({ text, sentence = text, className = "" }: BreakableTextProps) {
  const at = text ? sentence.indexOf(text) : -1;
  return at < 0
    ? sentence
    : [
        sentence.slice(0, at),
        // biome-ignore lint/correctness/useJsxKeyInIterable: a fixed sequence, never reordered
        <span className={`code ${className}`}>{breakableParts(text).flatMap((part, i) => (i ? [<wbr />, part] : part))}</span>,
        sentence.slice(at + text.length),
      ];
}
