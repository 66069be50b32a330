import { expect } from "chai";
import { fetchCart } from "../../core/api/cart.ts";
import { ApiError } from "../../core/api/client.ts";
import {
  BOX_DRAWINGS,
  type BoxPriceQuery,
  fetchBoxCategories,
  fetchBoxPrice,
  fetchBoxTypes,
  fetchMaterials,
  fetchMatFormats,
  fetchMatPrice,
  type MatPriceQuery,
} from "../../core/api/configurator.ts";
import { postOrderItem } from "../../core/api/endpoints.ts";
import { priceAnswersDelayed, SLOW_PRICE_MS, scenarios } from "../../demo/mocks/handlers.ts";
import { configuredItem, lidBox, museumMat } from "../support/configured-items.ts";
import { captureConsoleErrors } from "../support/dom.ts";
import { useHandlers, useMockApi } from "../support/msw.ts";
import { orderItem } from "../support/order-items.ts";

// The configurators' contract of core/api/configurator.ts against the demo's fake
// (demo/mocks/handlers-configurator.ts, price rule in hubspot/functions/shop/configurator-prices.ts).
const call = { baseUrl: "" };
const guest = { ...call, companyId: null, geoLocation: "de" };
const box: BoxPriceQuery = { boxId: "11", length: 320, width: 240, height: 80, materialId: "2", extras: [] };
const mat: MatPriceQuery = { width: 400, height: 500, windowWidth: 230, windowHeight: 290, windows: 1, materialId: "11" };
const unitPrices = (scale: { price: number }[]) => scale.map((s) => s.price);

/** The ApiError `run` fails with (console errors of the client kept out of the log). */
async function failure(run: () => Promise<unknown>): Promise<ApiError> {
  const { result } = await captureConsoleErrors(() =>
    run().then(
      () => null,
      (e: unknown) => e,
    ),
  );
  expect(result).to.be.instanceOf(ApiError);
  return result as ApiError;
}

describe("configurator API contract (docs/api.md#configurators)", () => {
  useMockApi();

  it("box-categories lists the archival categories in the requested language", async () => {
    const de = await fetchBoxCategories({ ...call, language: "de" });
    const fr = await fetchBoxCategories({ ...call, language: "fr" });
    expect(de.categories.length).to.be.at.least(5);
    expect(de.categories.map((c) => c.name)).to.include.members(["Archivkartons", "Dokumentenkassetten", "Klappkassetten", "Mappen"]);
    expect(fr.categories.map((c) => c.id)).to.deep.equal(de.categories.map((c) => c.id));
    expect(fr.categories[0]!.name).to.equal("Boîtes d'archives");
  });

  it("boxes answers a category's types with a known drawing, ranges, boards of the box kind and the parcel limit", async () => {
    const { categories } = await fetchBoxCategories({ ...call, language: "en" });
    const boxBoards = new Set((await fetchMaterials({ ...call, use: "box", language: "en" })).materials.map((m) => m.id));
    const types = [];
    for (const category of categories) {
      const { boxes } = await fetchBoxTypes({ ...call, categoryId: category.id, language: "en" });
      expect(boxes.every((t) => t.categoryId === category.id)).to.equal(true);
      types.push(...boxes);
    }
    expect(types.length).to.be.at.least(8);
    for (const type of types) {
      expect(BOX_DRAWINGS).to.include(type.drawing);
      expect(type.materials.every((id) => boxBoards.has(id))).to.equal(true, `type ${type.id} names only box boards`);
      expect(type.parcelLimit).to.deep.equal({ maxLengthMm: 1200, maxGirthMm: 3000 });
    }
    const lid = types.find((t) => t.id === "11")!;
    expect(lid).to.include({ name: "Lid box", drawing: "lid-box", smallestOrderUnit: 5, requestFromAmount: 500, maxHeightToWidth: 1.5 });
    expect([lid.length, lid.width, lid.height]).to.deep.equal([
      { min: 100, max: 1000 },
      { min: 80, max: 800 },
      { min: 20, max: 400 },
    ]);
    expect(lid.extras.map((x) => x.name)).to.deep.equal(["Thumb notch", "Label holder", "Reinforced metal corners"]);
    expect(
      types.find((t) => t.drawing === "folder" && t.height === null),
      "a folder without height",
    ).to.not.equal(undefined);
  });

  it("boxes of an unknown category is a 404 with code unknown_category", async () => {
    const error = await failure(() => fetchBoxTypes({ ...call, categoryId: "999", language: "de" }));
    expect(error.status).to.equal(404);
    expect(error.body).to.include({ code: "unknown_category" });
  });

  it("materials are filtered by use: box boards 1–3 mm, mat boards with their core colour and smallest border", async () => {
    const boxes = (await fetchMaterials({ ...call, use: "box", language: "de" })).materials;
    const mats = (await fetchMaterials({ ...call, use: "mat", language: "de" })).materials;
    expect(boxes.length).to.be.at.least(6);
    expect(mats.length).to.be.at.least(6);
    expect(boxes.every((m) => m.uses.includes("box") && m.thicknessMm >= 1 && m.thicknessMm <= 3)).to.equal(true);
    expect(mats.every((m) => m.uses.includes("mat") && [1.4, 2, 3].includes(m.thicknessMm) && m.coreColour !== null)).to.equal(true);
    expect(mats.map((m) => m.coreColour!.name)).to.include.members(["weiß", "schwarz"]);
    expect(mats.some((m) => m.qualities.includes("museum"))).to.equal(true);
    expect(boxes.find((m) => m.id === "2")!.name).to.equal("Archivkarton 1,5 mm, grau");
  });

  it("ppt-price/formats lists the standard frame formats, smallest first", async () => {
    const { formats } = await fetchMatFormats({ ...call, language: "en" });
    const areas = formats.map((f) => f.widthMm * f.heightMm);
    expect(areas).to.deep.equal([...areas].sort((a, b) => a - b));
    expect(formats[0]).to.include({ name: "13 × 18 cm", widthMm: 130, heightMm: 180 });
    expect(formats.map((f) => f.name)).to.include.members(["A4 (21 × 29.7 cm)", "30 × 40 cm", "70 × 100 cm"]);
  });

  it("a box price grows with the size and falls along the quantity scale, from the smallest order unit to below the request threshold", async () => {
    const small = await fetchBoxPrice({ ...guest, box });
    const large = await fetchBoxPrice({ ...guest, box: { ...box, length: 640, width: 480, height: 160 } });
    const { scaled_price: scale } = small.priceList;
    expect(scale.map((s) => s.quantity)).to.deep.equal([5, 10, 50, 100, 250]);
    const prices = unitPrices(scale);
    expect(prices).to.deep.equal([...prices].sort((a, b) => b - a));
    expect(new Set(prices).size).to.equal(prices.length);
    expect(large.priceList.scaled_price[0]!.price).to.be.greaterThan(scale[0]!.price);
    expect(large.weightKg).to.be.greaterThan(small.weightKg);
    const withExtras = await fetchBoxPrice({ ...guest, box: { ...box, extras: ["notch", "label"] } });
    expect(withExtras.priceList.scaled_price[0]!.price).to.be.greaterThan(scale[0]!.price);
  });

  it("the company's discount and the GBP list apply to configured prices as to catalogue ones", async () => {
    const list = (await fetchBoxPrice({ ...guest, box })).priceList.scaled_price[0]!.price;
    const company = (await fetchBoxPrice({ ...call, companyId: "c-100", geoLocation: "de", box })).priceList.scaled_price[0]!.price;
    const gb = (await fetchBoxPrice({ ...call, companyId: null, geoLocation: "gb", box })).priceList.scaled_price[0]!.price;
    expect(company).to.equal(Math.round(list * 0.92 * 100) / 100);
    expect(gb).to.equal(Math.round(list * 0.86 * 100) / 100);
  });

  it("box-price refuses with 400 and a code: a size outside the range, a broken height rule, a board the type is not made of", async () => {
    const cases: [Partial<BoxPriceQuery>, string, string][] = [
      [{ length: 1200 }, "out_of_range", "length"],
      [{ height: undefined }, "out_of_range", "height"],
      [{ length: 200, width: 240 }, "length_below_width", "length"],
      [{ height: 380 }, "height_to_width", "height"],
      [{ materialId: "5" }, "material_not_allowed", "materialId"],
      [{ materialId: "11" }, "unknown_material", "materialId"],
      [{ extras: ["ties"] }, "unknown_extra", "extras"],
      [{ boxId: "99" }, "unknown_box", "boxId"],
    ];
    for (const [change, code, field] of cases) {
      const error = await failure(() => fetchBoxPrice({ ...guest, box: { ...box, ...change } }));
      expect(error.status).to.equal(400);
      expect(error.body, JSON.stringify(change)).to.include({ code, field });
    }
  });

  it("a mat price grows with the board and the windows; a window that does not fit inside the border is a 400", async () => {
    const one = await fetchMatPrice({ ...guest, mat });
    const four = await fetchMatPrice({ ...guest, mat: { ...mat, windowWidth: 150, windowHeight: 200, windows: 4 } });
    const larger = await fetchMatPrice({ ...guest, mat: { ...mat, width: 500, height: 700 } });
    expect(one.priceList.scaled_price.map((s) => s.quantity)).to.deep.equal([1, 10, 50, 100, 250, 500, 1000]);
    expect(four.priceList.scaled_price[0]!.price).to.be.greaterThan(one.priceList.scaled_price[0]!.price);
    expect(larger.priceList.scaled_price[0]!.price).to.be.greaterThan(one.priceList.scaled_price[0]!.price);
    const tooWide = await failure(() => fetchMatPrice({ ...guest, mat: { ...mat, windowWidth: 390 } }));
    expect(tooWide.status).to.equal(400);
    expect(tooWide.body).to.include({ code: "window_too_large", field: "windowWidth" });
    const tooBig = await failure(() => fetchMatPrice({ ...guest, mat: { ...mat, width: 1300, height: 900 } }));
    expect(tooBig.body).to.include({ code: "outside_sheet" });
  });

  it("a configured cart line is priced from its configuration, with the type's order rules and its query", async () => {
    const sessionId = "configured-cart";
    await postOrderItem({ ...call, body: configuredItem(lidBox, "b.cat=1&b.type=11&b.l=320", 10, sessionId) });
    await postOrderItem({ ...call, body: configuredItem(museumMat, "m.mat=11", 2, sessionId) });
    await postOrderItem({ ...call, body: orderItem({ article_id: "1001", menge: 3, sessionid: sessionId }) });
    const { items } = await fetchCart({ ...call, sessionId, companyId: "c-100", geoLocation: "de", language: "de" });
    const [boxLine, matLine, catalogueLine] = items;
    const boxPrice = await fetchBoxPrice({
      ...call,
      companyId: "c-100",
      geoLocation: "de",
      box: { boxId: "11", length: 320, width: 240, height: 80, materialId: "2", extras: ["notch", "label"] },
    });
    expect(boxLine!.priceList).to.deep.equal(boxPrice.priceList);
    expect(boxLine).to.include({
      configuration_query: "b.cat=1&b.type=11&b.l=320",
      kleinste_bestelleinheit: 5,
      requested_delivery_amount: 500,
    });
    const matPrice = await fetchMatPrice({ ...call, companyId: "c-100", geoLocation: "de", mat: { ...mat, materialId: "11" } });
    expect(matLine!.priceList).to.deep.equal(matPrice.priceList);
    expect(matLine).to.include({ configuration_query: "m.mat=11", kleinste_bestelleinheit: 1, requested_delivery_amount: null });
    expect(catalogueLine).to.include({ configuration_query: "", article_id: "1001" });
  });

  it("a configured line keeps the bulky flag it was posted with", async () => {
    const sessionId = "configured-bulky";
    const plan = { ...lidBox, categoryId: "4", boxId: "42", lengthMm: 1250, widthMm: 900, heightMm: 60, materialId: "6", extras: [] };
    await postOrderItem({ ...call, body: { ...configuredItem(plan, "b.type=42", 1, sessionId), sperrgut_artikel: true } });
    const [line] = (await fetchCart({ ...call, sessionId, companyId: null, geoLocation: "de", language: "de" })).items;
    expect(line).to.include({ sperrgut_artikel: true, requested_delivery_amount: 50 });
  });

  it("order-items/post refuses a configuration the shop cannot make", async () => {
    const body = configuredItem({ ...lidBox, heightMm: 1000 }, "", 10, "configured-refused");
    const error = await failure(() => postOrderItem({ ...call, body }));
    expect(error.status).to.equal(400);
    expect(error.body).to.include({ code: "out_of_range", field: "height" });
  });

  it("scenarios: the prices fail with 500, the catalogue fails or breaks its schema", async () => {
    useHandlers(...scenarios.configPriceFails, ...scenarios.configCatalogueBroken);
    expect((await failure(() => fetchBoxPrice({ ...guest, box }))).status).to.equal(500);
    expect((await failure(() => fetchMatPrice({ ...guest, mat }))).status).to.equal(500);
    expect((await failure(() => fetchBoxTypes({ ...call, categoryId: "1", language: "de" }))).kind).to.equal("schema");
    useHandlers(...scenarios.configCatalogueFails);
    for (const load of [
      () => fetchBoxCategories({ ...call, language: "de" }),
      () => fetchMaterials({ ...call, use: "mat", language: "de" }),
      () => fetchMatFormats({ ...call, language: "de" }),
    ])
      expect((await failure(load)).status).to.equal(500);
  });

  it("scenario configPriceSlow answers the normal price after SLOW_PRICE_MS", async () => {
    const normal = await fetchBoxPrice({ ...guest, box });
    useHandlers(...scenarios.configPriceSlow);
    const started = performance.now();
    expect(await fetchBoxPrice({ ...guest, box })).to.deep.equal(normal);
    expect(performance.now() - started).to.be.at.least(SLOW_PRICE_MS - 50);
  });

  it("priceAnswersDelayed lets a first price answer arrive after the second", async () => {
    useHandlers(...priceAnswersDelayed([400, 0]));
    const arrived: string[] = [];
    const first = fetchBoxPrice({ ...guest, box }).then(() => arrived.push("first"));
    const second = fetchMatPrice({ ...guest, mat }).then(() => arrived.push("second"));
    await Promise.all([first, second]);
    expect(arrived).to.deep.equal(["second", "first"]);
  });
});
