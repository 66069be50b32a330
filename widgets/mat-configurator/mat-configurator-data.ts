// The data block of <shop-mat-configurator> (docs/elements/mat-configurator.md#data-block). A partner
// site's block names the shop in `baseUrl`; its links then lead to the shop's pages.
import * as v from "valibot";
import { flag, optionalId } from "../../core/api/coerce.ts";
import { baseUrlField, countryField, languageField } from "../../core/element/data-block.ts";
import { pageUrlField } from "../../core/element/shop-pages.ts";

export const MatConfiguratorDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
  /** The visitor's country: currency, number format, the default unit (mm or inches) and the price. */
  geoLocation: countryField,
  loggedIn: v.optional(flag(), false),
  contactid: optionalId(),
  /** Where "Angebot anfordern" leads; the language's offer page by default. */
  offerUrl: pageUrlField,
  /** The shop's configurator page (/konfiguration by default), linked from a partner site for ordering. */
  configuratorUrl: pageUrlField,
  /** The board chosen at first (a link in the URL wins); the first board by default. */
  materialId: optionalId(),
  /** The standard format chosen at first; a custom size by default. */
  formatId: optionalId(),
});
export type MatConfiguratorData = v.InferOutput<typeof MatConfiguratorDataSchema>;
