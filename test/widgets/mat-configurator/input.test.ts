import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { choose, field, messageOf, mountMat, type, useMatSetup, waitForDescription } from "./setup.ts";

describe("<shop-mat-configurator>: what the shopper types", () => {
  useMatSetup();

  it("format select fills the size; typing another size makes it a custom one", async () => {
    const { q } = await mountMat();
    const select = q.getByRole("combobox", { name: "Standardformat" }) as HTMLSelectElement;
    expect(select.selectedOptions[0]!.textContent).to.equal("Eigenes Format");
    const option = [...select.options].find((o) => o.textContent === "50 × 70 cm")!;
    select.value = option.value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await waitFor(() => expect(field(q, "Breite").value).to.equal("500"));
    expect(field(q, "Höhe").value).to.equal("700");
    await waitForDescription(q, "Passepartout 500 × 700 mm");
    type(field(q, "Breite"), "510");
    await waitFor(() => expect(select.selectedOptions[0]!.textContent).to.equal("Eigenes Format"));
    expect(field(q, "Höhe").value).to.equal("700");
  });

  it("the data block's format and board are chosen at first", async () => {
    const { q } = await mountMat({ language: "de", baseUrl: "", geoLocation: "de", formatId: "1", materialId: "14" });
    expect(field(q, "Breite").value).to.equal("130");
    expect((q.getByRole("radio", { name: /schwarz, Kern schwarz/ }) as HTMLInputElement).checked).to.equal(true);
  });

  it("comma decimals in German: 412,5 is read as 413 mm, and the field says it is rounded", async () => {
    const { el, q } = await mountMat();
    const width = field(q, "Breite");
    type(width, "412,5");
    await waitForDescription(q, "Passepartout 413 × 500 mm");
    await waitFor(() =>
      expect(el.shadowRoot!.getElementById("m-width-note")!.textContent).to.equal(
        "Auf 413 mm gerundet: gefertigt wird auf den ganzen Millimeter",
      ),
    );
    expect(width.value, "the typed text stays").to.equal("412,5");
  });

  for (const [typed, text] of [
    ["0", "Bitte eine Länge über 0 eingeben"],
    ["-40", "Bitte eine Länge über 0 eingeben"],
    ["10000", "Zu groß für diesen Karton"],
    ["vierzig", "Bitte eine Zahl eingeben, z. B. 320 oder 12,5"],
    ["", "Bitte eine Länge eingeben"],
  ] as const) {
    it(`absurd values: "${typed}" gets a clear message and the text is kept`, async () => {
      const { el, q } = await mountMat();
      await waitForDescription(q, "400 × 500 mm");
      const width = field(q, "Breite");
      type(width, typed);
      await waitFor(() => expect(messageOf(el, width)).to.contain(text));
      expect(width.value).to.equal(typed);
      // The drawing keeps the last valid size meanwhile.
      expect(q.getByRole("img").getAttribute("aria-label")).to.contain("400 × 500 mm");
    });
  }

  it("absurd values in the window: 10 m is larger than the mat, letters are no number", async () => {
    const { el, q } = await mountMat();
    const height = field(q, "Höhe des Bildes");
    type(height, "10000");
    await waitFor(() => expect(messageOf(el, height)).to.contain("ist größer als das Passepartout"));
    type(height, "abc");
    await waitFor(() => expect(messageOf(el, height)).to.contain("Bitte eine Zahl eingeben"));
    expect(height.value).to.equal("abc");
  });

  it("unit toggle: the lengths are shown in inches and back, the drawing unchanged", async () => {
    const { q } = await mountMat();
    await waitForDescription(q, "400 × 500 mm");
    await choose(q, "Zoll (in)");
    await waitFor(() => expect(field(q, "Breite").value).to.equal("15 3/4"));
    expect(q.getByRole("textbox", { name: "Breite (in)" })).to.exist;
    await waitForDescription(q, "Passepartout 15 3/4 × 19 11/16″");
    await choose(q, "Millimeter (mm)");
    await waitFor(() => expect(field(q, "Breite").value).to.equal("400"));
  });

  it("a visitor from an inch country starts in inches", async () => {
    const { q } = await mountMat({ language: "en", baseUrl: "", geoLocation: "us" });
    expect(q.getByRole("textbox", { name: "Width (in)" })).to.exist;
  });

  it("switching window and picture size keeps the window where it is", async () => {
    const { q } = await mountMat();
    await waitForDescription(q, "ein Ausschnitt 230 × 290 mm");
    await choose(q, "die Größe des Ausschnitts");
    await waitFor(() => expect(field(q, "Breite des Ausschnitts").value).to.equal("230"));
    await waitForDescription(q, "ein Ausschnitt 230 × 290 mm");
  });
});
