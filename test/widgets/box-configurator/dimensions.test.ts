import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { boxParams, fillSizes, lengthInputOf, mountBox, problemOf, typeInto, useBoxSuite } from "./setup.ts";

describe("<shop-box-configurator> dimensions", () => {
  useBoxSuite();

  it("shows the outer size: inner size plus the type's allowance times the board thickness", async () => {
    const { q } = await mountBox();
    // Lid box: allowance 4 / 4 / 2 boards; the first board of the type is 1.2 mm thick.
    fillSizes(q, "320", "240", "80");
    await waitFor(() => {
      const outer = [...(lengthInputOf(q, "Länge").closest(".length-grid")?.querySelectorAll(".outer-length .value") ?? [])];
      expect(outer.map((o) => o.textContent)).to.deep.equal(["324,8 mm", "244,8 mm", "82,4 mm"]);
    });
    (await q.findByRole("radio", { name: /Archivkarton 2,0 mm/ })).click();
    await waitFor(() => expect(q.getByText("328 mm")).to.exist);
  });

  for (const [language, label, message, range] of [
    ["de", "Länge", "Höchstens 1.000 mm", "erlaubt: 100–1.000 mm"],
    ["en", "Length", "At most 1,000 mm", "allowed: 100–1,000 mm"],
    ["fr", "Longueur", "Au plus 1 000 mm", "autorisé"],
  ] as const) {
    it(`an out-of-range length says the limit at the field, aria-invalid, with its range (${language})`, async () => {
      const { q } = await mountBox({ language });
      const input = lengthInputOf(q, label);
      expect(input.getAttribute("aria-describedby")).to.contain("b-length-hint");
      typeInto(input, "1200");
      await waitFor(() => expect(input.getAttribute("aria-invalid")).to.equal("true"));
      expect(problemOf(input).replace(/\u202f|\u00a0/g, " ")).to.equal(message.replace(/\u202f|\u00a0/g, " "));
      expect(input.getAttribute("aria-describedby")).to.contain("b-length-error");
      const hint = (input.getRootNode() as ShadowRoot).getElementById("b-length-hint")?.textContent ?? "";
      expect(hint.replace(/\u202f|\u00a0/g, " ")).to.contain(range.replace(/\u202f|\u00a0/g, " "));
      // The message is in a polite live region, there before the message.
      expect((input.getRootNode() as ShadowRoot).getElementById("b-length-error")?.getAttribute("aria-live")).to.equal("polite");
    });
  }

  it("a height above the type's share of the width says the actual maximum for that width", async () => {
    const { q } = await mountBox();
    fillSizes(q, "320", "100", "160");
    const height = lengthInputOf(q, "Höhe");
    await waitFor(() => expect(problemOf(height)).to.equal("Bei 100 mm Breite höchstens 150 mm hoch"));
    expect(height.getAttribute("aria-invalid")).to.equal("true");
    // A wider box allows it.
    typeInto(lengthInputOf(q, "Breite"), "120");
    await waitFor(() => expect(height.hasAttribute("aria-invalid")).to.equal(false));
  });

  it("the length must be at least the width when the type says so", async () => {
    const { q } = await mountBox();
    fillSizes(q, "200", "240", "80");
    const length = lengthInputOf(q, "Länge");
    await waitFor(() => expect(problemOf(length)).to.equal("Die Länge muss mindestens so groß sein wie die Breite: mindestens 240 mm"));
  });

  it('a German comma decimal "320,5" is accepted, rounded to whole mm, and the rounding said', async () => {
    const { q } = await mountBox();
    const length = lengthInputOf(q, "Länge");
    typeInto(length, "320,5");
    await waitFor(() => expect(q.getByText("Auf 321 mm gerundet: gefertigt wird auf den ganzen Millimeter")).to.exist);
    expect(length.value).to.equal("320,5");
    expect(length.hasAttribute("aria-invalid")).to.equal(false);
    // The URL follows once typing pauses (core/ui/use-url-state.ts).
    await waitFor(() => expect(boxParams().get("b.l")).to.equal("321"));
  });

  for (const [text, message] of [
    ["abc", "Bitte eine Zahl eingeben, z. B. 320 oder 12,5"],
    ["0", "Bitte eine Länge über 0 eingeben"],
    ["-5", "Bitte eine Länge über 0 eingeben"],
    ["10 m", "Bitte eine Zahl eingeben, z. B. 320 oder 12,5"],
    ["10000", "Höchstens 1.000 mm"],
  ] as const) {
    it(`"${text}" gets a clear message and the text is kept`, async () => {
      const { q } = await mountBox();
      const length = lengthInputOf(q, "Länge");
      typeInto(length, text);
      await waitFor(() => expect(problemOf(length)).to.equal(message));
      expect(length.value).to.equal(text);
      expect(length.getAttribute("aria-invalid")).to.equal("true");
    });
  }

  it("an emptied field says a length is needed; an untouched empty one says nothing", async () => {
    const { q } = await mountBox();
    const length = lengthInputOf(q, "Länge");
    expect(problemOf(lengthInputOf(q, "Breite"))).to.equal("");
    typeInto(length, "3");
    typeInto(length, "");
    await waitFor(() => expect(problemOf(length)).to.equal("Bitte eine Länge eingeben"));
  });

  it('the unit toggle shows inches to 1/16" and keeps the millimetres', async () => {
    const { q } = await mountBox();
    fillSizes(q, "321", "240", "80");
    (await q.findByRole("radio", { name: "Zoll (in)" })).click();
    const length = await waitFor(() => lengthInputOf(q, "Länge"));
    await waitFor(() => expect(length.value).to.equal("12 5/8"));
    expect(lengthInputOf(q, "Breite").value).to.equal("9 7/16");
    await waitFor(() => expect(boxParams().get("b.u")).to.equal("in"));
    expect(boxParams().get("b.l")).to.equal("321");
    (q.getByRole("radio", { name: "Millimeter (mm)" }) as HTMLInputElement).click();
    await waitFor(() => expect(lengthInputOf(q, "Länge").value).to.equal("321"));
  });

  it("a visitor from an inch country starts in inches", async () => {
    const { q } = await mountBox({ geoLocation: "us" });
    expect((q.getByRole("radio", { name: "Zoll (in)" }) as HTMLInputElement).checked).to.equal(true);
    expect(lengthInputOf(q, "Länge")).to.exist;
  });

  it("a folder has no height field", async () => {
    const { q } = await mountBox({ categoryId: "5" });
    expect(q.queryByRole("textbox", { name: /^Höhe/ })).to.equal(null);
    expect(lengthInputOf(q, "Länge")).to.exist;
  });
});
