// What the shopper's choices mean once the catalogue is there: the category, type and board in effect
// (the URL's, else the data block's, else the first), what the URL names that the shop does not offer,
// each length's problem, and the configuration when everything is valid. Pure: the rules themselves
// are core/configurator/'s; this only puts them together for the view.
import type { BoxConfiguration } from "../../core/api/configuration.ts";
import type { BoxCategory, BoxType, Material } from "../../core/api/configurator.ts";
import { isBulky } from "../../core/configurator/bulky.ts";
import {
  type BoxAxis,
  type BoxSize,
  type DimensionInput,
  type DimensionProblem,
  dimensionProblems,
  outerSize,
  problemAt,
} from "../../core/configurator/box-geometry.ts";
import type { BoxUrlState } from "../../core/configurator/box-url.ts";
import type { LengthProblem } from "../../core/configurator/length-check.ts";
import { type LengthUnit, parseLength } from "../../core/configurator/units.ts";
import { AXES, type FieldTexts, mmOfUrlValue } from "./use-box-url.ts";

/** A field's problem: of its text (core/configurator/length-check.ts codes) or of the type's rules. */
export type FieldProblem = LengthProblem | DimensionProblem;

export interface BoxChoiceInput {
  url: BoxUrlState;
  unit: LengthUnit;
  texts: FieldTexts;
  touched: ReadonlySet<BoxAxis>;
  /** The data block's first choices. */
  preset: { categoryId: string | null; boxId: string | null };
  categories: readonly BoxCategory[] | null;
  types: readonly BoxType[] | null;
  materials: readonly Material[] | null;
}

export interface BoxChoice {
  categoryId: string | null;
  /** The URL names a category the shop does not have. */
  unknownCategory: boolean;
  type: BoxType | null;
  /** The URL names a box type the category does not have. */
  unknownType: boolean;
  /** The boards the type can be made of. */
  materials: Material[];
  material: Material | null;
  /**
   * The URL names a board the type is not made of (`wanted`), or one the shop does not have (`wanted`
   * null): the type's first board is chosen instead.
   */
  replacedMaterial: { wanted: Material | null } | null;
  /** The chosen extras the type offers, in the type's order. */
  extras: string[];
  /** Each length in mm where its text means one. */
  sizes: DimensionInput;
  /** The problem to show at each field (an empty field the shopper has not typed in shows none). */
  problems: Record<BoxAxis, FieldProblem | null>;
  /** Each length that breaks no rule (the preview keeps the last of them while a field is invalid). */
  validSizes: DimensionInput;
  /** The outer size when all lengths and the board are valid. */
  outer: BoxSize | null;
  /** The outer size is above the type's parcel limit: bulky, only on request. */
  bulky: boolean;
  configuration: BoxConfiguration | null;
}

function pick<T extends { id: string }>(list: readonly T[] | null, wanted: string | null, fallback: string | null): T | null {
  if (!list) return null;
  if (wanted !== null) return list.find((item) => item.id === wanted) ?? null;
  return list.find((item) => item.id === fallback) ?? list[0] ?? null;
}

/** The category whose types to load: the URL's, the data block's, else the first one listed. */
export function categoryToLoad(
  url: BoxUrlState,
  preset: BoxChoiceInput["preset"],
  categories: readonly BoxCategory[] | null,
): string | null {
  return url.categoryId ?? preset.categoryId ?? categories?.[0]?.id ?? null;
}

export function boxChoice(input: BoxChoiceInput): BoxChoice {
  const { url, unit, texts, touched, preset } = input;
  const category = pick(input.categories, url.categoryId, preset.categoryId);
  const unknownCategory = input.categories !== null && url.categoryId !== null && category === null;
  // Types of another category are the previous answer while the chosen category's load starts.
  const ofCategory = category && input.types ? input.types.filter((t) => t.categoryId === category.id) : null;
  const types = ofCategory && (ofCategory.length > 0 || input.types?.length === 0) ? ofCategory : null;
  const presetType = category && (preset.categoryId === null || preset.categoryId === category.id) ? preset.boxId : null;
  const type = pick(types, url.boxId, presetType);
  const unknownType = types !== null && url.boxId !== null && type === null;
  const materials = type && input.materials ? input.materials.filter((m) => m.uses.includes("box") && type.materials.includes(m.id)) : [];
  // A board the type is not made of (the link's, or the one chosen before another type) gives way to
  // the type's first board, and the view says so.
  const wanted = url.materialId === null ? null : (input.materials?.find((m) => m.id === url.materialId) ?? null);
  const material = materials.find((m) => m.id === url.materialId) ?? materials[0] ?? null;
  const replacedMaterial: BoxChoice["replacedMaterial"] =
    type && input.materials && url.materialId !== null && material?.id !== url.materialId ? { wanted } : null;
  const extras = type ? type.extras.filter((extra) => url.extras.includes(extra.id)).map((extra) => extra.id) : [];

  const axes = AXES.filter((axis) => axis !== "height" || (type ? type.height !== null : true));
  const sizes: DimensionInput = { length: null, width: null, height: null };
  const textProblems: Record<BoxAxis, LengthProblem | null> = { length: null, width: null, height: null };
  for (const axis of axes) {
    const parsed = parseLength(texts[axis], unit);
    sizes[axis] = parsed.ok ? mmOfUrlValue(url[axis], unit) : null;
    if (!parsed.ok && (parsed.problem !== "empty" || touched.has(axis))) textProblems[axis] = { code: parsed.problem };
  }
  const ruleProblems = type ? dimensionProblems(type, sizes) : [];
  const problems: Record<BoxAxis, FieldProblem | null> = { length: null, width: null, height: null };
  const validSizes: DimensionInput = { length: null, width: null, height: null };
  for (const axis of axes) {
    problems[axis] = textProblems[axis] ?? problemAt(ruleProblems, axis) ?? null;
    if (problems[axis] === null) validSizes[axis] = sizes[axis];
  }

  const complete = axes.every((axis) => validSizes[axis] !== null);
  const inner: BoxSize | null =
    type && complete
      ? { length: validSizes.length as number, width: validSizes.width as number, height: type.height ? validSizes.height : null }
      : null;
  const outer = inner && type && material ? outerSize(inner, type.allowance, material.thicknessMm) : null;
  // A folder lies flat: its outer height is its boards.
  const bulky =
    outer !== null && type !== null && material !== null
      ? isBulky({ ...outer, height: outer.height ?? type.allowance.height * material.thicknessMm }, type.parcelLimit)
      : false;
  const configuration: BoxConfiguration | null =
    inner && type && material && category
      ? {
          kind: "box",
          categoryId: category.id,
          boxId: type.id,
          lengthMm: inner.length,
          widthMm: inner.width,
          heightMm: inner.height,
          materialId: material.id,
          extras,
        }
      : null;

  return {
    categoryId: category?.id ?? null,
    unknownCategory,
    type,
    unknownType,
    materials,
    material,
    replacedMaterial,
    extras,
    sizes,
    problems,
    validSizes,
    outer,
    bulky,
    configuration,
  };
}
