import { expect } from "chai";
import { columnPairs, columnProperties, propertyRows } from "../../core/catalog/product-properties.ts";

const columns = { labels: "Artikelnr.|Farbe|Dicke|Format", properties: "artnr|farbe|dicke|format" };
const properties: Record<string, string | null> = {
  artnr: "A-100",
  farbe: "weiß",
  farbe_inch: "white (inch)",
  dicke: "1 mm",
  dicke_inch: "0.04 in",
  format: "A4",
  format_inch: "",
};

describe("product properties (data block columns, specification section 3)", () => {
  it("labels and properties are '|'-separated columns, paired in order", () => {
    expect(columnPairs({ labels: " Artikelnr. | Farbe ", properties: " artnr | farbe " })).to.deep.equal([
      { label: "Artikelnr.", property: "artnr" },
      { label: "Farbe", property: "farbe" },
    ]);
    expect(columnPairs(undefined)).to.deep.equal([]);
  });

  it("a column without a label shows its property name; an empty property is dropped", () => {
    expect(columnPairs({ labels: "Artikelnr.", properties: "artnr||material" })).to.deep.equal([
      { label: "Artikelnr.", property: "artnr" },
      { label: "material", property: "material" },
    ]);
  });

  it("empty values are left out", () => {
    const rows = propertyRows(columns, { ...properties, farbe: "  ", format: null }, "de");
    expect(rows.map((r) => r.property)).to.deep.equal(["artnr", "dicke"]);
    expect(propertyRows(columns, {}, "de")).to.deep.equal([]);
  });

  it("outside inch countries measures show their metric value", () => {
    const rows = propertyRows(columns, properties, "de");
    expect(rows).to.deep.equal([
      { label: "Artikelnr.", property: "artnr", value: "A-100" },
      { label: "Farbe", property: "farbe", value: "weiß" },
      { label: "Dicke", property: "dicke", value: "1 mm" },
      { label: "Format", property: "format", value: "A4" },
    ]);
  });

  it("inch countries (gb, us) see the _inch variant, only for measures", () => {
    for (const country of ["gb", "us", "GB"]) {
      const values = Object.fromEntries(propertyRows(columns, properties, country).map((r) => [r.property, r.value]));
      expect(values, country).to.deep.equal({ artnr: "A-100", farbe: "weiß", dicke: "0.04 in", format: "A4" });
    }
  });

  it("a measure without an _inch value falls back to the metric value in inch countries", () => {
    const rows = propertyRows(columns, properties, "us");
    expect(rows.find((r) => r.property === "format")?.value).to.equal("A4");
  });

  it("columnProperties requests the _inch variant for measures only", () => {
    expect(columnProperties({ labels: "", properties: "artnr|dicke|farbe|laenge|breite|durchmesser" })).to.deep.equal([
      "artnr",
      "dicke",
      "dicke_inch",
      "farbe",
      "laenge",
      "laenge_inch",
      "breite",
      "breite_inch",
      "durchmesser",
      "durchmesser_inch",
    ]);
    expect(columnProperties(undefined)).to.deep.equal([]);
  });
});
