import { waitFor, within } from "@testing-library/dom";
import { expect } from "chai";
import { boxParams, lengthInputOf, mountBox, openWithQuery, useBoxSuite } from "./setup.ts";

describe("<shop-box-configurator> choices", () => {
  useBoxSuite();

  it("lists only the boards the chosen type can be made of", async () => {
    const { q } = await mountBox();
    const boards = await q.findByRole("group", { name: "Karton" });
    // The lid box (type 11) is made of boards 1, 2, 3, 4 and 7; not of the photo board (5) or solid board (6).
    await waitFor(() => expect(within(boards).getAllByRole("radio")).to.have.length(5));
    expect(within(boards).queryByRole("radio", { name: /Fotokarton/ })).to.equal(null);
    expect(within(boards).queryByRole("radio", { name: /Vollpappe/ })).to.equal(null);
    // The photo boxes are made of photo board only.
    (q.getByRole("radio", { name: "Foto- und Negativboxen" }) as HTMLInputElement).click();
    await waitFor(() => {
      const radios = within(q.getByRole("group", { name: "Karton" })).getAllByRole("radio");
      expect(radios.map((r) => r.getAttribute("value"))).to.deep.equal(["5"]);
    });
  });

  it("explains the chosen board's qualities", async () => {
    const { q } = await mountBox();
    await q.findByText("Was die Qualitäten von Archivkarton 1,2 mm, grau bedeuten:");
    expect(q.getByText("Ohne Lignin, den Holzstoff, der Papier vergilben und brüchig werden lässt.")).to.exist;
  });

  it("a board the new type is not made of gives way to the type's first board, and says so", async () => {
    openWithQuery("b.cat=1&b.type=11&b.mat=7");
    const { q } = await mountBox();
    (q.getByRole("radio", { name: "Ablageschale" }) as HTMLInputElement).click();
    await q.findByText("„Archiv-Wellpappe 3,0 mm, grau“ gibt es für Ablageschale nicht. Gewählt ist „Archivkarton 1,2 mm, grau“.");
    expect((q.getByRole("radio", { name: /Archivkarton 1,2 mm/ }) as HTMLInputElement).checked).to.equal(true);
    expect(boxParams().get("b.mat")).to.equal("7");
  });

  it("the data block preselects a category and a type", async () => {
    const { q } = await mountBox({ categoryId: "2", boxId: "22" });
    expect((q.getByRole("radio", { name: "Schuber" }) as HTMLInputElement).checked).to.equal(true);
    expect((q.getByRole("radio", { name: "Dokumentenkassetten" }) as HTMLInputElement).checked).to.equal(true);
    expect(lengthInputOf(q, "Länge")).to.exist;
  });

  it("extras are checkboxes described by their text, and go into the URL", async () => {
    const { q } = await mountBox();
    const notch = q.getByRole("checkbox", { name: "Griffloch" }) as HTMLInputElement;
    expect(notch.getAttribute("aria-describedby")).to.equal("b-extra-notch-text");
    notch.click();
    await waitFor(() => expect(boxParams().get("b.x")).to.equal("notch"));
  });
});
