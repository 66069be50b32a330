// The product page's data block (specification section 3), as the CMS writes it.
import * as v from "valibot";
import { flag, idLike, numberLike, optionalId } from "../api/coerce.ts";
import { apiRootField, baseUrlField, countryField, languageField } from "../element/data-block.ts";
import { nextStepPageFields, pageUrlField } from "../element/shop-pages.ts";
import { imageUrlField } from "../element/site-url.ts";

const text = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), "");
const optionalNumber = v.pipe(
  v.optional(v.union([numberLike(), v.literal(""), v.null()])),
  v.transform((x) => (typeof x === "number" ? x : undefined)),
);

/** The product as the CMS embeds it. */
export const ProductSchema = v.object({
  images: v.optional(v.array(imageUrlField), []),
  article_id: idLike(),
  unit: text,
  artikel: v.pipe(v.string(), v.trim(), v.nonEmpty("The product needs a name (artikel)")),
  article_number: idLike(),
  volume: text,
  weight: text,
  nettogewicht: text,
  format: text,
  color: text,
  thickness: text,
  orderItemUnit: text,
  description: text,
  sperrgut_artikel: v.optional(flag(), false),
  kleinste_bestelleinheit: v.pipe(
    v.optional(v.union([numberLike(), v.literal("")]), ""),
    v.transform((x) => (typeof x === "number" && x >= 1 ? Math.round(x) : 1)),
  ),
  class_3_description: text,
  requested_delivery_amount: optionalNumber,
});
export type Product = v.InferOutput<typeof ProductSchema>;

/** The unit the product is counted in, as the CRM names it ("Rolle"; core/format/units.ts says it per language). */
export const productUnit = (product: Pick<Product, "unit" | "orderItemUnit">) => product.unit || product.orderItemUnit;

export const ColumnsSchema = v.object({ labels: v.string(), properties: v.string() });

export const ProductDataSchema = v.object({
  language: languageField,
  portal_id: optionalId(),
  contactid: optionalId(),
  loggedIn: v.optional(flag(), false),
  info_popup_text: v.optional(v.string(), ""),
  geoLocation: countryField,
  ansprechpartner_id: optionalId(),
  categoryId: optionalNumber,
  columns: v.optional(ColumnsSchema),
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  offerUrl: pageUrlField,
  ...nextStepPageFields,
  product: ProductSchema,
});
export type ProductData = v.InferOutput<typeof ProductDataSchema>;
