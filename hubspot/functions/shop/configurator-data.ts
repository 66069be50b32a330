// The configurators' reference data as the shop keeps it (docs/api.md#configurators): box categories,
// box types, extras, the parcel limit, boards, mat formats and the price rule's numbers, each a shop
// setting (docs/decisions/hubspot-crm-model.md#settings). A stored record is the contract's answer
// (core/api/configurator.ts, whose field schemas check it) with its texts in every language and the
// price rule's numbers, which stay on the server; the answers below localize it and leave those out.
// Pure: the msw fake answers from the demo's fixtures with the same functions.
import * as v from "valibot";
import { idLike } from "../../../core/api/coerce.ts";
import {
  BoxCategorySchema,
  BoxTypeSchema,
  ColourSchema,
  MaterialSchema,
  MatFormatSchema,
  ParcelLimitSchema,
} from "../../../core/api/configurator.ts";

/** A text in German, and in English and French where it is translated (German stands in for a missing one). */
export const TextsSchema = v.object({ de: v.string(), en: v.optional(v.string()), fr: v.optional(v.string()) });
export type Texts = v.InferOutput<typeof TextsSchema>;

/** The text in the requested language; German for any other, or where it has no translation. */
export const localized = (texts: Texts, language: string | null | undefined): string =>
  (language === "en" || language === "fr" ? texts[language] : undefined) ?? texts.de;

const eur = v.pipe(v.number(), v.finite(), v.minValue(0));
const positive = v.pipe(v.number(), v.finite(), v.gtValue(0));

export const StoredBoxCategorySchema = v.object({ ...BoxCategorySchema.entries, name: TextsSchema, description: TextsSchema });
export type StoredBoxCategory = v.InferOutput<typeof StoredBoxCategorySchema>;

/** An extra: its texts and its net list price per box in EUR, before the type's factor. */
export const StoredExtraSchema = v.object({ id: idLike(), name: TextsSchema, description: TextsSchema, priceEur: eur });
export type StoredExtra = v.InferOutput<typeof StoredExtraSchema>;

/** A box type: the contract's fields with its extras by id (the parcel limit is the shop's), and its price numbers. */
export const StoredBoxTypeSchema = v.object({
  ...v.omit(BoxTypeSchema, ["extras", "parcelLimit"]).entries,
  name: TextsSchema,
  description: TextsSchema,
  extras: v.array(idLike()),
  /** Labour and waste on the board and extras. */
  factor: positive,
  /** Setting up cutter and creaser for one order line, net EUR, spread over the amount. */
  setupEur: eur,
});
export type StoredBoxType = v.InferOutput<typeof StoredBoxTypeSchema>;

const StoredColourSchema = v.object({ ...ColourSchema.entries, name: TextsSchema });

/** A board: the contract's fields with its texts, and its net list price per m² in EUR and its grammage. */
export const StoredMaterialSchema = v.object({
  ...MaterialSchema.entries,
  name: TextsSchema,
  colour: StoredColourSchema,
  coreColour: v.optional(v.nullable(StoredColourSchema), null),
  priceM2Eur: eur,
  gsm: positive,
});
export type StoredMaterial = v.InferOutput<typeof StoredMaterialSchema>;

export const StoredMatFormatSchema = v.object({ ...MatFormatSchema.entries, name: TextsSchema });
export type StoredMatFormat = v.InferOutput<typeof StoredMatFormatSchema>;

/** The price rule's numbers (hubspot/functions/shop/configurator-prices.ts). */
export const PriceRuleSchema = v.object({
  /** Scale steps, each with the share of the per-piece price left at that amount; the first at 1. */
  quantityScales: v.pipe(
    v.array(v.object({ quantity: v.pipe(v.number(), v.integer(), v.minValue(1)), share: v.pipe(positive, v.maxValue(1)) })),
    v.nonEmpty(),
  ),
  /** The mat cutter's charges: each window's bevel cut, and setting up per order line (net EUR). */
  mat: v.object({ perWindowEur: eur, setupEur: eur }),
  /** EUR to GBP for the lists of visitors from gb. */
  gbpPerEur: positive,
});
export type PriceRule = v.InferOutput<typeof PriceRuleSchema>;

/** The settings of the configurators, by key, with the schema each value must pass when read. */
export const CONFIGURATOR_SETTINGS = {
  "box-categories": v.array(StoredBoxCategorySchema),
  "box-types": v.array(StoredBoxTypeSchema),
  "box-extras": v.array(StoredExtraSchema),
  "parcel-limit": ParcelLimitSchema,
  materials: v.array(StoredMaterialSchema),
  "mat-formats": v.array(StoredMatFormatSchema),
  "configurator-price-rule": PriceRuleSchema,
} as const;
export type ConfiguratorSettingKey = keyof typeof CONFIGURATOR_SETTINGS;

// ---------------------------------------------------------------------------------------------
// The answers, in the requested language.

export const categoryAnswer = (category: StoredBoxCategory, language: string | null) => ({
  id: category.id,
  name: localized(category.name, language),
  description: localized(category.description, language),
});

/** A box type as `boxes` answers it: its extras named, the shop's parcel limit, its price numbers left out. */
export function boxTypeAnswer(
  type: StoredBoxType,
  extras: readonly StoredExtra[],
  parcelLimit: v.InferOutput<typeof ParcelLimitSchema>,
  language: string | null,
) {
  const { factor: _factor, setupEur: _setup, ...fields } = type;
  return {
    ...fields,
    name: localized(type.name, language),
    description: localized(type.description, language),
    extras: type.extras.flatMap((id) => {
      const extra = extras.find((e) => e.id === id);
      return extra ? [{ id, name: localized(extra.name, language), description: localized(extra.description, language) }] : [];
    }),
    parcelLimit,
  };
}

/** A board as `materials` answers it: its texts localized, its price numbers left out. */
export function materialAnswer(material: StoredMaterial, language: string | null) {
  const { priceM2Eur: _price, gsm: _gsm, ...fields } = material;
  return {
    ...fields,
    name: localized(material.name, language),
    colour: { name: localized(material.colour.name, language), hex: material.colour.hex },
    coreColour: material.coreColour && { name: localized(material.coreColour.name, language), hex: material.coreColour.hex },
  };
}

export const formatAnswer = (format: StoredMatFormat, language: string | null) => ({
  ...format,
  name: localized(format.name, language),
});
