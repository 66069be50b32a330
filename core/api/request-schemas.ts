// Request bodies the bundle sends, as valibot schemas: the contract the CMS endpoints check (README,
// "API contract"). The fake API validates with them; the widgets import only their types, so the
// schemas stay out of the bundle.
import * as v from "valibot";

/** Body of POST objects/order-items/post (section 7). */
export const OrderItemBodySchema = v.object({
  volume: v.string(),
  artikel_nummer: v.string(),
  article_slug: v.string(),
  artikel: v.string(),
  menge: v.pipe(v.number(), v.integer(), v.minValue(1)),
  sessionid: v.pipe(v.string(), v.nonEmpty()),
  /** Net unit price, decimal. */
  preis: v.number(),
  nettogewicht: v.string(),
  einheit: v.string(),
  image_url: v.string(),
  article_id: v.string(),
  companyId: v.nullable(v.string()),
  description: v.string(),
  sperrgut_artikel: v.boolean(),
  restant: v.picklist(["true", "false"]),
});
export type OrderItemBody = v.InferOutput<typeof OrderItemBodySchema>;

/** Body of POST objects/order-items/update: the line's new amount. */
export const UpdateOrderItemBodySchema = v.object({
  sessionid: v.pipe(v.string(), v.nonEmpty()),
  id: v.pipe(v.string(), v.nonEmpty()),
  menge: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** Body of POST objects/order-items/delete. */
export const DeleteOrderItemBodySchema = v.object({
  sessionid: v.pipe(v.string(), v.nonEmpty()),
  id: v.pipe(v.string(), v.nonEmpty()),
});
