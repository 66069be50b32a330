import { expect } from "chai";
import { materialQualities } from "../../../core/catalog/qualities.ts";
import { QualityNote } from "../../../core/configurator-ui/QualityNote.tsx";
import { axeViolations } from "../../support/axe.ts";
import "../../support/dom.ts";
import { renderKit, unmountKit } from "./harness.tsx";

const board = { qualities: ["lignin-free", "buffered", "pat-tested", "extra-stark"], fsc: true };

async function terms(lang: "de" | "en" | "fr") {
  const { root } = await renderKit(<QualityNote qualities={materialQualities(board)} />, lang);
  return [...root.querySelectorAll(".quality")].map((entry) => ({
    term: entry.querySelector("dt")!.textContent,
    explanation: entry.querySelector("dd")?.textContent ?? null,
  }));
}

describe("QualityNote: the trade's words explained, as text (core/configurator-ui)", () => {
  afterEach(unmountKit);

  it("each quality is a term with its explanation in a description list; FSC too; an unknown code shows only the code", async () => {
    const shown = await terms("de");
    expect(shown.map((s) => s.term)).to.deep.equal(["ligninfrei", "gepuffert", "PAT-geprüft", "extra-stark", "FSC"]);
    expect(shown[1]!.explanation).to.contain("alkalischer Reserve");
    expect(shown[2]!.explanation).to.contain("ISO 18916");
    expect(shown[3]!.explanation).to.equal(null);
    expect(shown[4]!.explanation).to.contain("FSC-zertifiziert");
  });

  it("in English and French", async () => {
    const en = await terms("en");
    expect(en.map((s) => s.term)).to.deep.equal(["lignin-free", "buffered", "PAT-tested", "extra-stark", "FSC"]);
    expect(en[1]!.explanation).to.contain("alkaline reserve");
    const fr = await terms("fr");
    expect(fr.map((s) => s.term)).to.deep.equal(["sans lignine", "tamponné", "testé PAT", "extra-stark", "FSC"]);
    expect(fr[0]!.explanation).to.contain("lignine");
  });

  it("museum quality and unbuffered say what they are for; nothing is hover-only, and axe finds nothing", async () => {
    const { root } = await renderKit(<QualityNote qualities={["museum", "unbuffered", "acid-free"]} />);
    const text = root.querySelector("dl")!.textContent!;
    expect(text).to.contain("100 % Baumwolle");
    expect(text).to.contain("Fotografien, Blaupausen");
    expect(root.querySelector("[title]")).to.equal(null);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it("a board without qualities shows nothing", async () => {
    const { root } = await renderKit(<QualityNote qualities={[]} />);
    expect(root.querySelector("dl")).to.equal(null);
  });
});
