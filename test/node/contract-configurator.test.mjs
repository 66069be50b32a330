// The contract of the order's costs and the configurators on both backends (issue 30): vat,
// shippingFee, packaging-cost, box-categories, boxes, materials, ppt-price/formats, box-price,
// ppt-price and a configured box or mat in the cart, with the same expectations on the msw fake and on
// the functions over the local CRM (the shop's settings seeded from the fixtures the fake answers from,
// demo/mocks/crm-seed-configurator.ts). Prices are the rule's (docs/api.md#configurator-prices), worked
// out for the demo's lid box and museum mat.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importTs } from "../../scripts/import-ts.mjs";
import { assertContract, assertRefused, call, onBothBackends, sessionId } from "../support/contract-run.mjs";

const { configuredItem, lidBox, museumMat } = await importTs("test/support/configured-items.ts");

/** The lid box of the docs' example (type 11, 320 × 240 × 80 mm, board 2, notch and label). */
const BOX = { boxId: "11", length: "320", width: "240", height: "80", materialId: "2", extras: "notch,label" };
/** Its list: net EUR, from the smallest order unit (5) to below the request threshold (500). */
const BOX_LIST = [
  { quantity: 5, price: 10.47 },
  { quantity: 10, price: 8.86 },
  { quantity: 50, price: 7.5 },
  { quantity: 100, price: 7.06 },
  { quantity: 250, price: 6.66 },
];
/** The museum mat of the docs' example (40 × 50 cm, board 11, one 230 × 290 mm window). */
const MAT = { width: "400", height: "500", windowWidth: "230", windowHeight: "290", windows: "1", materialId: "11" };
const MAT_LIST = [13, 7.25, 6.42, 6.08, 5.76, 5.61, 5.47];

/** A list with c-100's 8 % discount, in pounds (0.86 per euro) for gb, to the cent. */
const asCustomer = (list, factor) => list.map((s) => ({ quantity: s.quantity, price: Math.round(s.price * factor * 100) / 100 }));

onBothBackends((backend) => {
  const get = (path, query) => call(backend, "GET", path, { query });

  test("vat: the delivery country's rate in either case, 0 on an export", async () => {
    for (const [country, vat] of [
      ["de", 19],
      ["AT", 20],
      ["mc", 20],
      ["fi", 25.5],
      ["ch", 0],
      ["gb", 0],
    ])
      assert.equal(assertContract("vat", await get("vat", { country }), 200).vat, vat, country);
  });

  test("shippingFee: a forwarder's fee; a parcel free from 250 € net, else 5.90 € in Germany and 12.90 € abroad", async () => {
    for (const [country, deliveryType, net, fee] of [
      ["de", "parcel-service", "249.99", 5.9],
      ["fr", "parcel-service", "100", 12.9],
      ["fr", "parcel-service", "250.00", 0],
      ["de", "freight-forwarder", "1000", 89],
    ])
      assert.equal(
        assertContract("shippingFee", await get("shippingFee", { country, deliveryType, net }), 200).shippingFee,
        fee,
        `${country} ${deliveryType} ${net}`,
      );
  });

  test("shippingFee names the net order value a parcel ships free from (250 €), and none for a forwarder", async () => {
    const answer = async (deliveryType) =>
      assertContract("shippingFee", await get("shippingFee", { country: "de", deliveryType, net: "10" }), 200).freeFromNet;
    assert.equal(await answer("parcel-service"), 250);
    assert.equal(await answer("freight-forwarder"), null);
  });

  test("packaging-cost: 2.50 € a parcel, 15 € by forwarder", async () => {
    const cost = async (deliveryType) =>
      assertContract("packaging-cost", await get("packaging-cost", { country: "de", deliveryType, lines: "3" }), 200).packagingCost;
    assert.equal(await cost("parcel-service"), 2.5);
    assert.equal(await cost("freight-forwarder"), 15);
  });

  test("box-categories: the five categories in the shop's order, named in the page's language", async () => {
    const names = {
      de: ["Archivkartons", "Dokumentenkassetten", "Foto- und Negativboxen", "Klappkassetten", "Mappen"],
      fr: ["Boîtes d'archives", "Coffrets à documents", "Boîtes pour photos et négatifs", "Boîtes à rabat", "Chemises"],
    };
    for (const [language, expected] of Object.entries(names)) {
      const { categories } = assertContract("box-categories", await get("box-categories", { language }), 200);
      assert.deepEqual(
        categories.map((c) => c.name),
        expected,
      );
      assert.deepEqual(
        categories.map((c) => c.id),
        ["1", "2", "3", "4", "5"],
      );
    }
  });

  test("boxes: a category's types with drawing, ranges, rules, boards, named extras, order rules and the parcel limit", async () => {
    const { boxes } = assertContract("boxes", await get("boxes", { categoryId: "1", language: "en" }), 200);
    assert.deepEqual(
      boxes.map((b) => b.id),
      ["11", "12"],
    );
    const lid = boxes[0];
    assert.deepEqual(
      { ...lid, extras: lid.extras.map((e) => e.name) },
      {
        id: "11",
        categoryId: "1",
        name: "Lid box",
        description: "A base with a full-depth lid over it.",
        articleId: "3101",
        articleNumber: "KF-STD",
        drawing: "lid-box",
        length: { min: 100, max: 1000 },
        width: { min: 80, max: 800 },
        height: { min: 20, max: 400 },
        maxHeightToWidth: 1.5,
        lengthAtLeastWidth: true,
        allowance: { length: 4, width: 4, height: 2 },
        materials: ["1", "2", "3", "4", "7"],
        extras: ["Thumb notch", "Label holder", "Reinforced metal corners"],
        smallestOrderUnit: 5,
        requestFromAmount: 500,
        parcelLimit: { maxLengthMm: 1200, maxGirthMm: 3000 },
      },
    );
    const folders = assertContract("boxes", await get("boxes", { categoryId: "5", language: "fr" }), 200).boxes;
    assert.equal(folders[0].height, null, "a folder without height");
    assert.equal(folders[0].extras[0].name, "Rubans de coton");
  });

  test("boxes: 404 unknown_category for an unknown category, 400 bad_query without one, each naming categoryId", async () => {
    const unknown = assertContract("boxes", await get("boxes", { categoryId: "99", language: "de" }), 404);
    assert.deepEqual([unknown.code, unknown.field], ["unknown_category", "categoryId"]);
    const none = assertContract("boxes", await get("boxes", { language: "de" }), 400);
    assert.deepEqual([none.code, none.field], ["bad_query", "categoryId"]);
  });

  test("materials: the boards for boxes or for mats, named in the page's language, without their price numbers", async () => {
    const box = assertContract("materials", await get("materials", { use: "box", language: "de" }), 200).materials;
    const mat = assertContract("materials", await get("materials", { use: "mat", language: "fr" }), 200).materials;
    assert.deepEqual(
      box.map((m) => m.id),
      ["1", "2", "3", "4", "5", "6", "7"],
    );
    assert.deepEqual(
      mat.map((m) => m.id),
      ["11", "12", "13", "14", "15", "16", "17"],
    );
    assert.equal(box[1].name, "Archivkarton 1,5 mm, grau");
    assert.deepEqual(mat[3].coreColour, { name: "noir", hex: "#161616" });
    assert.deepEqual(mat[0].sheet, { widthMm: 1020, heightMm: 810 });
    const raw = (await get("materials", { use: "mat", language: "de" })).body.materials[0];
    assert.ok(!("priceM2Eur" in raw) && !("gsm" in raw), "the price rule's numbers stay on the server");
    const wrong = assertContract("materials", await get("materials", { use: "roll", language: "de" }), 400);
    assert.deepEqual([wrong.code, wrong.field], ["bad_query", "use"]);
  });

  test("ppt-price/formats: the ten frame formats, smallest first", async () => {
    const { formats } = assertContract("ppt-price/formats", await get("ppt-price/formats", { language: "en" }), 200);
    assert.equal(formats.length, 10);
    assert.deepEqual(formats[0], { id: "1", name: "13 × 18 cm", widthMm: 130, heightMm: 180 });
    assert.deepEqual(formats[2], { id: "3", name: "A4 (21 × 29.7 cm)", widthMm: 210, heightMm: 297 });
  });

  test("box-price: the rule's list and weight; a company's discount on every step, in pounds for gb", async () => {
    const guest = assertContract("box-price", await get("box-price", { ...BOX, geoLocation: "de" }), 200);
    assert.deepEqual(guest, { priceList: { itemInUnit: 1, scaled_price: BOX_LIST }, weightKg: 0.35 });
    const company = assertContract("box-price", await get("box-price", { ...BOX, companyId: "c-100", geoLocation: "gb" }), 200);
    assert.deepEqual(company.priceList.scaled_price, asCustomer(BOX_LIST, 0.92 * 0.86));
    assert.deepEqual(company.priceList.scaled_price[0], { quantity: 5, price: 8.28 });
    const folder = { boxId: "51", length: "300", width: "200", materialId: "1", geoLocation: "de" };
    assertContract("box-price", await get("box-price", folder), 200);
  });

  test("ppt-price: the rule's list and weight; a company's discount on every step", async () => {
    const guest = assertContract("ppt-price", await get("ppt-price", { ...MAT, geoLocation: "de" }), 200);
    assert.deepEqual(
      guest.priceList.scaled_price.map((s) => s.price),
      MAT_LIST,
    );
    assert.equal(guest.weightKg, 0.127);
    const company = assertContract("ppt-price", await get("ppt-price", { ...MAT, companyId: "c-200", geoLocation: "de" }), 200);
    assert.deepEqual(company.priceList.scaled_price, asCustomer(guest.priceList.scaled_price, 0.88));
  });

  test("box-price refuses what the shop cannot make with 400, its code and the field at fault", async () => {
    const cases = [
      [{ length: undefined }, "bad_query", "length"],
      [{ width: "12.5" }, "bad_query", "width"],
      [{ boxId: "99" }, "unknown_box", "boxId"],
      [{ materialId: "11" }, "unknown_material", "materialId"],
      [{ materialId: "5" }, "material_not_allowed", "materialId"],
      [{ extras: "notch,magnet" }, "unknown_extra", "extras"],
      [{ length: "1001" }, "out_of_range", "length"],
      [{ height: undefined }, "out_of_range", "height"],
      [{ length: "200", width: "240" }, "length_below_width", "length"],
      [{ width: "100", height: "200" }, "height_to_width", "height"],
    ];
    for (const [change, code, field] of cases) {
      const answer = assertContract("box-price", await get("box-price", { ...BOX, ...change, geoLocation: "de" }), 400);
      assert.deepEqual([answer.code, answer.field], [code, field], JSON.stringify(change));
    }
  });

  test("ppt-price refuses what the shop cannot make with 400, its code and the field at fault", async () => {
    const cases = [
      [{ windows: undefined }, "bad_query", "windows"],
      [{ materialId: "2" }, "unknown_material", "materialId"],
      [{ width: "1100", height: "900" }, "outside_sheet", "width"],
      [{ windowWidth: "390" }, "window_too_large", "windowWidth"],
      [{ windowHeight: "490" }, "window_too_large", "windowHeight"],
      [{ windowWidth: "100", windowHeight: "100", windows: "20" }, "window_too_large", "windows"],
    ];
    for (const [change, code, field] of cases) {
      const answer = assertContract("ppt-price", await get("ppt-price", { ...MAT, ...change, geoLocation: "de" }), 400);
      assert.deepEqual([answer.code, answer.field], [code, field], JSON.stringify(change));
    }
  });

  test("cart: a configured box and mat are priced by their quote for the reader, with the box type's order rules and their query", async () => {
    const sessionid = sessionId();
    for (const [configuration, query, amount] of [
      [lidBox, "category=1&box=11&l=320&w=240&h=80&m=2&x=notch,label", 20],
      [museumMat, "m=11&w=400&h=500&pw=240&ph=300", 3],
    ]) {
      // The browser's price is not the shop's: the line is priced by its configuration.
      const body = { ...configuredItem(configuration, query, amount, sessionid), preis: 0.01 };
      assertContract("objects/order-items/post", await call(backend, "POST", "objects/order-items/post", { body }), 204);
    }
    const cartQuery = { sessionid, companyId: "c-100", geoLocation: "gb", language: "de" };
    const cart = assertContract("objects/order-items/get", await get("objects/order-items/get", cartQuery), 200);
    const [box, mat] = cart.items;
    assert.deepEqual(box.priceList, { itemInUnit: 1, scaled_price: asCustomer(BOX_LIST, 0.92 * 0.86) });
    assert.deepEqual([box.kleinste_bestelleinheit, box.requested_delivery_amount, box.menge], [5, 500, 20]);
    assert.equal(box.configuration_query, "category=1&box=11&l=320&w=240&h=80&m=2&x=notch,label");
    const matPrice = assertContract("ppt-price", await get("ppt-price", { ...MAT, companyId: "c-100", geoLocation: "gb" }), 200);
    assert.deepEqual(mat.priceList, matPrice.priceList);
    assert.deepEqual([mat.kleinste_bestelleinheit, mat.requested_delivery_amount], [1, null]);
    assert.equal(mat.configuration_query, "m=11&w=400&h=500&pw=240&ph=300");

    const update = await call(backend, "POST", "objects/order-items/update", { body: { sessionid, id: String(box.id), menge: 600 } });
    assertContract("objects/order-items/update", update, 204);
    const changed = assertContract("objects/order-items/get", await get("objects/order-items/get", cartQuery), 200);
    assert.equal(changed.items[0].menge, 600);
  });

  test("cart: a configuration the shop cannot make is refused with the quote's 400 code and field, and not added", async () => {
    const sessionid = sessionId();
    for (const [configuration, code, field] of [
      [{ ...lidBox, materialId: "5" }, "material_not_allowed", "materialId"],
      [{ ...lidBox, lengthMm: 2000 }, "out_of_range", "length"],
      [{ ...museumMat, widthMm: 1100, heightMm: 900 }, "outside_sheet", "width"],
    ]) {
      const body = configuredItem(configuration, "", 5, sessionid);
      const answer = assertContract("objects/order-items/post", await call(backend, "POST", "objects/order-items/post", { body }), 400);
      assert.deepEqual([answer.code, answer.field], [code, field]);
    }
    const cart = await get("objects/order-items/get", { sessionid, geoLocation: "de", language: "de" });
    assert.deepEqual(cart.body.items, []);
  });

  test("bad input to the configurators gets a 4xx with the error body, never a 500", async () => {
    // The fake is lenient with queries the contract's schemas refuse (vat without a country, extras=,,):
    // the functions' refusals of those are in functions-configurator.test.mjs.
    assertRefused(await get("box-price", { ...BOX, geoLocation: "de", length: "0" }));
    assertRefused(await get("ppt-price", { ...MAT, width: "0", geoLocation: "de" }));
    assertRefused(await get("boxes", { categoryId: "", language: "de" }));
    const broken = configuredItem({ ...lidBox, kind: "roll" }, "", 1, sessionId());
    assertRefused(await call(backend, "POST", "objects/order-items/post", { body: broken }));
    const noSize = configuredItem({ ...museumMat, widthMm: "breit" }, "", 1, sessionId());
    assertRefused(await call(backend, "POST", "objects/order-items/post", { body: noSize }));
  });
});
