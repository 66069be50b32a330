// The data block of <shop-box-configurator> (docs/elements/box-configurator.md#data-block). The CMS
// page /konfiguration writes it; a partner site writes its own with `baseUrl` naming the shop.
import * as v from "valibot";
import { flag, optionalId } from "../../core/api/coerce.ts";
import { baseUrlField, countryField, languageField } from "../../core/element/data-block.ts";
import { pageUrlField } from "../../core/element/shop-pages.ts";

export const BoxConfiguratorDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
  /** The visitor's country: the unit shown first (inches in inch countries), currency, direct order or offer. */
  geoLocation: countryField,
  loggedIn: v.optional(flag(), false),
  contactid: optionalId(),
  /** The shop's offer page (default /angebot, /offer, /devis). */
  offerUrl: pageUrlField,
  /** The shop's configurator page, where a partner site's "order at the shop" leads (default /konfiguration). */
  configuratorUrl: pageUrlField,
  /** The category chosen first when the URL names none. */
  categoryId: optionalId(),
  /** The box type chosen first (a type of `categoryId`, or of the first category) when the URL names none. */
  boxId: optionalId(),
});
export type BoxConfiguratorData = v.InferOutput<typeof BoxConfiguratorDataSchema>;
