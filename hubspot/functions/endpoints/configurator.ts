// The configurators' endpoints (docs/api.md#configurators): the box catalogue, the boards and the mat
// formats from the shop's settings in the requested language, and the live price of a configured box
// or mat by the shop's one quote (shop/configurator-quotes.ts), refused with its 400 code and field.
import { json, Refusal } from "../answer.ts";
import { boxTypeAnswer, categoryAnswer, formatAnswer, materialAnswer } from "../shop/configurator-data.ts";
import { type Quote, quoteBox, quoteMat } from "../shop/configurator-quotes.ts";
import { readConfiguratorSettings, readQuoting } from "../shop/configurator-reads.ts";
import { SETTINGS_CACHE_S } from "../shop/settings.ts";
import { defineFunction } from "../serve.ts";

const categories = defineFunction({
  path: "box-categories",
  async handle({ param, crm }) {
    const settings = await readConfiguratorSettings(crm, ["box-categories"]);
    const language = param("language");
    return json(200, { categories: settings["box-categories"].map((c) => categoryAnswer(c, language)) }, SETTINGS_CACHE_S);
  },
});

const boxes = defineFunction({
  path: "boxes",
  async handle({ param, crm }) {
    const settings = await readConfiguratorSettings(crm, ["box-categories", "box-types", "box-extras", "parcel-limit"]);
    const categoryId = param("categoryId");
    if (!settings["box-categories"].some((c) => c.id === categoryId))
      throw new Refusal(404, "unknown_category", `Unknown box category ${categoryId}`, { field: "categoryId" });
    const language = param("language");
    const boxes = settings["box-types"]
      .filter((t) => t.categoryId === categoryId)
      .map((t) => boxTypeAnswer(t, settings["box-extras"], settings["parcel-limit"], language));
    return json(200, { boxes }, SETTINGS_CACHE_S);
  },
});

const materials = defineFunction({
  path: "materials",
  async handle({ param, crm }) {
    const { materials } = await readConfiguratorSettings(crm, ["materials"]);
    const use = param("use") as "box" | "mat";
    const language = param("language");
    return json(
      200,
      { materials: materials.filter((m) => m.uses.includes(use)).map((m) => materialAnswer(m, language)) },
      SETTINGS_CACHE_S,
    );
  },
});

const formats = defineFunction({
  path: "ppt-price/formats",
  async handle({ param, crm }) {
    const settings = await readConfiguratorSettings(crm, ["mat-formats"]);
    const language = param("language");
    return json(200, { formats: settings["mat-formats"].map((f) => formatAnswer(f, language)) }, SETTINGS_CACHE_S);
  },
});

/** A quote as box-price and ppt-price answer it: a guest's may be kept by the CDN, a company's is its own. */
function quoteAnswer(quote: Quote, companyId: string | null) {
  if (!quote.ok) {
    const { code, message, ...field } = quote.refusal;
    throw new Refusal(400, code, message, field);
  }
  return json(200, { priceList: quote.priceList, weightKg: quote.weightKg }, companyId ? 0 : SETTINGS_CACHE_S);
}

const boxPrice = defineFunction({
  path: "box-price",
  async handle({ query, param, crm }) {
    const customer = { companyId: query.companyId ?? null, geoLocation: param("geoLocation") };
    const box = {
      boxId: param("boxId"),
      length: Number(param("length")),
      width: Number(param("width")),
      height: query.height === undefined ? null : Number(query.height),
      materialId: param("materialId"),
      extras: query.extras?.split(",") ?? [],
    };
    const { reference, terms } = await readQuoting(crm, customer);
    return quoteAnswer(quoteBox(box, reference, terms), customer.companyId);
  },
});

const matPrice = defineFunction({
  path: "ppt-price",
  async handle({ query, param, crm }) {
    const customer = { companyId: query.companyId ?? null, geoLocation: param("geoLocation") };
    const mat = {
      width: Number(param("width")),
      height: Number(param("height")),
      windowWidth: Number(param("windowWidth")),
      windowHeight: Number(param("windowHeight")),
      windows: Number(param("windows")),
      materialId: param("materialId"),
    };
    const { reference, terms } = await readQuoting(crm, customer);
    return quoteAnswer(quoteMat(mat, reference, terms), customer.companyId);
  },
});

export const functions = [categories, boxes, materials, formats, boxPrice, matPrice];
