import { expect } from "chai";
import type { MatConfiguration } from "../../core/api/configuration.ts";
import { boxConfigurationQuery } from "../../core/configurator/box-url.ts";
import { matGeometry } from "../../core/configurator/mat-geometry.ts";
import { matConfigurationQuery } from "../../core/configurator/mat-url.ts";
import { configuredThumbnail } from "../../core/configurator/thumbnail.ts";
import { lidBox, museumMat } from "../support/configured-items.ts";

/** The points of an SVG path made of M/L commands. */
const points = (d: string) => [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
const distance = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);

describe("configured line's picture: drawn from its configuration_query", () => {
  it("a box: its three outer faces to scale, length to width to height as configured", () => {
    const thumbnail = configuredThumbnail(boxConfigurationQuery(lidBox));
    if (thumbnail?.kind !== "box") throw new Error("expected a box");
    expect(thumbnail.faces.map((f) => f.kind)).to.deep.equal(["front", "side", "top"]);
    const front = points(thumbnail.faces[0]!.d);
    const side = points(thumbnail.faces[1]!.d);
    expect(distance(front[0]!, front[1]!) / distance(side[0]!, side[1]!)).to.be.closeTo(320 / 240, 0.02);
    expect(distance(front[0]!, front[1]!) / distance(front[1]!, front[2]!)).to.be.closeTo(320 / 80, 0.1);
  });

  it("a box fills its picture: the viewBox is the drawing's own extent, not the configurator's room for labels", () => {
    const thumbnail = configuredThumbnail("b.l=320&b.w=240&b.h=80");
    if (thumbnail?.kind !== "box") throw new Error("expected a box");
    const all = thumbnail.faces.flatMap((f) => points(f.d));
    const [, , width, height] = thumbnail.viewBox.split(" ").map(Number) as [number, number, number, number];
    const spanX = Math.max(...all.map((p) => p[0])) - Math.min(...all.map((p) => p[0]));
    const spanY = Math.max(...all.map((p) => p[1])) - Math.min(...all.map((p) => p[1]));
    expect(Math.max(spanX / width, spanY / height)).to.be.above(0.85);
  });

  it("a mat: its board and every window where the configurator puts them, from the query the configurator writes", () => {
    const multi: MatConfiguration = {
      ...museumMat,
      widthMm: 600,
      heightMm: 500,
      openingMode: "window",
      openingWidthMm: 150,
      openingHeightMm: 180,
      borderMode: "raised",
      raise: 10,
      raiseUnit: "%",
      rows: 2,
      columns: 3,
      gapMm: 20,
    };
    for (const config of [
      museumMat,
      multi,
      { ...museumMat, borderMode: "sides", sides: { top: 60, right: 50, bottom: 90, left: 50 } } as const,
    ]) {
      const thumbnail = configuredThumbnail(matConfigurationQuery(config).toString());
      if (thumbnail?.kind !== "mat") throw new Error("expected a mat");
      expect(thumbnail.board).to.deep.equal({ x: 0, y: 0, w: config.widthMm, h: config.heightMm });
      expect(thumbnail.windows).to.deep.equal(matGeometry(config).windows);
    }
  });

  it("a mat whose windows do not fit is drawn as its board alone", () => {
    const thumbnail = configuredThumbnail(matConfigurationQuery({ ...museumMat, openingWidthMm: 900 }).toString());
    expect(thumbnail?.kind === "mat" && thumbnail.windows.length).to.equal(0);
  });

  it("a catalogue article's empty query, or one without sizes, has no drawing", () => {
    expect(configuredThumbnail("")).to.equal(null);
    expect(configuredThumbnail("b.cat=1&b.type=11&b.l=abc&b.w=240")).to.equal(null);
    expect(configuredThumbnail("m.mat=11")).to.equal(null);
  });
});
