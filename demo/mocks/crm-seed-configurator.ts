// The shop's settings of the order's costs and of the configurators as CRM records (`shop_setting`,
// hubspot/functions/crm/model.ts) for the local HubSpot stand-in: the same VAT table, fees, box types,
// boards, formats and price rule the msw fake answers from, in the shape the functions read them
// (hubspot/functions/shop/order-costs.ts, configurator-data.ts), so both backends answer the same.
import { objectType, SETTING } from "../../hubspot/functions/crm/model.ts";
import type { ConfiguratorSettingKey } from "../../hubspot/functions/shop/configurator-data.ts";
import type { SeedRecord } from "./crm-seed.ts";
import { boxCategories, boxTypes, extras, materials, matFormats, PARCEL_LIMIT, PRICE_RULE } from "./fixtures-configurator.ts";
import { PACKAGING_COSTS, SHIPPING_FEES, VAT_TABLE } from "./fixtures-order-costs.ts";

/** HubSpot refuses a longer property value (docs/decisions/hubspot-crm-model.md#settings). */
export const PROPERTY_VALUE_MAX = 65_536;

/** Each setting with what an owner reads in HubSpot about it. */
const SETTINGS: Record<"vat-by-country" | "shipping" | "packaging" | ConfiguratorSettingKey, [value: unknown, description: string]> = {
  "vat-by-country": [VAT_TABLE, "USt. in % je Lieferland (Kleinbuchstaben); otherCountries: alle anderen (Export)"],
  shipping: [SHIPPING_FEES, "Versandkosten netto in EUR: Paket Inland/Ausland, versandkostenfrei ab Nettowert, Spedition"],
  packaging: [PACKAGING_COSTS, "Verpackungskosten netto in EUR: Paket, Spedition"],
  "box-categories": [boxCategories, "Kategorien des Kartonkonfigurators, in dieser Reihenfolge"],
  "box-types": [boxTypes, "Kartontypen: Zeichnung, Maße, Regeln, Materialien, Extras, Bestellregeln; factor und setupEur für den Preis"],
  "box-extras": [extras, "Extras der Kartontypen mit Preis je Karton (EUR netto)"],
  "parcel-limit": [PARCEL_LIMIT, "Paketgrenze: längste Seite und Länge + Gurtmaß (mm)"],
  materials: [materials, "Karton für Kartons und Passepartouts; priceM2Eur und gsm für Preis und Gewicht"],
  "mat-formats": [matFormats, "Standardformate für Passepartouts, kleinstes zuerst"],
  "configurator-price-rule": [
    PRICE_RULE,
    "Preisregel der Konfiguratoren: Staffelanteile, Schnittkosten je Fenster und Einrichtung, GBP je EUR",
  ],
};

/** The settings as records; a value HubSpot would refuse as too long fails here, not in a portal. */
export function configuratorSeed(): SeedRecord[] {
  return Object.entries(SETTINGS).map(([key, [value, description]]) => {
    const json = JSON.stringify(value);
    if (json.length > PROPERTY_VALUE_MAX) throw new Error(`setting ${key}: ${json.length} characters, HubSpot keeps ${PROPERTY_VALUE_MAX}`);
    return { type: objectType(SETTING), id: "", properties: { setting_key: key, value: json, description } };
  });
}
