// The fake shop's quotes for a configured box or mat: the shop's one quote and price rule
// (hubspot/functions/shop/configurator-quotes.ts), the functions' own, over the demo's fixtures
// (fixtures-configurator.ts) with the company's discount and gb's pounds of fixtures.ts. Used by
// box-price and ppt-price (handlers-configurator.ts) and by the cart for configured lines (handlers.ts, handlers-cart.ts).
import type { Configuration } from "../../core/api/configuration.ts";
import {
  type BoxQuery,
  type MatQuery,
  type Quote,
  quoteBox as quoteBoxFor,
  quoteConfiguration as quoteConfigurationFor,
  quoteMat as quoteMatFor,
} from "../../hubspot/functions/shop/configurator-quotes.ts";
import { boxTypes, extras, materials, PRICE_RULE } from "./fixtures-configurator.ts";
import { customerTermsOf } from "./fixtures.ts";

export type { BoxQuery, MatQuery, Quote, QuoteRefusal } from "../../hubspot/functions/shop/configurator-quotes.ts";

/** Who asks: the price list is the company's (null: list prices) for the country. */
export interface Customer {
  companyId: string | null;
  geoLocation: string;
}

/** The demo's reference data, as the functions read it from the shop's settings. */
export const REFERENCE = { boxTypes, materials, extras, priceRule: PRICE_RULE };

const termsOf = (customer: Customer) => customerTermsOf(customer.companyId, customer.geoLocation);

export const quoteBox = (box: BoxQuery, customer: Customer): Quote => quoteBoxFor(box, REFERENCE, termsOf(customer));

export const quoteMat = (mat: MatQuery, customer: Customer): Quote => quoteMatFor(mat, REFERENCE, termsOf(customer));

export const quoteConfiguration = (configuration: Configuration, customer: Customer): Quote =>
  quoteConfigurationFor(configuration, REFERENCE, termsOf(customer));
