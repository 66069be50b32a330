import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { tradeWords } from "../../core/browse/trade-words.ts";
import { QUALITY_TEXTS, type ExplainedQuality } from "../../core/catalog/qualities.ts";

/** One trade word's explanation behind a small toggle button: keyboard and touch alike, not a hover title. */
function TradeWord({ code }: { code: ExplainedQuality }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const text = QUALITY_TEXTS[code];
  const name = i18n._(text.name);
  return (
    <span className="trade-word">
      <button
        type="button"
        className="trade-word-toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        aria-label={t`Was heißt „${name}“?`}
      >
        i
      </button>
      {open && <span className="trade-word-text">{`${name}: ${i18n._(text.explanation)}`}</span>}
    </span>
  );
}

/** The explanations of the trade words `text` names (core/browse/trade-words.ts); nothing when it names none. */
export function TradeWords({ text }: { text: string | undefined }) {
  const codes = tradeWords(text);
  if (codes.length === 0) return null;
  return (
    <span className="trade-words">
      {codes.map((code) => (
        <TradeWord key={code} code={code} />
      ))}
    </span>
  );
}
