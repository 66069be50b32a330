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
 * the whole line breaks inside, so the page never scrolls sideways.
 */
export function BreakableText({ text, sentence = text, className = "" }: BreakableTextProps) {
  const at = sentence.indexOf(text);
  if (!text || at < 0) return sentence;
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence; two may read the same
  const parts = breakableParts(text).flatMap((part, i) => (i ? [<wbr key={i} />, part] : part));
  return (
    <>
      {sentence.slice(0, at)}
      <span className={`code ${className}`}>{parts}</span>
      {sentence.slice(at + text.length)}
    </>
  );
}
