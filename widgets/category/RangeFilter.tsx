// A measure's range filter (docs/decisions/category-filters.md): two text fields per dimension, in mm
// or inches as the product page decides (g/m² for weights), applied on blur or Enter. A value that is
// not a number, or a "from" above "to", gets a message at the field and is kept as typed; the
// filter then stays as it was.
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import type { Facet } from "../../core/browse/article-index.ts";
import { type Bounds, rangeKey } from "../../core/browse/filters.ts";
import { boundText, parseBound, type RangeUnit } from "../../core/browse/range-input.ts";
import type { Lang } from "../../core/element/data-block.ts";
import { COLUMN_LABELS, dimensionLabel } from "./column-labels.ts";

type RangeFacet = Extract<Facet, { kind: "range" }>;

interface RangeFilterProps {
  facet: RangeFacet;
  unit: RangeUnit;
  ranges: Readonly<Record<string, Bounds>>;
  language: Lang;
  onApply: (key: string, bounds: Bounds) => void;
}

export function RangeFilter({ facet, unit, ranges, language, onApply }: RangeFilterProps) {
  const { i18n } = useLingui();
  const label = i18n._(COLUMN_LABELS[facet.column]);
  return (
    <fieldset className="range-filter">
      <legend>{label}</legend>
      {Array.from({ length: facet.dims }, (_, dim) => {
        const key = rangeKey(facet.column, dim);
        const name = facet.dims > 1 ? i18n._(dimensionLabel(dim)) : label;
        const hint = `${boundText(facet.min[dim] ?? null, unit, language)}–${boundText(facet.max[dim] ?? null, unit, language)} ${unit}`;
        return (
          <RangeDimension
            key={key}
            name={name}
            hint={hint}
            unit={unit}
            applied={ranges[key] ?? { from: null, to: null }}
            language={language}
            onApply={(bounds) => onApply(key, bounds)}
          />
        );
      })}
    </fieldset>
  );
}

interface DimensionProps {
  name: string;
  hint: string;
  unit: RangeUnit;
  applied: Bounds;
  language: Lang;
  onApply: (bounds: Bounds) => void;
}

type Problem = { field: "from" | "to"; text: string } | null;

function RangeDimension({ name, hint, unit, applied, language, onApply }: DimensionProps) {
  const { t } = useLingui();
  const id = useId();
  const [from, setFrom] = useState(() => boundText(applied.from, unit, language));
  const [to, setTo] = useState(() => boundText(applied.to, unit, language));
  const [problem, setProblem] = useState<Problem>(null);
  // Applying reads the fields themselves: a blur may come before the render of the last keystroke.
  const fromField = useRef<HTMLInputElement>(null);
  const toField = useRef<HTMLInputElement>(null);

  // A chip, "clear all" or back changed the applied range: the field whose bound changed follows.
  // Only then, and only that field: the effect runs after the paint, and what the shopper typed
  // meanwhile (into "bis" while leaving "von" applies it) must stay.
  const shown = useRef(applied);
  useEffect(() => {
    const was = shown.current;
    shown.current = applied;
    if (was.from !== applied.from) setFrom(boundText(applied.from, unit, language));
    if (was.to !== applied.to) setTo(boundText(applied.to, unit, language));
    if (was.from !== applied.from || was.to !== applied.to) setProblem(null);
  }, [applied.from, applied.to, unit, language]);

  const apply = () => {
    const lo = parseBound(fromField.current?.value ?? from, unit);
    const hi = parseBound(toField.current?.value ?? to, unit);
    const bad = t`Bitte eine Zahl eingeben, z. B. 300 oder 12,5.`;
    if (!lo.ok) return setProblem({ field: "from", text: bad });
    if (!hi.ok) return setProblem({ field: "to", text: bad });
    if (lo.value !== null && hi.value !== null && lo.value > hi.value)
      return setProblem({ field: "to", text: t`„bis“ ist kleiner als „von“: bitte tauschen oder ändern.` });
    setProblem(null);
    if (lo.value === applied.from && hi.value === applied.to) return;
    // The fields show what is being applied: its coming back is no change to follow.
    shown.current = { from: lo.value, to: hi.value };
    onApply({ from: lo.value, to: hi.value });
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") apply();
  };
  const field = (which: "from" | "to", ref: RefObject<HTMLInputElement>, value: string, set: (s: string) => void, label: string) => (
    <label className="range-field">
      <span>
        <span className="visually-hidden">{name} </span>
        {label}
      </span>
      <input
        ref={ref}
        type="text"
        inputMode="decimal"
        value={value}
        onInput={(e) => set((e.target as HTMLInputElement).value)}
        onBlur={apply}
        onKeyDown={onKey}
        aria-invalid={problem?.field === which}
        aria-describedby={problem?.field === which ? `${id}-problem` : `${id}-hint`}
      />
    </label>
  );
  return (
    <fieldset className="range-dimension">
      <legend className="range-name">{name}</legend>
      {field("from", fromField, from, setFrom, t`von (${unit})`)}
      {field("to", toField, to, setTo, t`bis (${unit})`)}
      <span id={`${id}-hint`} className="range-hint">
        {hint}
      </span>
      {problem && (
        <span id={`${id}-problem`} className="field-problem" role="alert">
          {problem.text}
        </span>
      )}
    </fieldset>
  );
}
