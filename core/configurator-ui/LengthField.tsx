import { useLingui } from "@lingui/react/macro";
import type { Range } from "../api/configurator.ts";
import { formatRange } from "../configurator/range-text.ts";
import { formatLength, type LengthUnit, parseLength } from "../configurator/units.ts";

export interface LengthFieldProps {
  /** Unique in the element's shadow root; the ids of the hint, error and note derive from it. */
  id: string;
  /** What the length is ("Länge"); the field adds the unit: "Länge (mm)". */
  label: string;
  /** What the shopper typed, kept as typed (the configurator stores it; mm follow from it). */
  text: string;
  onText(text: string): void;
  /** The unit the text is in. */
  unit: LengthUnit;
  /**
   * The millimetres the configurator keeps for this text, when it knows them better than the text says:
   * after a unit switch 320 mm shows as "12 5/8" (320.7 mm) and stays 320. Default: what the text means.
   */
  mm?: number | null;
  /** The allowed range in mm, shown under the field in `unit`; null or absent: none shown. */
  range?: Range | null;
  /** The field's error, translated (useLengthProblemText, or a rule of the configurator); announced. */
  problem?: string | null;
  /** A remark that is no error ("auf 13 mm gerundet"); announced. */
  note?: string | null;
  disabled?: boolean;
}

/**
 * One length as the shopper types it: a text input (inputMode decimal, not type=number, so "12,5" and
 * "3 1/2" work) labelled with its unit. Under it the allowed range in that unit and, while the text
 * parses, the length in the other unit ("= 12 5/8″"): the shopper sees what the shop understood.
 * The error and the note sit in polite live regions that are always there (a region added with its
 * message is not announced), tied to the input by aria-describedby.
 */
export function LengthField({ id, label, text, onText, unit, mm, range, problem, note, disabled }: LengthFieldProps) {
  const { t, i18n } = useLingui();
  const parsed = parseLength(text, unit);
  const other: LengthUnit = unit === "mm" ? "in" : "mm";
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const allowed = range ? formatRange(range, unit, i18n.locale) : null;
  const understood = parsed.ok ? formatLength(mm ?? parsed.mm, other, i18n.locale) : null;
  const describedBy = [hintId, problem ? errorId : null, note ? noteId : null].filter(Boolean).join(" ");
  const unitLabel = unit === "mm" ? "mm" : "in";
  return (
    <div className="field length-field">
      <label htmlFor={id}>{`${label} (${unitLabel})`}</label>
      <input
        id={id}
        name={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={text}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        onInput={(e) => onText((e.target as HTMLInputElement).value)}
      />
      <p id={hintId} className="length-hint">
        {allowed && <span>{t`erlaubt: ${allowed}`}</span>}
        {understood && <span className="length-other">{`= ${understood}`}</span>}
      </p>
      <div id={errorId} className="field-error" aria-live="polite">
        {problem ?? null}
      </div>
      <div id={noteId} className="length-note" aria-live="polite">
        {note ?? null}
      </div>
    </div>
  );
}
