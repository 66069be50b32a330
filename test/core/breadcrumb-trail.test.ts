import { expect } from "chai";
import { type CategoryTree, categoryParents, trail } from "../../core/browse/breadcrumb-trail.ts";

const TREE: CategoryTree = {
  superCategories: [
    { id: "1", name: "Archivierung", url: "/#archivierung", categories: [{ id: "11", name: "Archivboxen", url: "/kategorie/11" }] },
    { id: "2", name: "Passepartouts", url: "/#passepartouts", categories: [{ id: "12", name: "Passepartouts", url: "/kategorie/12" }] },
  ],
};
const START = { name: "Start", url: "/" };

describe("breadcrumb trail (docs/decisions/category-navigation.md)", () => {
  it("a category of the tree: its super-category and itself, linked", () => {
    expect(categoryParents(TREE, "12")).to.deep.equal([
      { name: "Passepartouts", url: "/#passepartouts" },
      { name: "Passepartouts", url: "/kategorie/12" },
    ]);
  });

  it("no category, one the tree does not hold, or no tree: no parents", () => {
    expect(categoryParents(TREE, undefined)).to.deep.equal([]);
    expect(categoryParents(TREE, "22")).to.deep.equal([]);
    expect(categoryParents(null, "11")).to.deep.equal([]);
  });

  it("the trail: start, the parents, the page itself last and unlinked", () => {
    expect(trail(START, categoryParents(TREE, "11"), "Archivbox A4")).to.deep.equal([
      START,
      { name: "Archivierung", url: "/#archivierung" },
      { name: "Archivboxen", url: "/kategorie/11" },
      { name: "Archivbox A4", url: null },
    ]);
    expect(trail(START, [], "Archivbox A4")).to.deep.equal([START, { name: "Archivbox A4", url: null }]);
  });
});
