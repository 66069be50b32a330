// The API contract as data: every endpoint the bundle calls below the API root (default /_hcms/api/,
// core/api/api-root.ts), with its method, query, body, answers and error codes, made of the same valibot
// schemas the client and the fake API check with. scripts/openapi.mjs turns it into dist/openapi.json
// (OpenAPI 3.1) for the CMS backend team; docs/api.md explains each endpoint. No element imports this
// module, so the request schemas stay out of the bundle (core/api/request-schemas.ts).
import * as v from "valibot";
import { CartSchema, VatOptionSchema } from "./cart.ts";
import { ShippingFeeSchema } from "./shipping-fee.ts";
import { PackagingCostSchema } from "./packaging-cost.ts";
import { CategoryAnswerWireSchema } from "./category-answer-wire.ts";
import { ProductCategorySchema, SuperCategoryListSchema } from "./browse.ts";
import { PromoListSchema, RelatedArticlesSchema } from "./listed-articles.ts";
import {
  BoxCategoryListSchema,
  BoxTypeListSchema,
  ConfiguredPriceSchema,
  MatFormatListSchema,
  MaterialListSchema,
} from "./configurator.ts";
import { CompanyChoiceListSchema, ContactErrorBodySchema } from "./contacts.ts";
import { ContactAnswerSchema, ContactPersonSchema } from "./contact-form.ts";
import { DeliveryAnswerSchema } from "./delivery.ts";
import { RegistrationAnswerSchema } from "./registration.ts";
import { ServiceErrorBodySchema } from "./service-error.ts";
import { ContactMessageBodySchema, RegistrationBodySchema } from "./service-request-schemas.ts";
import { CreatedDealSchema, DealPaymentMethodSchema, DealSchema } from "./deal.ts";
import {
  ArticlesByIdBodySchema,
  CreateDealBodySchema,
  DealPaymentMethodBodySchema,
  DeleteOrderItemBodySchema,
  FreightCostBodySchema,
  OrderItemBodySchema,
  UpdateOrderItemBodySchema,
} from "./request-schemas.ts";
import { ArticleListSchema, CompanySchema, PriceListSchema } from "./schemas.ts";
import { SearchAnswerSchema } from "./search.ts";
import { MAX_SEARCH_PAGE, SEARCH_SORTS, SEARCH_TYPES } from "./search-types.ts";
import { PaidAnswerSchema, PayPalOrderSchema } from "../payment/answers.ts";
import { PaymentErrorBodySchema } from "../payment/errors.ts";
import { CardChargeBodySchema, PayPalCaptureBodySchema, PayPalCreateBodySchema } from "../payment/request-schemas.ts";

type Schema = v.GenericSchema;

/** One answer: its status, what it means and, when it has a JSON body, the body's schema. */
export interface ContractAnswer {
  status: number;
  description: string;
  schema?: Schema;
}

export interface EndpointContract {
  method: "GET" | "POST";
  /** Below the API root (default /_hcms/api/, core/api/api-root.ts); the payment functions' paths are the defaults a shop may change (core/payment/config.ts). */
  path: string;
  summary: string;
  /** The section of docs/api.md that explains the endpoint. */
  docs: string;
  /** Query parameters as an object of strings; optional entries may be left out. */
  query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  body?: Schema;
  answers: ContractAnswer[];
}

/** Every error answer is JSON; the codes an element acts on are listed with their endpoint. */
export const ErrorBodySchema = v.looseObject({ code: v.optional(v.string()), message: v.optional(v.string()) });

const language = v.picklist(["de", "en", "fr"]);
const country = v.pipe(v.string(), v.regex(/^[a-zA-Z]{2}$/));
const id = v.pipe(v.string(), v.nonEmpty());
const deliveryType = v.picklist(["parcel-service", "freight-forwarder"]);
const decimalText = v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/));
const integerText = v.pipe(v.string(), v.regex(/^\d+$/));

/** The configurators' error answers: a code to act on, and the query parameter at fault when there is one. */
export const ConfiguratorErrorBodySchema = v.looseObject({ code: v.string(), message: v.string(), field: v.optional(v.string()) });
/** Whole millimetres, or a count, ≥ 1. */
const wholeNumber = v.pipe(v.string(), v.regex(/^[1-9]\d*$/));
const extrasList = v.pipe(v.string(), v.regex(/^[\w-]+(,[\w-]+)*$/));

/** order-items/post and update refuse an amount above a promotion's maximum with this body. */
export const PromotionMaxBodySchema = v.looseObject({
  code: v.literal("promotion_max"),
  message: v.string(),
  max: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
const idList = v.pipe(v.string(), v.regex(/^[^,]+(,[^,]+)*$/));

const noContent = (description: string): ContractAnswer => ({ status: 204, description });
const error = (status: number, description: string, schema: Schema = ErrorBodySchema): ContractAnswer => ({ status, description, schema });
const badBody = error(400, "the body fails its schema");
const unknownDeal = error(404, "unknown deal");
/** A payment provider that cannot take payments now (down, not configured). */
const unavailable = error(503, "code unavailable", PaymentErrorBodySchema);

export const API_CONTRACT: EndpointContract[] = [
  {
    method: "POST",
    path: "objects/articles/getArticlesById",
    summary: "The article records with the given ids; an empty array when none exists",
    docs: "docs/api.md#articles",
    query: v.object({ language, checkBy: v.literal("hs_object_id") }),
    body: ArticlesByIdBodySchema,
    answers: [{ status: 200, description: "article records, property values as strings or null", schema: ArticleListSchema }],
  },
  {
    method: "GET",
    path: "objects/price-lists/get",
    summary: "Packing unit and price scale of an article for a company (left out for guests) and country",
    docs: "docs/api.md#price-list",
    query: v.object({ articleId: id, companyId: v.optional(id), geoLocation: country }),
    answers: [
      { status: 200, description: "the price list; an empty scaled_price means no price", schema: PriceListSchema },
      error(404, "unknown article"),
    ],
  },
  {
    method: "GET",
    path: "objects/company/get",
    summary: "The selected company's record (tax status ust, canSwitchGrossNet)",
    docs: "docs/api.md#company",
    query: v.object({ companyId: id }),
    answers: [{ status: 200, description: "the company", schema: CompanySchema }, error(404, "unknown company")],
  },
  {
    method: "POST",
    path: "objects/order-items/post",
    summary: "Adds one cart line (order item) to the session's cart",
    docs: "docs/api.md#order-items-post",
    body: OrderItemBodySchema,
    answers: [
      noContent("added; any other status is a failure"),
      error(400, "the body fails its schema, or its configuration cannot be made (the code of box-price or ppt-price)"),
      error(
        409,
        "code promotion_max: the session's amount of a promoted article would pass its maxQuantity (field max)",
        PromotionMaxBodySchema,
      ),
    ],
  },
  {
    method: "GET",
    path: "objects/order-items/get",
    summary: "The session's cart: its order items, each with the price list for the company and country",
    docs: "docs/api.md#cart",
    query: v.object({ sessionid: id, companyId: v.optional(id), geoLocation: country, language }),
    answers: [{ status: 200, description: "the cart", schema: CartSchema }, error(400, "no sessionid")],
  },
  {
    method: "POST",
    path: "objects/order-items/update",
    summary: "Sets a cart line's amount",
    docs: "docs/api.md#cart",
    body: UpdateOrderItemBodySchema,
    answers: [
      noContent("changed"),
      badBody,
      error(404, "the session has no such line"),
      error(409, "code promotion_max: the amount passes the promoted article's maxQuantity (field max)", PromotionMaxBodySchema),
    ],
  },
  {
    method: "POST",
    path: "objects/order-items/delete",
    summary: "Removes a cart line",
    docs: "docs/api.md#cart",
    body: DeleteOrderItemBodySchema,
    answers: [noContent("removed"), badBody, error(404, "the session has no such line")],
  },
  {
    method: "GET",
    path: "vat",
    summary: "The VAT option in percent for delivery to a country (0: export without VAT)",
    docs: "docs/api.md#cart",
    query: v.object({ country }),
    answers: [{ status: 200, description: "the rate", schema: VatOptionSchema }],
  },
  {
    method: "GET",
    path: "shippingFee",
    summary: "The net shipping fee (decimal) for a country, delivery type and net order value",
    docs: "docs/api.md#cart",
    query: v.object({ country, deliveryType, net: decimalText }),
    answers: [{ status: 200, description: "the fee", schema: ShippingFeeSchema }],
  },
  {
    method: "GET",
    path: "packaging-cost",
    summary: "The net packaging cost (decimal) for a country, delivery type and number of lines",
    docs: "docs/api.md#cart",
    query: v.object({ country, deliveryType, lines: integerText }),
    answers: [{ status: 200, description: "the cost", schema: PackagingCostSchema }],
  },
  {
    method: "GET",
    path: "site-search",
    summary: "One page of site search hits (by cursor or page number, in relevance or an article order) and the cursor of the next page",
    docs: "docs/api.md#site-search",
    query: v.object({
      term: v.pipe(v.string(), v.minLength(2)),
      language,
      limit: integerText,
      after: v.optional(v.pipe(v.string(), v.nonEmpty())),
      page: v.optional(
        v.pipe(
          v.string(),
          v.regex(/^[1-9]\d*$/),
          v.check((p) => Number(p) <= MAX_SEARCH_PAGE, `page is at most ${MAX_SEARCH_PAGE}`),
        ),
      ),
      sort: v.optional(v.picklist(SEARCH_SORTS)),
      type: v.optional(v.pipe(v.string(), v.regex(new RegExp(`^(${SEARCH_TYPES.join("|")})(,(${SEARCH_TYPES.join("|")}))*$`)))),
    }),
    answers: [{ status: 200, description: "the hits", schema: SearchAnswerSchema }, error(400, "a bad parameter")],
  },
  {
    method: "GET",
    path: "ansprechpartner/companies",
    summary: "The companies a logged-in contact may act for (the company switcher)",
    docs: "docs/api.md#companies",
    query: v.object({ contactId: id }),
    answers: [
      { status: 200, description: "the contact's companies; an empty array means no valid company", schema: CompanyChoiceListSchema },
      error(404, "code no_valid_contact (no valid and active contact) or no_valid_company", ContactErrorBodySchema),
    ],
  },
  {
    method: "GET",
    path: "ansprechpartner/get",
    summary: "The logged-in contact's name, e-mail, phone, company and customer number (to prefill forms)",
    docs: "docs/api.md#contact-person",
    query: v.object({ contactId: id }),
    answers: [
      { status: 200, description: "the contact", schema: ContactPersonSchema },
      error(404, "code not_found", ServiceErrorBodySchema),
    ],
  },
  {
    method: "POST",
    path: "ansprechpartner/register",
    summary: "Registers a new customer, or gives an existing customer online access; the CMS membership sends the invitation e-mail",
    docs: "docs/api.md#registration",
    body: RegistrationBodySchema,
    answers: [
      {
        status: 201,
        description: "the invitation e-mail is on its way; vatReview says what happens with a VAT ID",
        schema: RegistrationAnswerSchema,
      },
      badBody,
      error(404, "code customer_not_found: no customer with this customer number and e-mail", ServiceErrorBodySchema),
      error(409, "code contact_active: the person already has online access (log in or reset the password)", ServiceErrorBodySchema),
      error(422, "code invalid_field with field: a value fails the server's check", ServiceErrorBodySchema),
      error(429, "code too_many_requests with retryAfterSeconds", ServiceErrorBodySchema),
    ],
  },
  {
    method: "POST",
    path: "contact",
    summary: "Sends the contact dialog's message to the service team, once per requestId",
    docs: "docs/api.md#contact",
    body: ContactMessageBodySchema,
    answers: [
      { status: 201, description: "filed under reference; answered within answerWithinHours working hours", schema: ContactAnswerSchema },
      badBody,
      error(422, "code invalid_field with field, or spam_suspected (honeypot filled or sent too fast)", ServiceErrorBodySchema),
      error(429, "code too_many_requests with retryAfterSeconds", ServiceErrorBodySchema),
    ],
  },
  {
    method: "GET",
    path: "delivery",
    summary: "The shipments of orders: by orderNumber and postcode, by trackingNumber and carrier, or a contact's recent orders",
    docs: "docs/api.md#delivery",
    query: v.object({
      language,
      orderNumber: v.optional(id),
      postcode: v.optional(id),
      trackingNumber: v.optional(id),
      carrier: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{2,20}$/))),
      contactId: v.optional(id),
    }),
    answers: [
      { status: 200, description: "the orders found, newest first, with their parcels or forwarder", schema: DeliveryAnswerSchema },
      error(404, "code not_found: no such order and postcode, or no parcel of the shop with this number", ServiceErrorBodySchema),
      error(422, "code invalid_query: none of the three ways, or a value that cannot be right", ServiceErrorBodySchema),
      error(429, "code too_many_requests with retryAfterSeconds", ServiceErrorBodySchema),
    ],
  },
  {
    method: "GET",
    path: "super-categories",
    summary: "The super-categories, each with its product categories as tiles, in the shop's order",
    docs: "docs/api.md#super-categories",
    query: v.object({ language }),
    answers: [{ status: 200, description: "the category tree's top two levels", schema: SuperCategoryListSchema }],
  },
  {
    method: "GET",
    path: "product-categories/get",
    summary: "One product category: name, description (HTML), super-category, sub-categories and the list's columns",
    docs: "docs/api.md#product-categories",
    query: v.object({ id, language }),
    answers: [{ status: 200, description: "the category", schema: ProductCategorySchema }, error(404, "unknown category")],
  },
  {
    method: "GET",
    path: "product-categories/articles",
    summary:
      "Every article of a product category in columns: what its list shows, filters and sorts by, short values as indexes into tables (no customer prices)",
    docs: "docs/api.md#category-articles",
    query: v.object({ categoryId: id, language, geoLocation: country }),
    answers: [
      { status: 200, description: "the articles as columns; count 0 for an empty category", schema: CategoryAnswerWireSchema },
      error(404, "unknown category"),
    ],
  },
  {
    method: "GET",
    path: "product-categories/promotions",
    summary: "The promotional goods (special prices, remnants) with their prices for the company and country",
    docs: "docs/api.md#promotions",
    query: v.object({ language, geoLocation: country, companyId: v.optional(id) }),
    answers: [{ status: 200, description: "the promoted articles, soonest end first", schema: PromoListSchema }],
  },
  {
    method: "GET",
    path: "related-articles/get",
    summary:
      "The listed articles (aehnliche_artikel or zusatz_artikel, or a CMS list without articleId) in order, filled up with the shop's similar articles when suggest is true",
    docs: "docs/api.md#related-articles",
    query: v.object({
      articleId: v.optional(id),
      ids: v.optional(idList),
      suggest: v.picklist(["true", "false"]),
      limit: v.pipe(
        integerText,
        v.check((s) => Number(s) >= 1 && Number(s) <= 24, "1 to 24"),
      ),
      language,
      geoLocation: country,
    }),
    answers: [
      { status: 200, description: "the articles; unknown ids are skipped", schema: RelatedArticlesSchema },
      error(400, "limit outside 1–24, suggest not true or false, or suggest=true without articleId"),
      error(404, "unknown articleId"),
    ],
  },
  {
    method: "GET",
    path: "box-categories",
    summary: "The box configurator's categories, in the shop's order",
    docs: "docs/api.md#box-categories",
    query: v.object({ language }),
    answers: [{ status: 200, description: "the categories", schema: BoxCategoryListSchema }],
  },
  {
    method: "GET",
    path: "boxes",
    summary: "A category's box types with drawing, ranges, rules, boards, extras, order rules and parcel limit",
    docs: "docs/api.md#boxes",
    query: v.object({ categoryId: id, language }),
    answers: [
      { status: 200, description: "the category's box types", schema: BoxTypeListSchema },
      error(400, "code bad_query: no categoryId", ConfiguratorErrorBodySchema),
      error(404, "code unknown_category", ConfiguratorErrorBodySchema),
    ],
  },
  {
    method: "GET",
    path: "materials",
    summary: "The boards for boxes or for mats",
    docs: "docs/api.md#materials",
    query: v.object({ use: v.picklist(["box", "mat"]), language }),
    answers: [
      { status: 200, description: "the boards", schema: MaterialListSchema },
      error(400, "code bad_query: use is not box or mat", ConfiguratorErrorBodySchema),
    ],
  },
  {
    method: "GET",
    path: "ppt-price/formats",
    summary: "The standard frame formats for mats, smallest first",
    docs: "docs/api.md#mat-formats",
    query: v.object({ language }),
    answers: [{ status: 200, description: "the formats", schema: MatFormatListSchema }],
  },
  {
    method: "GET",
    path: "box-price",
    summary: "A configured box's price list (whole scale) and weight for the company and country",
    docs: "docs/api.md#box-price",
    query: v.object({
      boxId: id,
      length: wholeNumber,
      width: wholeNumber,
      height: v.optional(wholeNumber),
      materialId: id,
      extras: v.optional(extrasList),
      companyId: v.optional(id),
      geoLocation: country,
    }),
    answers: [
      { status: 200, description: "the price list and weight of one box", schema: ConfiguredPriceSchema },
      error(
        400,
        "code bad_query, unknown_box, unknown_material, material_not_allowed, unknown_extra, out_of_range, length_below_width or height_to_width",
        ConfiguratorErrorBodySchema,
      ),
    ],
  },
  {
    method: "GET",
    path: "ppt-price",
    summary: "A configured mat's price list (whole scale) and weight for the company and country",
    docs: "docs/api.md#ppt-price",
    query: v.object({
      width: wholeNumber,
      height: wholeNumber,
      windowWidth: wholeNumber,
      windowHeight: wholeNumber,
      windows: wholeNumber,
      materialId: id,
      companyId: v.optional(id),
      geoLocation: country,
    }),
    answers: [
      { status: 200, description: "the price list and weight of one mat", schema: ConfiguredPriceSchema },
      error(400, "code bad_query, unknown_material, outside_sheet or window_too_large", ConfiguratorErrorBodySchema),
    ],
  },
  {
    method: "POST",
    path: "deal",
    summary: "Creates the order or offer request as one CRM deal, once per requestId",
    docs: "docs/api.md#deal",
    body: CreateDealBodySchema,
    answers: [
      { status: 200, description: "the deal made first for this requestId", schema: CreatedDealSchema },
      badBody,
      error(422, "code offer_only, unknown_order_item, contact_required, payment_required, or price_changed (with the shop's totalPrice)"),
    ],
  },
  {
    method: "POST",
    path: "update-deal-with-freight-cost",
    summary: "Records the forwarder's freight cost (already part of the total) on the deal",
    docs: "docs/api.md#deal",
    body: FreightCostBodySchema,
    answers: [noContent("recorded"), badBody, unknownDeal],
  },
  {
    method: "POST",
    path: "deal/payment-method",
    summary: "Records another payment method on an order not paid yet",
    docs: "docs/api.md#deal",
    body: DealPaymentMethodBodySchema,
    answers: [
      { status: 200, description: "the method the deal now carries", schema: DealPaymentMethodSchema },
      badBody,
      unknownDeal,
      error(409, "code already_paid: the deal is paid, its method stays"),
      error(422, "code not_an_order: an offer request has no payment method"),
    ],
  },
  {
    method: "GET",
    path: "deal/get",
    summary: "Reads a deal back as the thank-you page shows it; never creates one",
    docs: "docs/api.md#deal",
    query: v.object({ dealId: id }),
    answers: [{ status: 200, description: "the deal", schema: DealSchema }, unknownDeal],
  },
  {
    method: "POST",
    path: "payment/paypal/create",
    summary: "Creates a PayPal order for the deal's total (the shop's function; path configurable)",
    docs: "docs/api.md#payment",
    body: PayPalCreateBodySchema,
    answers: [
      { status: 200, description: "PayPal's order id and approval page (null when none is needed)", schema: PayPalOrderSchema },
      badBody,
      unknownDeal,
      error(409, "code amount_mismatch (not the deal's total and currency), not_an_order (an offer request) or method_mismatch"),
      unavailable,
    ],
  },
  {
    method: "POST",
    path: "payment/paypal/capture",
    summary: "Captures the approved PayPal order (the shop's function; path configurable)",
    docs: "docs/api.md#payment",
    body: PayPalCaptureBodySchema,
    answers: [
      { status: 200, description: "paid, or the first payment of a deal already paid", schema: PaidAnswerSchema },
      badBody,
      error(402, "code declined", PaymentErrorBodySchema),
      error(404, "unknown deal, or no such PayPal order made for it"),
      error(409, "code cancelled (the buyer did not approve), not_an_order or method_mismatch"),
      unavailable,
    ],
  },
  {
    method: "POST",
    path: "payment/card",
    summary: "Charges the hosted card fields' token (the shop's function; path configurable)",
    docs: "docs/api.md#payment",
    body: CardChargeBodySchema,
    answers: [
      { status: 200, description: "paid, or the first payment of a deal already paid", schema: PaidAnswerSchema },
      error(400, "the body fails its schema, or code unknown_token: a token the provider does not know"),
      error(402, "code declined", PaymentErrorBodySchema),
      unknownDeal,
      error(409, "code amount_mismatch (not the deal's total and currency), not_an_order (an offer request) or method_mismatch"),
      unavailable,
    ],
  },
];
