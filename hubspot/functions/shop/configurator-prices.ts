// The price rule for configured boxes and mats (docs/api.md#configurator-prices): pure functions over
// the numbers the shop keeps as settings (a box type's factor and setup, a board's price per m², the
// scale's shares, the mat cutter's charges: configurator-data.ts), so prices follow size, board and
// amount. Amounts are net list prices in EUR; the company's discount and the GBP list are applied
// afterwards (customer-prices.ts). The functions and the msw fake both price with this one rule.
import type { BoxDrawing } from "../../../core/api/configurator.ts";
import type { PriceRule } from "./configurator-data.ts";

/** Millimetres per axis. */
export interface Size3 {
  length: number;
  width: number;
  height: number;
}

/** The outer size: each axis grows by its allowance in board thicknesses (core/api/configurator.ts AllowanceSchema). */
export function outerSize(inner: Size3, allowance: Size3, thicknessMm: number): Size3 {
  return {
    length: inner.length + allowance.length * thicknessMm,
    width: inner.width + allowance.width * thicknessMm,
    height: inner.height + allowance.height * thicknessMm,
  };
}

/**
 * How much board a drawing takes, as multiples of the outer faces L×W, L×H and W×H:
 * a tray is a bottom and four walls (1, 2, 2); a lid box a tray and a full-depth lid (2, 4, 4); a
 * drop-front box a tray and a lid with a front flap (2, 3, 2); a clamshell two trays and a case of two
 * covers and a spine (4, 5, 4); a slipcase two sides, a back and two edges (2, 1, 2); a folder two
 * covers and the flaps, as much again (3), with its spine and side flaps when it has a height (1, 2).
 */
export const UNFOLDED_FACES: Readonly<Record<BoxDrawing, readonly [lw: number, lh: number, wh: number]>> = {
  tray: [1, 2, 2],
  "lid-box": [2, 4, 4],
  "drop-front": [2, 3, 2],
  clamshell: [4, 5, 4],
  slipcase: [2, 1, 2],
  folder: [3, 1, 2],
};

/** The board area in m² a box of this outer size and drawing takes, unfolded. */
export function unfoldedAreaM2(drawing: BoxDrawing, outer: Size3): number {
  const [lw, lh, wh] = UNFOLDED_FACES[drawing];
  const { length: l, width: w, height: h } = outer;
  return (lw * l * w + lh * l * h + wh * w * h) / 1_000_000;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The scale steps of every configured article (the rule's `quantityScales`), each with the share of the
 * per-piece price (board, extras, labour) that is left at that amount: a larger run wastes less.
 */
export type QuantityScales = PriceRule["quantityScales"];

export interface ScaleRule {
  /** The per-piece price at amount 1, without setup. */
  pieceEur: number;
  /** Set up once per order line, spread over the amount. */
  setupEur: number;
  /** The first step (the smallest order unit). */
  fromQuantity: number;
  /** From this amount on the price is on request: no step there or above; null: never. */
  requestFromAmount: number | null;
}

/**
 * The price scale: a step at the smallest order unit and at each larger scale quantity below the
 * request threshold; the unit price of a step is the piece price times the share of the last scale
 * step at or below its quantity, plus the setup divided by the step's quantity, to the cent.
 */
export function priceScale(rule: ScaleRule, scales: QuantityScales): { quantity: number; price: number }[] {
  const quantities = [rule.fromQuantity, ...scales.map((s) => s.quantity).filter((q) => q > rule.fromQuantity)];
  return quantities
    .filter((q) => rule.requestFromAmount === null || q < rule.requestFromAmount)
    .map((quantity) => {
      const share = scales.filter((s) => s.quantity <= quantity).at(-1)?.share ?? 1;
      return { quantity, price: round2(rule.pieceEur * share + rule.setupEur / quantity) };
    });
}

export interface BoxPriceInput {
  drawing: BoxDrawing;
  inner: Size3;
  allowance: Size3;
  thicknessMm: number;
  boardPriceM2Eur: number;
  boardGsm: number;
  /** The chosen extras' prices per box. */
  extrasEur: number;
  /** The type's factor for labour and waste. */
  factor: number;
  setupEur: number;
  smallestOrderUnit: number;
  requestFromAmount: number | null;
}

/**
 * A box: (unfolded board area × board price per m² + extras) × the type's factor per piece, plus the
 * type's setup spread over the amount; its weight is the board's.
 */
export function boxPrice(input: BoxPriceInput, scales: QuantityScales) {
  const area = unfoldedAreaM2(input.drawing, outerSize(input.inner, input.allowance, input.thicknessMm));
  const pieceEur = (area * input.boardPriceM2Eur + input.extrasEur) * input.factor;
  const scale = priceScale(
    { pieceEur, setupEur: input.setupEur, fromQuantity: input.smallestOrderUnit, requestFromAmount: input.requestFromAmount },
    scales,
  );
  return { scale, weightKg: round3((area * input.boardGsm) / 1000) };
}

export interface MatPriceInput {
  widthMm: number;
  heightMm: number;
  windowWidthMm: number;
  windowHeightMm: number;
  windows: number;
  boardPriceM2Eur: number;
  boardGsm: number;
}

/**
 * A mat: outer area × board price per m² (the board is bought whole) plus the cutter's charge per
 * window, plus its setup spread over the amount; its weight is the board left after the windows are cut out.
 */
export function matPrice(input: MatPriceInput, rule: Pick<PriceRule, "quantityScales" | "mat">) {
  const outerM2 = (input.widthMm * input.heightMm) / 1_000_000;
  const windowsM2 = (input.windows * input.windowWidthMm * input.windowHeightMm) / 1_000_000;
  const pieceEur = outerM2 * input.boardPriceM2Eur + input.windows * rule.mat.perWindowEur;
  const scale = priceScale({ pieceEur, setupEur: rule.mat.setupEur, fromQuantity: 1, requestFromAmount: null }, rule.quantityScales);
  return { scale, weightKg: round3(((outerM2 - windowsM2) * input.boardGsm) / 1000) };
}
