// The pieces the catalogue generator (catalogue-kinds.ts) builds articles from: a seeded random
// source, so the catalogue is the same on every load, and the measure texts in the formats the
// hand-written fixtures use (fixtures.ts): "320 × 240 × 100 mm" with "12.6 × 9.4 × 3.9 in",
// "1,6 mm" with "0.063 in", "80 g/m²", "30 × 40 cm", "A4".
import type { MeasureValue } from "./fixtures.ts";

/** A deterministic random source with the helpers the generator needs. */
export interface Rng {
  /** A number in [0, 1). */
  next(): number;
  /** An integer from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: a small, fast 32-bit PRNG (public domain); one seed, one sequence. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  };
}

/** n rounded to `digits` places (Math.round: toFixed is slow, and 2,520 articles use it often). */
const rounded = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A number with a German decimal comma, at most `digits` places ("1,6", "2"). */
export const germanNumber = (n: number, digits = 1) => String(rounded(n, digits)).replace(".", ",");

const inchTexts = new Map<number, string>();

/** Millimetres in inches with `digits` places, trailing zeros kept ("2.0"); the few distinct values are kept. */
function inches(mm: number, digits = 1): string {
  const key = mm * 10 + digits;
  let text = inchTexts.get(key);
  if (text === undefined) {
    text = (mm / 25.4).toFixed(digits);
    inchTexts.set(key, text);
  }
  return text;
}

/** Millimetres: "320 × 240 × 100 mm" and "12.6 × 9.4 × 3.9 in". */
export const sizeMm = (...mm: number[]): MeasureValue => [`${mm.join(" × ")} mm`, `${mm.map((x) => inches(x)).join(" × ")} in`];

/** Centimetres: "30 × 40 cm" and "11.8 × 15.7 in". */
export const sizeCm = (...cm: number[]): MeasureValue => [
  `${cm.map((x) => germanNumber(x)).join(" × ")} cm`,
  `${cm.map((x) => inches(x * 10)).join(" × ")} in`,
];

/** A thickness: "1,2 mm" and "0.047 in". */
export const thickness = (mm: number): MeasureValue => [`${germanNumber(mm, 3)} mm`, `${inches(mm, 3)} in`];

/** A single length in mm: "100 mm" and "3.9 in". */
export const lengthMm = (mm: number): MeasureValue => [`${mm} mm`, `${inches(mm)} in`];

/** A roll's length in metres: "50 m" and "164 ft". */
export const lengthM = (m: number): MeasureValue => [`${m} m`, `${Math.round(m * 3.28084)} ft`];

/** A grammage: "80 g/m²" (the CRM keeps no inch text for it). */
export const grammage = (g: number): MeasureValue => `${g} g/m²`;

/** The DIN A sheets, portrait, in mm, with the inch text the fixtures use. */
export const DIN_A = {
  A6: { mm: [105, 148], inch: "4.1 × 5.8 in" },
  A5: { mm: [148, 210], inch: "5.8 × 8.3 in" },
  A4: { mm: [210, 297], inch: "8.3 × 11.7 in" },
  A3: { mm: [297, 420], inch: "11.7 × 16.5 in" },
  A2: { mm: [420, 594], inch: "16.5 × 23.4 in" },
  A1: { mm: [594, 841], inch: "23.4 × 33.1 in" },
  A0: { mm: [841, 1189], inch: "33.1 × 46.8 in" },
} as const;
export type DinA = keyof typeof DIN_A;

export const dinFormat = (name: DinA): MeasureValue => [name, DIN_A[name].inch];

/** The largest DIN A sheet that lies flat in an inner size (5 mm play), or null. */
export function dinFormatFitting(length: number, width: number): DinA | null {
  const fits = (Object.keys(DIN_A) as DinA[]).filter((name) => {
    const [short, long] = DIN_A[name].mm;
    return short + 5 <= width && long + 5 <= length;
  });
  return fits.at(-1) ?? null;
}

/** Rounded to the cent. */
export const cents = (euros: number) => Math.round(euros * 100) / 100;

/** A list price scale: the unit price falling by `factors` at `quantities`. */
export const priceScale = (unitPrice: number, quantities: readonly number[], factors: readonly number[]): [number, number][] =>
  quantities.map((quantity, i) => [quantity, cents(unitPrice * (factors[i] ?? 1))]);

/** A weight or volume as the CMS writes it: dot decimals, at most `digits` places. */
export const decimalText = (n: number, digits = 3) => String(rounded(n, digits) || Number(n.toPrecision(1)));
