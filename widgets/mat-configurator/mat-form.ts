// What the shopper has in the form: the lengths as typed (never changed behind their back), the
// choices, the unit and the quantity; and the configuration they mean, or null while a length in use
// does not parse. Pure: the view holds a MatForm in state and changes it with these functions.
import type { MatConfiguration } from "../../core/api/configuration.ts";
import type { MatFormat } from "../../core/api/configurator.ts";
import { DEFAULT_OVERLAP_MM, type MatGeometry } from "../../core/configurator/mat-geometry.ts";
import { type LengthUnit, lengthInput, type ParsedLength, parseLength } from "../../core/configurator/units.ts";

/** The lengths typed into the form. */
export type LengthKey =
  | "width"
  | "height"
  | "openingWidth"
  | "openingHeight"
  | "overlap"
  | "raise"
  | "top"
  | "right"
  | "bottom"
  | "left"
  | "gap";
/** The counts typed into the form. */
export type CountKey = "rows" | "columns";
export type TextKey = LengthKey | CountKey;

export interface MatForm {
  materialId: string;
  formatId: string | null;
  unit: LengthUnit;
  texts: Record<TextKey, string>;
  openingMode: MatConfiguration["openingMode"];
  borderMode: MatConfiguration["borderMode"];
  raiseUnit: MatConfiguration["raiseUnit"];
  /** Several windows in rows and columns (else one window; the typed rows, columns and gap are kept). */
  several: boolean;
  quantity: number;
}

/** Why a typed text cannot be used: parseLength's problems. */
export type TextProblem = Extract<ParsedLength, { ok: false }>["problem"];

/** The mat a new configurator shows: a 40 × 50 cm board with a 24 × 30 cm picture, 5 mm overlap. */
export function defaultConfiguration(materialId: string, format: MatFormat | null): MatConfiguration {
  return {
    kind: "mat",
    materialId,
    formatId: format?.id ?? null,
    widthMm: format?.widthMm ?? 400,
    heightMm: format?.heightMm ?? 500,
    openingMode: "picture",
    openingWidthMm: 240,
    openingHeightMm: 300,
    overlapMm: DEFAULT_OVERLAP_MM,
    borderMode: "equal",
    raise: 0,
    raiseUnit: "mm",
    sides: { top: 80, right: 80, bottom: 120, left: 80 },
    rows: 1,
    columns: 1,
    gapMm: 20,
  };
}

/** The form showing `config` in `unit`. */
export function formOf(config: MatConfiguration, unit: LengthUnit, quantity: number): MatForm {
  const length = (mm: number) => lengthInput(mm, unit);
  return {
    materialId: config.materialId,
    formatId: config.formatId,
    unit,
    texts: {
      width: length(config.widthMm),
      height: length(config.heightMm),
      openingWidth: length(config.openingWidthMm),
      openingHeight: length(config.openingHeightMm),
      overlap: length(config.overlapMm),
      raise: config.raiseUnit === "%" ? String(config.raise) : length(config.raise),
      top: length(config.sides.top),
      right: length(config.sides.right),
      bottom: length(config.sides.bottom),
      left: length(config.sides.left),
      gap: length(config.gapMm),
      rows: String(config.rows),
      columns: String(config.columns),
    },
    openingMode: config.openingMode,
    borderMode: config.borderMode,
    raiseUnit: config.raiseUnit,
    several: config.rows * config.columns > 1,
    quantity,
  };
}

/** Lengths where "0" is read as 0 mm: no raise, no gap; an overlap of 0 is read so that its rule can say why not. */
const ZERO_ALLOWED: ReadonlySet<TextKey> = new Set(["raise", "gap", "overlap"]);

/** "0" is a length here (ZERO_ALLOWED). */
function parseLengthOrZero(text: string, unit: LengthUnit): ParsedLength {
  return /^\s*0+([.,]0*)?\s*$/.test(text) ? { ok: true, mm: 0, rounded: false } : parseLength(text, unit);
}

/** A percentage as typed ("12,5"); letters and negatives are problems. */
function parsePercent(text: string): ParsedLength {
  const trimmed = text.trim().replace(/\s*%$/, "");
  if (trimmed === "") return { ok: false, problem: "empty" };
  if (trimmed.startsWith("-")) return { ok: false, problem: "not-positive" };
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return { ok: false, problem: "not-a-number" };
  return { ok: true, mm: Number(trimmed.replace(",", ".")), rounded: false };
}

function parseCount(text: string): ParsedLength {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, problem: "empty" };
  if (trimmed.startsWith("-") || /^0+$/.test(trimmed)) return { ok: false, problem: "not-positive" };
  return /^\d+$/.test(trimmed) ? { ok: true, mm: Number(trimmed), rounded: false } : { ok: false, problem: "not-a-number" };
}

/** The texts the configuration reads in the form's modes; the others are kept but not checked. */
export function textsInUse(form: MatForm): TextKey[] {
  const keys: TextKey[] = ["width", "height"];
  if (form.borderMode === "sides") keys.push("top", "right", "bottom", "left");
  else keys.push("openingWidth", "openingHeight");
  if (form.openingMode === "picture") keys.push("overlap");
  if (form.borderMode === "raised") keys.push("raise");
  if (form.several) keys.push("rows", "columns", "gap");
  return keys;
}

export interface DerivedMat {
  /** The configuration the form means; null while a text in use does not parse. */
  configuration: MatConfiguration | null;
  problems: Partial<Record<TextKey, TextProblem>>;
  /** The texts in use that meant a fraction of a millimetre and were rounded (the field says so). */
  rounded: Partial<Record<TextKey, number>>;
}

/** The configuration the form means; texts not in use fall back to `fallback`'s values. */
export function deriveMat(form: MatForm, fallback: MatConfiguration): DerivedMat {
  const inUse = new Set(textsInUse(form));
  const problems: Partial<Record<TextKey, TextProblem>> = {};
  const rounded: Partial<Record<TextKey, number>> = {};
  const read = (key: TextKey, fallbackValue: number): number => {
    const text = form.texts[key];
    const parsed =
      key === "rows" || key === "columns"
        ? parseCount(text)
        : key === "raise" && form.raiseUnit === "%"
          ? parsePercent(text)
          : ZERO_ALLOWED.has(key)
            ? parseLengthOrZero(text, form.unit)
            : parseLength(text, form.unit);
    if (parsed.ok) {
      if (parsed.rounded && inUse.has(key)) rounded[key] = parsed.mm;
      return parsed.mm;
    }
    if (inUse.has(key)) problems[key] = parsed.problem;
    return fallbackValue;
  };
  const f = fallback;
  const several = form.several;
  const configuration: MatConfiguration = {
    kind: "mat",
    materialId: form.materialId,
    formatId: form.formatId,
    widthMm: read("width", f.widthMm),
    heightMm: read("height", f.heightMm),
    openingMode: form.openingMode,
    openingWidthMm: read("openingWidth", f.openingWidthMm),
    openingHeightMm: read("openingHeight", f.openingHeightMm),
    overlapMm: read("overlap", f.overlapMm),
    borderMode: form.borderMode,
    raise: read("raise", f.raise),
    raiseUnit: form.raiseUnit,
    sides: {
      top: read("top", f.sides.top),
      right: read("right", f.sides.right),
      bottom: read("bottom", f.sides.bottom),
      left: read("left", f.sides.left),
    },
    rows: several ? read("rows", f.rows) : 1,
    columns: several ? read("columns", f.columns) : 1,
    gapMm: read("gap", f.gapMm),
  };
  return { configuration: Object.keys(problems).length > 0 ? null : configuration, problems, rounded };
}

/** The form in another unit: each length that parses is shown again in it, the others stay as typed. */
export function withUnit(form: MatForm, unit: LengthUnit): MatForm {
  const texts = { ...form.texts };
  for (const key of Object.keys(texts) as TextKey[]) {
    if (key === "rows" || key === "columns" || (key === "raise" && form.raiseUnit === "%")) continue;
    const parsed = ZERO_ALLOWED.has(key) ? parseLengthOrZero(texts[key], form.unit) : parseLength(texts[key], form.unit);
    if (parsed.ok) texts[key] = lengthInput(parsed.mm, unit);
  }
  return { ...form, unit, texts };
}

/** The form with a standard format's size (or a custom size, which keeps the typed one). */
export function withFormat(form: MatForm, format: MatFormat | null): MatForm {
  if (!format) return { ...form, formatId: null };
  const texts = { ...form.texts, width: lengthInput(format.widthMm, form.unit), height: lengthInput(format.heightMm, form.unit) };
  return { ...form, formatId: format.id, texts };
}

/** A typed outer length: the format stays chosen only while the size is still the format's. */
export function withOuterText(form: MatForm, key: "width" | "height", text: string, formats: readonly MatFormat[]): MatForm {
  const next = { ...form, texts: { ...form.texts, [key]: text } };
  const format = formats.find((f) => f.id === form.formatId);
  const width = parseLength(next.texts.width, form.unit);
  const height = parseLength(next.texts.height, form.unit);
  const same = format && width.ok && height.ok && width.mm === format.widthMm && height.mm === format.heightMm;
  return same ? next : { ...next, formatId: null };
}

/**
 * Another border mode, keeping the window where it is: into 'sides' the borders of the current
 * geometry become the typed sides; out of 'sides' its window becomes the typed opening.
 */
export function withBorderMode(form: MatForm, mode: MatForm["borderMode"], geometry: MatGeometry | null): MatForm {
  if (!geometry || (mode === "sides") === (form.borderMode === "sides")) return { ...form, borderMode: mode };
  const length = (mm: number) => lengthInput(Math.round(mm), form.unit);
  const texts = { ...form.texts };
  if (mode === "sides") {
    for (const side of ["top", "right", "bottom", "left"] as const) texts[side] = length(geometry.borders[side]);
  } else {
    texts.openingWidth = length(geometry.picture?.widthMm ?? geometry.windowWidthMm);
    texts.openingHeight = length(geometry.picture?.heightMm ?? geometry.windowHeightMm);
  }
  return { ...form, borderMode: mode, texts };
}

/** Window or picture size, keeping the window: the typed size grows or shrinks by the overlap. */
export function withOpeningMode(form: MatForm, mode: MatForm["openingMode"], geometry: MatGeometry | null): MatForm {
  if (mode === form.openingMode) return form;
  if (!geometry || form.borderMode === "sides") return { ...form, openingMode: mode };
  const overlap = parseLength(form.texts.overlap, form.unit);
  const inset = overlap.ok ? 2 * overlap.mm : 2 * DEFAULT_OVERLAP_MM;
  const grow = mode === "picture" ? inset : 0;
  const texts = {
    ...form.texts,
    overlap: overlap.ok ? form.texts.overlap : lengthInput(DEFAULT_OVERLAP_MM, form.unit),
    openingWidth: lengthInput(Math.round(geometry.windowWidthMm + grow), form.unit),
    openingHeight: lengthInput(Math.round(geometry.windowHeightMm + grow), form.unit),
  };
  return { ...form, openingMode: mode, texts };
}

/** The raise in the other unit (mm or %), keeping the window where it is. */
export function withRaiseUnit(form: MatForm, raiseUnit: MatForm["raiseUnit"], geometry: MatGeometry | null): MatForm {
  if (raiseUnit === form.raiseUnit) return form;
  if (!geometry) return { ...form, raiseUnit };
  const { top, bottom } = geometry.borders;
  const difference = bottom - top;
  const raise =
    raiseUnit === "%"
      ? new Intl.NumberFormat("de", { maximumFractionDigits: 1, useGrouping: false }).format(
          top + bottom > 0 ? (difference / (top + bottom)) * 100 : 0,
        )
      : lengthInput(Math.round(difference), form.unit);
  return { ...form, raiseUnit, texts: { ...form.texts, raise } };
}
