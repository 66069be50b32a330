import { expect } from "chai";
import { findArticle } from "../../demo/mocks/catalogue.ts";
import { BROWSE_CATEGORY } from "../../demo/mocks/catalogue-tree.ts";
import { pictureKind } from "../../demo/mocks/picture-kind.ts";
import { measureMm, productPicture } from "../../demo/mocks/pictures.ts";

const kind = (typ: string, name: string, categoryId = 0) => pictureKind({ typ, name, categoryId });

describe("demo pictures: the kind of goods comes from the article's type, name and category", () => {
  it("reads boxes, lid boxes, folders, mats, paper, rolls and sleeves from the type", () => {
    expect(kind("Archivbox", "Archivbox A4 „Klassik“")).to.equal("box");
    expect(kind("Archivkarton", "Archivkarton A4")).to.equal("box");
    expect(kind("Ablageschachtel", "Ablageschachtel 335 × 225 × 200 mm")).to.equal("box");
    expect(kind("Stülpdeckelkarton", "Stülpdeckelkarton 285 × 180 × 40 mm")).to.equal("lid-box");
    expect(kind("Klappdeckelkarton", "Klappdeckelkarton 480 × 375 × 80 mm")).to.equal("lid-box");
    expect(kind("Mappe", "Jurismappe A4 mit drei Klappen")).to.equal("folder");
    expect(kind("Vierklappenumschlag", "Vierklappenumschlag A3")).to.equal("folder");
    expect(kind("Passepartout", "Passepartout 30 × 40 cm")).to.equal("mat");
    expect(kind("Papier", "Archivpapier A4, 80 g/m²")).to.equal("paper");
    expect(kind("Karton", "Museumskarton 81,3 × 101,6 cm")).to.equal("paper");
    expect(kind("Archivrolle", "Archivrolle Ø 50 mm")).to.equal("roll");
    expect(kind("Fotohülle", "Fotohülle 24 × 30 cm")).to.equal("sleeve");
    expect(kind("Pergamin", "Pergamin-Streifen 35 mm")).to.equal("sleeve");
  });

  it("lets the name decide when it says more than the type: paper on a roll is a roll", () => {
    expect(kind("Papier", "Pergaminpapier auf Rolle")).to.equal("roll");
    expect(kind("Seidenpapier auf Rolle", "Seidenpapier auf Rolle 75 cm × 100 m")).to.equal("roll");
  });

  it("takes Pergamin as a material in a name for nothing: photo corners are other goods", () => {
    expect(kind("Fotoecken", "Fotoecken 26 mm, Pergamin", BROWSE_CATEGORY.accessories)).to.equal("other");
  });

  it("falls back to the category, then to a neutral product", () => {
    expect(pictureKind({ typ: null, name: null, categoryId: BROWSE_CATEGORY.tubes })).to.equal("roll");
    expect(pictureKind({ typ: "Kassette", name: "Planmappenkassette A0", categoryId: BROWSE_CATEGORY.boxes })).to.equal("lid-box");
    expect(kind("Baumwollhandschuhe", "Baumwollhandschuhe Größe L", BROWSE_CATEGORY.accessories)).to.equal("other");
  });
});

describe("demo pictures: drawings of the goods", () => {
  const box = findArticle("1001")!;

  it("are 4:3 with their size in the SVG, so a card reserves it", () => {
    for (const id of ["1001", "1004", "1006", "1012", "150003", "160002", "210001", "170008"]) {
      const svg = productPicture(findArticle(id)!, 1);
      expect(svg, id).to.match(/^<svg [^>]*width="400" height="300" viewBox="0 0 400 300"/);
    }
  });

  it("print no text on the picture", () => {
    for (const n of [1, 2, 3]) expect(productPicture(box, n)).not.to.match(/<text/);
  });

  it("are the same for the same article and picture, and another view for pictures 2 and 3", () => {
    expect(productPicture(box, 1)).to.equal(productPicture(box, 1));
    expect(productPicture(box, 2)).not.to.equal(productPicture(box, 1));
    expect(productPicture(box, 3)).not.to.equal(productPicture(box, 2));
  });

  it("are drawn in the article's colour: a black mat's board is dark, a white one's light", () => {
    // The board is the face with the window cut out of it.
    const board = (id: string) => {
      const fill = /fill="#([0-9a-f]{6})"[^>]*fill-rule="evenodd"/.exec(productPicture(findArticle(id)!, 1))?.[1] ?? "";
      return [0, 2, 4].map((i) => Number.parseInt(fill.slice(i, i + 2), 16)).reduce((a, b) => a + b) / 3;
    };
    expect(findArticle("220002")!.properties.farbe).to.equal("schwarz");
    expect(board("220002")).to.be.below(80);
    expect(findArticle("220001")!.properties.farbe).to.equal("weiß");
    expect(board("220001")).to.be.above(220);
  });

  it("stay small: a few KB each", () => {
    for (const id of ["1001", "1004", "1012", "160002", "210001"])
      for (const n of [1, 2]) expect(productPicture(findArticle(id)!, n).length, `${id}-${n}`).to.be.below(5000);
  });

  it("read the measures in millimetres: DIN formats, cm, m and decimal commas", () => {
    expect(measureMm("320 × 240 × 100 mm")).to.deep.equal([320, 240, 100]);
    expect(measureMm("30 × 40 cm")).to.deep.equal([300, 400]);
    expect(measureMm("81,3 × 101,6 cm")).to.deep.equal([813, 1016]);
    expect(measureMm("A4")).to.deep.equal([210, 297]);
    expect(measureMm("50 m")).to.deep.equal([50000]);
    expect(measureMm(null)).to.deep.equal([]);
  });
});
