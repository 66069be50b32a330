// The quote for a configured box or mat (docs/api.md#box-price, #ppt-price): the checks the shop makes
// again (the element checks first, but a request can come from anywhere), then the price rule
// (configurator-prices.ts) with the customer's terms (customer-prices.ts), over the shop's reference
// data (configurator-data.ts). Pure: box-price, ppt-price and the cart's configured lines quote with
// it, in the functions (endpoints/configurator.ts, endpoints/cart.ts) and in the msw fake alike.
import type { Configuration } from "../../../core/api/configuration.ts";
import type { MatPriceQuery } from "../../../core/api/configurator.ts";
import type { PriceList } from "../../../core/api/schemas.ts";
import type { PriceRule, StoredBoxType, StoredExtra, StoredMaterial } from "./configurator-data.ts";
import { boxPrice, matPrice } from "./configurator-prices.ts";
import { type CustomerTerms, customerPriceList } from "./customer-prices.ts";

/** Why the shop cannot make or price it: the JSON body of a 400 (docs/api.md#configurators). */
export interface QuoteRefusal {
  code: string;
  message: string;
  /** The query parameter at fault, when one is. */
  field?: string;
}

export type Quote = { ok: true; priceList: PriceList; weightKg: number } | { ok: false; refusal: QuoteRefusal };

/** What a mat's quote reads of the shop's data. */
export interface MatReference {
  materials: readonly StoredMaterial[];
  priceRule: PriceRule;
}

/** What a box's quote reads of the shop's data. */
export interface BoxReference extends MatReference {
  boxTypes: readonly StoredBoxType[];
  extras: readonly StoredExtra[];
}

/** The box-price query, parsed: whole millimetres, `height` null when none was given. */
export interface BoxQuery {
  boxId: string;
  length: number;
  width: number;
  height: number | null;
  materialId: string;
  extras: string[];
}

/** The ppt-price query, parsed: whole millimetres (the client's query, core/api/configurator.ts). */
export type MatQuery = MatPriceQuery;

const refuse = (code: string, message: string, field?: string): { ok: false; refusal: QuoteRefusal } => ({
  ok: false,
  refusal: field ? { code, message, field } : { code, message },
});

const board = (materials: readonly StoredMaterial[], id: string, use: "box" | "mat"): StoredMaterial | undefined => {
  const material = materials.find((m) => m.id === id);
  return material?.uses.includes(use) ? material : undefined;
};

/** The first rule of the type the box's size breaks, or null. */
function sizeRefusal(type: StoredBoxType, box: BoxQuery): QuoteRefusal | null {
  for (const axis of ["length", "width"] as const) {
    const { min, max } = type[axis];
    if (box[axis] < min || box[axis] > max) return { code: "out_of_range", message: `${axis} must be ${min}–${max} mm`, field: axis };
  }
  if (type.height === null && box.height !== null)
    return { code: "out_of_range", message: `Type ${type.id} has no height`, field: "height" };
  if (type.height !== null) {
    const { min, max } = type.height;
    if (box.height === null || box.height < min || box.height > max)
      return { code: "out_of_range", message: `height must be ${min}–${max} mm`, field: "height" };
  }
  if (type.lengthAtLeastWidth && box.length < box.width)
    return { code: "length_below_width", message: "The length must be at least the width", field: "length" };
  if (type.maxHeightToWidth !== null && box.height !== null && box.height > box.width * type.maxHeightToWidth)
    return {
      code: "height_to_width",
      message: `The height may be at most ${type.maxHeightToWidth} × the width (${Math.floor(box.width * type.maxHeightToWidth)} mm)`,
      field: "height",
    };
  return null;
}

/** A box's price list and weight for the customer's terms, or why there is none. */
export function quoteBox(box: BoxQuery, reference: BoxReference, terms: CustomerTerms): Quote {
  const type = reference.boxTypes.find((t) => t.id === box.boxId);
  if (!type) return refuse("unknown_box", `Unknown box type ${box.boxId}`, "boxId");
  const material = board(reference.materials, box.materialId, "box");
  if (!material) return refuse("unknown_material", `Unknown box board ${box.materialId}`, "materialId");
  if (!type.materials.includes(material.id))
    return refuse("material_not_allowed", `Type ${type.id} is not made of board ${material.id}`, "materialId");
  const unknownExtra = box.extras.find((id) => !type.extras.includes(id));
  if (unknownExtra !== undefined) return refuse("unknown_extra", `Type ${type.id} has no extra ${unknownExtra}`, "extras");
  const broken = sizeRefusal(type, box);
  if (broken) return { ok: false, refusal: broken };

  const { scale, weightKg } = boxPrice(
    {
      drawing: type.drawing,
      inner: { length: box.length, width: box.width, height: box.height ?? 0 },
      allowance: type.allowance,
      thicknessMm: material.thicknessMm,
      boardPriceM2Eur: material.priceM2Eur,
      boardGsm: material.gsm,
      extrasEur: box.extras.reduce((sum, id) => sum + (reference.extras.find((e) => e.id === id)?.priceEur ?? 0), 0),
      factor: type.factor,
      setupEur: type.setupEur,
      smallestOrderUnit: type.smallestOrderUnit,
      requestFromAmount: type.requestFromAmount,
    },
    reference.priceRule.quantityScales,
  );
  return { ok: true, priceList: customerPriceList(1, scale, terms), weightKg };
}

/** Whether a width × height piece can be cut from the sheet, turned or not. */
const fitsSheet = (width: number, height: number, sheet: StoredMaterial["sheet"]) =>
  (width <= sheet.widthMm && height <= sheet.heightMm) || (width <= sheet.heightMm && height <= sheet.widthMm);

/**
 * A mat's price list and weight, or why there is none. The query does not say how several windows
 * are laid out, so the shop checks what must hold for any layout: the board fits the sheet, each
 * window fits inside the minimum border, and the windows together are not larger than that inner area.
 */
export function quoteMat(mat: MatQuery, reference: MatReference, terms: CustomerTerms): Quote {
  const material = board(reference.materials, mat.materialId, "mat");
  if (!material) return refuse("unknown_material", `Unknown mat board ${mat.materialId}`, "materialId");
  if (!fitsSheet(mat.width, mat.height, material.sheet))
    return refuse(
      "outside_sheet",
      `The board is at most ${material.sheet.widthMm} × ${material.sheet.heightMm} mm (either way round)`,
      mat.width > mat.height ? "width" : "height",
    );
  const border = material.minBorderMm;
  const innerWidth = mat.width - 2 * border;
  const innerHeight = mat.height - 2 * border;
  if (mat.windowWidth > innerWidth)
    return refuse("window_too_large", `The window may be at most ${Math.max(innerWidth, 0)} mm wide (border ${border} mm)`, "windowWidth");
  if (mat.windowHeight > innerHeight)
    return refuse(
      "window_too_large",
      `The window may be at most ${Math.max(innerHeight, 0)} mm high (border ${border} mm)`,
      "windowHeight",
    );
  if (mat.windows * mat.windowWidth * mat.windowHeight > innerWidth * innerHeight)
    return refuse("window_too_large", `${mat.windows} windows do not fit inside the ${border} mm border`, "windows");

  const { scale, weightKg } = matPrice(
    {
      widthMm: mat.width,
      heightMm: mat.height,
      windowWidthMm: mat.windowWidth,
      windowHeightMm: mat.windowHeight,
      windows: mat.windows,
      boardPriceM2Eur: material.priceM2Eur,
      boardGsm: material.gsm,
    },
    reference.priceRule,
  );
  return { ok: true, priceList: customerPriceList(1, scale, terms), weightKg };
}

/** The price query a configuration stands for: a mat's window is the picture less the overlap on each side. */
export function quoteConfiguration(configuration: Configuration, reference: BoxReference, terms: CustomerTerms): Quote {
  if (configuration.kind === "box") {
    const { boxId, lengthMm, widthMm, heightMm, materialId } = configuration;
    const box = { boxId, length: lengthMm, width: widthMm, height: heightMm, materialId, extras: configuration.extras };
    return quoteBox(box, reference, terms);
  }
  const shrink = configuration.openingMode === "picture" ? 2 * configuration.overlapMm : 0;
  return quoteMat(
    {
      width: configuration.widthMm,
      height: configuration.heightMm,
      windowWidth: configuration.openingWidthMm - shrink,
      windowHeight: configuration.openingHeightMm - shrink,
      windows: configuration.rows * configuration.columns,
      materialId: configuration.materialId,
    },
    reference,
    terms,
  );
}

/**
 * A configured line's order rules (docs/api.md#cart): a box type's smallest order unit and request
 * threshold, 1 and null for a mat (or a box type the shop no longer has).
 */
export function configuredOrderRules(configuration: Configuration, boxTypes: readonly StoredBoxType[]) {
  const type = configuration.kind === "box" ? boxTypes.find((t) => t.id === configuration.boxId) : undefined;
  return { kleinste_bestelleinheit: type?.smallestOrderUnit ?? 1, requested_delivery_amount: type?.requestFromAmount ?? null };
}
