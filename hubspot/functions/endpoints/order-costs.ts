// The order's costs besides its goods (docs/api.md#cart): the VAT option for a delivery country, the
// shipping fee and the packaging cost, from the shop's settings by the rules of shop/order-costs.ts.
// Nobody's own data: HubSpot's CDN may keep an answer a few minutes, an owner's change shows after that.
import { json } from "../answer.ts";
import { ORDER_COST_SETTINGS, packagingCostFor, shippingFeeAnswer, vatFor } from "../shop/order-costs.ts";
import { readSettings, SETTINGS_CACHE_S } from "../shop/settings.ts";
import { defineFunction } from "../serve.ts";

const vat = defineFunction({
  path: "vat",
  async handle({ param, crm }) {
    const settings = await readSettings(crm, { "vat-by-country": ORDER_COST_SETTINGS["vat-by-country"] });
    return json(200, { vat: vatFor(settings["vat-by-country"], param("country")) }, SETTINGS_CACHE_S);
  },
});

const shippingFee = defineFunction({
  path: "shippingFee",
  async handle({ param, crm }) {
    const { shipping } = await readSettings(crm, { shipping: ORDER_COST_SETTINGS.shipping });
    const order = { country: param("country"), deliveryType: param("deliveryType"), net: Number(param("net")) };
    return json(200, shippingFeeAnswer(shipping, order), SETTINGS_CACHE_S);
  },
});

const packagingCost = defineFunction({
  path: "packaging-cost",
  async handle({ param, crm }) {
    const { packaging } = await readSettings(crm, { packaging: ORDER_COST_SETTINGS.packaging });
    return json(200, { packagingCost: packagingCostFor(packaging, param("deliveryType")) }, SETTINGS_CACHE_S);
  },
});

export const functions = [vat, shippingFee, packagingCost];
