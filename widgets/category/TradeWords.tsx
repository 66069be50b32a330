// Trade words explained where they appear (issue 12): one small toggle per value, keyboard and touch
// alike (not a hover title), naming the words it explains; open, it shows each word's sentence.
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { tradeWords } from "../../core/browse/trade-words.ts";
import { type ExplainedQuality, QUALITY_TEXTS } from "../../core/catalog/qualities.ts";

/** The explanations of the trade words `text` names (core/browse/trade-words.ts); nothing when it names none. */
export function TradeWords({ text }: { text: string | undefined }) {
  const codes = tradeWords(text);
  // Most cells name none: they cost no hooks (a list renders many cells on every filter change).
  return codes.length === 0 ? null : <TradeWordsToggle codes={codes} />;
}

function TradeWordsToggle({ codes }: { codes: readonly ExplainedQuality[] }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const words = codes.map((code) => ({ code, name: i18n._(QUALITY_TEXTS[code].name) }));
  const names = words.map((w) => w.name).join(", ");
  return (
    <span className="trade-words">
      <button
        type="button"
        className="trade-word-toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        aria-label={t`Was heißt „${names}“?`}
      >
        <span aria-hidden="true">i</span>
      </button>
      {open &&
        words.map(({ code, name }) => (
          <span key={code} className="trade-word-text">{`${name}: ${i18n._(QUALITY_TEXTS[code].explanation)}`}</span>
        ))}
    </span>
  );
}
