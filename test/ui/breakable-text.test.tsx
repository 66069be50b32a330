import { expect } from "chai";
import { BreakableText } from "../../core/ui/BreakableText.tsx";
import { kitHarness } from "../support/kit-harness.tsx";
import { wrappedText } from "../support/wrapped-text.ts";

const { renderKit, unmountKit } = kitHarness([]);

/** `text` in a box `width` wide (16 px type), as the element's base CSS sets it (hyphens: auto, lang de). */
async function inBox(text: string, width: string, sentence?: string) {
  const { root } = await renderKit(
    <div style={{ width, fontSize: "16px" }}>
      <BreakableText text={text} sentence={sentence} />
    </div>,
  );
  const box = root.querySelector("div")!;
  return { code: root.querySelector(".code")!, overflows: box.scrollWidth > box.clientWidth };
}

describe("BreakableText (core/ui): e-mail addresses and article numbers break only after '@', '.' and '-'", () => {
  afterEach(unmountKit);

  it("an article number breaks only after '-', never inside '285180', and is not hyphenated", async () => {
    const { code, overflows } = await inBox("AK-285180-0001", "8ch");
    expect(wrappedText(code)).to.equal("AK-|285180-|0001");
    expect(overflows).to.equal(false);
  });

  it("a 40-character address in a phone's column wraps only after '@', '.' or '-', and nothing sticks out", async () => {
    // A column in characters, not px: each engine's default font has glyphs of its own widths.
    const { code, overflows } = await inBox("restaurierungswerkstatt.archiv@example.de", "28ch");
    const wrapped = wrappedText(code);
    expect(wrapped.split("|").length, wrapped).to.be.above(1);
    expect(wrapped, "a line ends inside a part").not.to.match(/[^@.-]\|/);
    expect(overflows).to.equal(false);
  });

  it("a part longer than the whole line breaks inside, so the page never scrolls sideways; the others stay whole", async () => {
    const { code, overflows } = await inBox("restaurierungswerkstattleitungsassistenz@example.de", "28ch");
    const wrapped = wrappedText(code);
    expect(wrapped.replaceAll("|", "")).to.equal("restaurierungswerkstattleitungsassistenz@example.de");
    const at = wrapped.indexOf("@");
    expect(wrapped.slice(0, at), "the part longer than the line").to.include("|");
    expect(wrapped.slice(at), "a line ends inside a part that fits").not.to.match(/[^@.-]\|/);
    expect(overflows).to.equal(false);
  });

  it("in a translated sentence ('Art.-Nr. …', '… an anna@example.de.') the sentence stays as translated, the code in it breaks the same way", async () => {
    const { code } = await inBox("AK-285180-0001", "8ch", "Réf. AK-285180-0001");
    expect(wrappedText(code)).to.equal("AK-|285180-|0001");
    expect(code.parentElement!.textContent).to.equal("Réf. AK-285180-0001");
  });
});
