// What both configurators' data blocks hold (docs/elements/box-configurator.md#data-block): the
// language, the shop (baseUrl; another origin means a partner site), the visitor's country (the unit
// shown first, currency, direct order or offer) and the shop pages they lead to.
import { apiRootField, baseUrlField, countryField, languageField } from "../element/data-block.ts";
import { nextStepPageFields, pageUrlField } from "../element/shop-pages.ts";

export const configuratorDataEntries = {
  language: languageField,
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  geoLocation: countryField,
  /** The offer page (default /angebot, /offer, /devis); a partner's own page is a link as written. */
  offerUrl: pageUrlField,
  /** The shop's configurator page, where a partner site's "Beim Shop bestellen" leads (default /konfiguration). */
  configuratorUrl: pageUrlField,
  /** The cart and checkout the confirmation after an add leads to (default /warenkorb, /kasse, …). */
  ...nextStepPageFields,
};
