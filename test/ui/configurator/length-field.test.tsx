import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { useState } from "react";
import type { Range } from "../../../core/api/configurator.ts";
import { lengthProblem } from "../../../core/configurator/length-check.ts";
import { type LengthUnit, lengthInput, parseLength } from "../../../core/configurator/units.ts";
import { LengthField } from "../../../core/configurator-ui/LengthField.tsx";
import { useLengthProblemText, useLengthRoundingNote } from "../../../core/configurator-ui/length-messages.ts";
import { UnitToggle } from "../../../core/configurator-ui/UnitToggle.tsx";
import type { Lang } from "../../../core/element/data-block.ts";
import { axeViolations } from "../../support/axe.ts";
import { typeInto } from "../../support/dom.ts";
import { descriptionOf, renderKit, unmountKit } from "./harness.tsx";

/** Reports the millimetres the harness keeps, as a configurator would keep them (and put them in its URL). */
let keptMm: number | null = null;

/**
 * A configurator's length as the kit means it to be used: the configurator keeps the millimetres of
 * the last text that parsed, and on a unit switch shows them again with lengthInput(mm, unit).
 */
function Harness({ range, start = "" }: { range: Range; start?: string }) {
  const [unit, setUnit] = useState<LengthUnit>("mm");
  const [text, setText] = useState(start);
  const [mm, setMm] = useState<number | null>(() => {
    const read = parseLength(start, "mm");
    return read.ok ? read.mm : null;
  });
  const say = useLengthProblemText();
  const rounding = useLengthRoundingNote();
  const parsed = parseLength(text, unit);
  keptMm = mm;
  return (
    <form>
      <UnitToggle
        name="b-unit"
        unit={unit}
        onUnit={(next) => {
          setUnit(next);
          if (mm !== null) setText(lengthInput(mm, next));
        }}
      />
      <LengthField
        id="b-length"
        label="Länge"
        text={text}
        unit={unit}
        mm={mm}
        range={range}
        problem={say(lengthProblem(parsed, range), unit)}
        note={rounding(parsed, unit)}
        onText={(next) => {
          setText(next);
          const read = parseLength(next, unit);
          if (read.ok) setMm(read.mm);
        }}
      />
    </form>
  );
}

const RANGE = { min: 100, max: 1000 };

async function renderLength(lang: Lang = "de", start = "") {
  const rendered = await renderKit(<Harness range={RANGE} start={start} />, lang);
  return { ...rendered, field: () => rendered.q.getByRole("textbox") as HTMLInputElement };
}

describe("LengthField and UnitToggle (core/configurator-ui)", () => {
  afterEach(unmountKit);

  it("is a text input for decimals (not type=number, so '12,5' and '3 1/2' can be typed), labelled with its unit", async () => {
    const { q, field } = await renderLength();
    expect(q.getByRole("textbox", { name: "Länge (mm)" }).id).to.equal("b-length");
    expect(field().type).to.equal("text");
    expect(field().inputMode).to.equal("decimal");
    expect(field().getBoundingClientRect().height).to.be.at.least(44);
  });

  it("shows the allowed range in the unit and, while the text parses, what the shop understood in the other unit", async () => {
    const { field } = await renderLength("de", "x");
    expect(descriptionOf(field())).to.deep.equal(["erlaubt: 100–1.000 mm", "Bitte eine Zahl eingeben, z. B. 320 oder 12,5"]);
    typeInto(field(), "320");
    await waitFor(() => expect(descriptionOf(field())).to.deep.equal(["erlaubt: 100–1.000 mm= 12 5/8″"]));
    typeInto(field(), "12,5");
    await waitFor(() => expect(descriptionOf(field())[0]).to.contain("= 1/2″"));
  });

  it("a broken rule is the field's error: aria-invalid, tied by aria-describedby, in a polite live region that was there before", async () => {
    const { root, field } = await renderLength();
    const region = root.getElementById("b-length-error")!;
    expect(region.getAttribute("aria-live")).to.equal("polite");
    typeInto(field(), "320");
    await waitFor(() => expect(field().hasAttribute("aria-invalid")).to.equal(false));
    expect(region.textContent).to.equal("");

    typeInto(field(), "50");
    await waitFor(() => expect(field().getAttribute("aria-invalid")).to.equal("true"));
    expect(field().getAttribute("aria-describedby")?.split(" ")).to.include("b-length-error");
    expect(region.textContent).to.equal("Mindestens 100 mm");
    expect(root.getElementById("b-length-error")).to.equal(region);

    for (const [typed, message] of [
      ["10000", "Höchstens 1.000 mm"],
      ["abc", "Bitte eine Zahl eingeben, z. B. 320 oder 12,5"],
      ["0", "Bitte eine Länge über 0 eingeben"],
      ["-40", "Bitte eine Länge über 0 eingeben"],
      ["", "Bitte eine Länge eingeben"],
    ] as const) {
      typeInto(field(), typed);
      await waitFor(() => expect(region.textContent, typed).to.equal(message));
      // What the shopper typed stays as typed.
      expect(field().value).to.equal(typed);
    }
  });

  it("a length in mm that is no whole millimetre is made to the nearest one, and the note says so (announced, tied to the field)", async () => {
    const { root, field } = await renderLength();
    const note = root.getElementById("b-length-note")!;
    expect(note.getAttribute("aria-live")).to.equal("polite");
    typeInto(field(), "320,4");
    await waitFor(() => expect(note.textContent).to.equal("Auf 320 mm gerundet: gefertigt wird auf den ganzen Millimeter"));
    expect(field().getAttribute("aria-describedby")?.split(" ")).to.include("b-length-note");
    expect(field().value).to.equal("320,4");
    expect(keptMm).to.equal(320);
    typeInto(field(), "321");
    await waitFor(() => expect(note.textContent).to.equal(""));
    expect(field().getAttribute("aria-describedby")?.split(" ")).to.not.include("b-length-note");
  });

  it("the messages in English and French, with the limit in the field's unit", async () => {
    const en = await renderLength("en");
    typeInto(en.field(), "50");
    await waitFor(() => expect(en.root.getElementById("b-length-error")!.textContent).to.equal("At least 100 mm"));
    en.q.getByRole("radio", { name: "Inches (in)" }).click();
    typeInto(en.field(), "50");
    await waitFor(() => expect(en.root.getElementById("b-length-error")!.textContent).to.equal("At most 39 3/8″"));
    const fr = await renderLength("fr");
    typeInto(fr.field(), "douze");
    await waitFor(() =>
      expect(fr.root.getElementById("b-length-error")!.textContent).to.equal("Veuillez saisir un nombre, p. ex. 320 ou 12,5"),
    );
  });

  it("switching the unit keeps the millimetres: 320 mm shows as 12 5/8 in, and back as 320 mm (not 321), and says so", async () => {
    const { q, root, field } = await renderLength();
    const status = root.querySelector(".unit-toggle [aria-live]")!;
    expect(q.getByRole("group", { name: "Maßeinheit" })).to.not.equal(null);
    expect(status.textContent).to.equal("");
    typeInto(field(), "320");
    await waitFor(() => expect(keptMm).to.equal(320));

    q.getByRole("radio", { name: "Zoll (in)" }).click();
    await waitFor(() => expect(field().value).to.equal("12 5/8"));
    expect(q.getByRole("textbox", { name: "Länge (in)" })).to.not.equal(null);
    expect(status.textContent).to.equal("Die Maße werden jetzt in Zoll angezeigt.");
    expect(descriptionOf(field())[0]).to.equal("erlaubt: 3 15/16–39 3/8″= 320 mm");
    expect(keptMm).to.equal(320);

    q.getByRole("radio", { name: "Millimeter (mm)" }).click();
    await waitFor(() => expect(field().value).to.equal("320"));
    expect(status.textContent).to.equal("Die Maße werden jetzt in Millimetern angezeigt.");
    expect(keptMm).to.equal(320);
  });

  it("each unit choice is a 44 px target, and axe finds nothing", async () => {
    const { q, field } = await renderLength();
    typeInto(field(), "50");
    for (const name of ["Millimeter (mm)", "Zoll (in)"]) {
      const label = q.getByRole("radio", { name }).closest("label")!;
      expect(label.getBoundingClientRect().height, name).to.be.at.least(44);
    }
    await waitFor(() => expect(field().getAttribute("aria-invalid")).to.equal("true"));
    expect(await axeViolations()).to.deep.equal([]);
  });
});
