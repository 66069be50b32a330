// Request bodies the bundle sends, as valibot schemas: the contract the CMS endpoints check (docs/api.md,
// dist/openapi.json). The fake API validates with them; the widgets import only their types, so the
// schemas stay out of the bundle.
import * as v from "valibot";
import { PAYMENT_METHODS, type PaymentMethod } from "./payment-methods.ts";
import { BoxConfigurationSchema, MatConfigurationSchema } from "./configuration.ts";

/** A configured article of either kind (core/api/configuration.ts), as an order item carries it. */
export const ConfigurationSchema = v.variant("kind", [BoxConfigurationSchema, MatConfigurationSchema]);

/** Body of POST objects/articles/getArticlesById: the article ids and the properties to answer. */
export const ArticlesByIdBodySchema = v.object({ ids: v.array(v.string()), properties: v.array(v.string()) });

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
  /** A configured box or mat (core/api/configuration.ts); left out for a catalogue article. */
  configuration: v.optional(ConfigurationSchema),
  /** The configurator URL's query that restores it (the cart line's "edit" link); with `configuration` only. */
  configuration_query: v.optional(v.pipe(v.string(), v.maxLength(1000))),
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

const text = v.string();
const decimal = v.pipe(v.number(), v.finite(), v.minValue(0));

/** One address as the deal stores it: the `delivery_` and `invoice_` variants of section 3. */
export const DealAddressSchema = v.object({
  email: text,
  phone_number: text,
  /** The legal form's abbreviation (GmbH, SARL, Ltd …); '' for a private customer. */
  abbreviation: text,
  address_city: text,
  /** ISO two-letter code, upper case. */
  address_country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  address_post_code: text,
  /** Street and house number. */
  addressline1: text,
  /** Address addition (c/o, building, floor); may be ''. */
  addressline3: text,
  /** Who receives it: the company name for a company, otherwise first and last name. */
  orderrecipient: text,
});
export type DealAddress = v.InferOutput<typeof DealAddressSchema>;

/** One line of the order payload (section 3): amount at least 1, decimal prices. */
export const DealLineSchema = v.object({
  orderItemId: v.pipe(v.string(), v.nonEmpty()),
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Net unit price, decimal. */
  nettoPrice: decimal,
  /** Line price (net unit price × amount), decimal. */
  price: decimal,
});
export type DealLine = v.InferOutput<typeof DealLineSchema>;

export type DealType = "order" | "quotation" | "quotation_guest";
export type DeliveryTypeId = "freight-forwarder" | "parcel-service";
export type { PaymentMethod };

const paymentMethod = v.picklist(PAYMENT_METHODS);

/** Body of POST `deal`. Money is decimal, computed from integer cents. */
export const CreateDealBodySchema = v.object({
  /**
   * Idempotency key made once per attempt and kept in the session: the same key returns the deal
   * already made, so a double submit or a retry after a lost answer creates one deal.
   */
  requestId: v.pipe(v.string(), v.minLength(8)),
  type: v.picklist(["order", "quotation", "quotation_guest"]),
  language: v.picklist(["de", "en", "fr"]),
  sessionid: v.pipe(v.string(), v.nonEmpty()),
  ansprechpartner_id: v.nullable(v.string()),
  companyId: v.nullable(v.string()),
  /** Gross total, decimal (the deal's calculatedamount). */
  totalPrice: decimal,
  /** The parts of the total, decimal, as the shopper saw them. */
  netTotal: decimal,
  shippingFee: decimal,
  packagingCost: decimal,
  vatPercent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  vatTotal: decimal,
  products: v.pipe(v.array(DealLineSchema), v.minLength(1), v.maxLength(100)),
  note: v.pipe(v.string(), v.maxLength(2000)),
  deliveryType: v.picklist(["freight-forwarder", "parcel-service"]),
  /** Only for type 'order'. */
  paymentMethod: v.nullable(paymentMethod),
  customerType: v.picklist(["private", "company"]),
  vatId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{0,14}$/)),
  invoice: DealAddressSchema,
  delivery: DealAddressSchema,
});
export type CreateDealBody = v.InferOutput<typeof CreateDealBodySchema>;

/** Body of POST `update-deal-with-freight-cost`. */
export const FreightCostBodySchema = v.object({ dealId: v.pipe(v.string(), v.nonEmpty()), freightCost: decimal });

/** Body of POST `deal/payment-method`: another payment method for an order not paid yet. */
export const DealPaymentMethodBodySchema = v.object({ dealId: v.pipe(v.string(), v.nonEmpty()), paymentMethod });
export type DealPaymentMethodBody = v.InferOutput<typeof DealPaymentMethodBodySchema>;
