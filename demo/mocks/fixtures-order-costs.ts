// The demo shop's VAT table, shipping fees and packaging costs: the msw fake answers vat, shippingFee
// and packaging-cost from them (handlers-cart.ts), and the CRM seed writes them as the shop's settings
// the functions read (crm-seed-configurator.ts), so both backends answer the same. The rules that
// read them: hubspot/functions/shop/order-costs.ts.
import type { PackagingCosts, ShippingFees, VatTable } from "../../hubspot/functions/shop/order-costs.ts";

/**
 * The VAT a German shop charges on delivery to a country, in percent: the country's standard rate
 * inside the EU (Monaco belongs to the French VAT area), none on an export outside it (Switzerland,
 * the United Kingdom, …). Demo data, standard rates as of 2025; a real shop's API knows its rules.
 */
export const VAT_TABLE: VatTable = {
  rates: {
    at: 20,
    be: 21,
    bg: 20,
    cy: 19,
    cz: 21,
    de: 19,
    dk: 25,
    ee: 24,
    es: 21,
    fi: 25.5,
    fr: 20,
    gr: 24,
    hr: 25,
    hu: 27,
    ie: 23,
    it: 22,
    lt: 21,
    lu: 17,
    lv: 21,
    mc: 20,
    mt: 18,
    nl: 21,
    pl: 23,
    pt: 23,
    ro: 21,
    se: 25,
    si: 22,
    sk: 23,
  },
  otherCountries: 0,
};

/** Net fees in EUR: parcel and forwarder, inland and abroad. */
export const SHIPPING_FEES: ShippingFees = { parcel: { de: 5.9, abroad: 12.9 }, freeParcelFromNet: 250, forwarder: 89 };

/** Net packaging costs in EUR. */
export const PACKAGING_COSTS: PackagingCosts = { parcel: 2.5, forwarder: 15 };
