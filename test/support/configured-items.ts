// Configured articles for the API tests, over the demo's configurator fixtures
// (demo/mocks/fixtures-configurator.ts): a lid box and a mat the fake can make, and the order item
// that carries one (POST objects/order-items/post with `configuration`).
import type { BoxConfiguration, Configuration, MatConfiguration } from "../../core/api/configuration.ts";
import type { OrderItemBody } from "../../core/api/request-schemas.ts";
import { orderItem } from "./order-items.ts";

/** Lid box (type 11, category 1) 320 × 240 × 80 mm in archival board 1.5 mm, with thumb notch and label holder. */
export const lidBox: BoxConfiguration = {
  kind: "box",
  categoryId: "1",
  boxId: "11",
  lengthMm: 320,
  widthMm: 240,
  heightMm: 80,
  materialId: "2",
  extras: ["notch", "label"],
};

/** A 40 × 50 cm mat of museum board 1.4 mm for a 24 × 30 cm picture, 5 mm overlap, one window. */
export const museumMat: MatConfiguration = {
  kind: "mat",
  materialId: "11",
  formatId: "5",
  widthMm: 400,
  heightMm: 500,
  openingMode: "picture",
  openingWidthMm: 240,
  openingHeightMm: 300,
  overlapMm: 5,
  borderMode: "raised",
  raise: 10,
  raiseUnit: "mm",
  sides: { top: 0, right: 0, bottom: 0, left: 0 },
  rows: 1,
  columns: 1,
  gapMm: 0,
};

/** The order item a configurator posts for `configuration` (article number and name as a configurator would make them). */
export function configuredItem(configuration: Configuration, query: string, menge: number, sessionid: string): OrderItemBody {
  const box = configuration.kind === "box";
  return orderItem({
    article_id: box ? "3101" : "3901",
    artikel_nummer: box ? "KF-STD" : "PP-KONF",
    artikel: box
      ? "Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton 1,5 mm, grau"
      : "Passepartout 400 × 500 mm, Museumskarton 1,4 mm, weiß",
    menge,
    sessionid,
    preis: 0,
    configuration,
    configuration_query: query,
  });
}
