// The data block of <shop-registration> (docs/elements/registration.md).
import * as v from "valibot";
import { isCountryCode } from "../../core/address/countries.ts";
import { apiRootField, baseUrlField, countryField, languageField } from "../../core/element/data-block.ts";
import { pageUrlField } from "../../core/element/shop-pages.ts";

/** An ISO country code in any case, kept upper case as the address block uses them. */
const allowedCountry = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.check(isCountryCode, "Expected an ISO 3166-1 alpha-2 country code"));

export const RegistrationDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  /** The visitor's country: preselected as the address's country. */
  geoLocation: v.optional(countryField, "de"),
  /** The terms and the privacy notice the consents link to; default the shop's pages (core/element/shop-pages.ts). */
  termsUrl: pageUrlField,
  privacyUrl: pageUrlField,
  /** Where "Weiter einkaufen" of the confirmation leads; default `/`. */
  shopUrl: pageUrlField,
  /** The countries a new customer may choose; default all. */
  countries: v.optional(v.pipe(v.array(allowedCountry), v.nonEmpty("Expected at least one country"))),
});
export type RegistrationData = v.InferOutput<typeof RegistrationDataSchema>;
