import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { choose, field, messageOf, mountMat, type, useMatSetup, waitForDescription } from "./setup.ts";

/** Waits until the field's tied message contains `text`, and checks it is announced (a polite live region). */
async function expectMessage(el: HTMLElement, input: HTMLInputElement, text: string): Promise<void> {
  await waitFor(() => expect(messageOf(el, input)).to.contain(text));
  expect(input.getAttribute("aria-invalid")).to.equal("true");
  const region = el.shadowRoot!.getElementById(`${input.id}-error`)!;
  expect(region.getAttribute("aria-live")).to.equal("polite");
}

describe("<shop-mat-configurator>: each broken rule is a message at its field", () => {
  useMatSetup();

  it("border below minimum: a window that leaves less than the board's minimum border says so at the window", async () => {
    const { el, q } = await mountMat();
    await choose(q, "die Größe des Ausschnitts");
    const width = field(q, "Breite des Ausschnitts");
    type(width, "395");
    await expectMessage(el, width, "Der Rand links ist 2,5 mm breit; dieser Karton braucht mindestens 10 mm.");
    // The drawing keeps the last valid state meanwhile, and says so.
    await waitForDescription(q, "links 85, rechts 85 mm");
    expect(q.getByText("Vorschau des letzten gültigen Stands")).to.exist;
  });

  it("border below minimum: in raised mode a top taken by the raise says so at the raise", async () => {
    const { el, q } = await mountMat();
    await choose(q, /unten breiter/);
    const raise = field(q, "Unten breiter um");
    type(raise, "200");
    await expectMessage(el, raise, "Der Rand oben ist 5 mm breit");
  });

  it("border below minimum: per side, at the side's own field", async () => {
    const { el, q } = await mountMat();
    await choose(q, "jeden Rand einzeln");
    const left = field(q, "Rand links");
    type(left, "4");
    await expectMessage(el, left, "Der Rand links ist 4 mm breit; dieser Karton braucht mindestens 10 mm.");
  });

  it("outer above largest board: a size the board's largest sheet cannot hold says so at the size", async () => {
    const { el, q } = await mountMat();
    const width = field(q, "Breite");
    type(width, "1200");
    await expectMessage(el, width, "Zu groß für diesen Karton: Der größte Bogen misst 1.020 mm × 810 mm.");
  });

  it("picture not larger than window: a picture that the overlap covers whole says so at the picture", async () => {
    const { el, q } = await mountMat();
    const width = field(q, "Breite des Bildes");
    type(width, "10");
    await expectMessage(el, width, "Das Bild (10 mm) muss größer sein als die Überlappung auf beiden Seiten (2 × 5 mm).");
    const overlap = field(q, "Überlappung je Seite");
    type(width, "240");
    type(overlap, "0");
    await expectMessage(el, overlap, "Bitte eine Überlappung über 0 angeben.");
  });

  it("window inside the board: a window larger than the mat says so at the window", async () => {
    const { el, q } = await mountMat();
    const height = field(q, "Höhe des Bildes");
    type(height, "600");
    await expectMessage(el, height, "Der Ausschnitt (590 mm) ist größer als das Passepartout (500 mm).");
  });

  it("per-side borders consistent with the outer size: borders that take the whole width leave no window", async () => {
    const { el, q } = await mountMat();
    await choose(q, "jeden Rand einzeln");
    type(field(q, "Rand links"), "200");
    const right = field(q, "Rand rechts");
    type(right, "200");
    await expectMessage(el, right, "Die Ränder (400 mm) lassen bei 400 mm keinen Platz für einen Ausschnitt.");
  });

  it("rows and columns from 1 to 10, the gap at least the board's minimum border", async () => {
    const { el, q } = await mountMat();
    await choose(q, "mehrere in Reihen und Spalten");
    const rows = q.getByRole("textbox", { name: "Reihen" }) as HTMLInputElement;
    type(rows, "11");
    await expectMessage(el, rows, "Bitte eine ganze Zahl von 1 bis 10 eingeben");
    type(rows, "2");
    const gap = field(q, "Abstand zwischen den Ausschnitten");
    type(q.getByRole("textbox", { name: "Spalten" }), "1");
    type(field(q, "Breite des Bildes"), "100");
    type(field(q, "Höhe des Bildes"), "100");
    type(gap, "4");
    await expectMessage(el, gap, "Der Abstand zwischen den Ausschnitten muss mindestens 10 mm betragen.");
  });

  it("a broken rule keeps the price and the order away", async () => {
    const { q } = await mountMat();
    type(field(q, "Breite"), "1200");
    await waitFor(() => expect(q.getByText("Bitte zuerst die Konfiguration vervollständigen")).to.exist);
    expect(q.getByRole("button", { name: "In den Warenkorb" }).getAttribute("aria-disabled")).to.equal("true");
  });
});
